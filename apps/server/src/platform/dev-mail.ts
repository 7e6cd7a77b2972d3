import type { FastifyInstance } from "fastify";
import { publicRoute } from "./auth.ts";
import { escapeHtml } from "./html.ts";
import type { SentMail } from "./mail.ts";

/** Escapes the text and makes its http(s) links clickable, so a reset link can be followed from the list. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(mails: SentMail[] | null): string {
  const items =
    mails === null
      ? "<p>Mail is sent through SMTP (SMTP_URL); nothing is kept here.</p>"
      : mails.length === 0
        ? "<p>No mail yet.</p>"
        : mails
            .map(
              (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(
    new Date(m.createdAt).toLocaleString("en-GB", { timeZone: "UTC" }),
  )} UTC</time></p>
  <pre>${linkify(m.text)}</pre>
</article>`,
            )
            .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sent mail (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
article{border-top:1px solid #ddd;padding:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#555;margin:.25rem 0}
pre{white-space:pre-wrap;font-family:inherit;background:#f6f6f6;padding:.75rem;border-radius:.25rem}</style>
</head><body><h1>Sent mail</h1><p>Only in development: the mails the shop wrote to its mail folder, newest first.</p>
${items}
</body></html>`;
}

/** Development only: the mail folder as a page (/dev/mail) and as JSON for tests (/dev/mail.json). */
export function registerDevMail(app: FastifyInstance, list: (() => Promise<SentMail[]>) | undefined): void {
  app.get("/dev/mail", { schema: { hide: true }, config: publicRoute }, async (_request, reply) => {
    const mails = list ? await list() : null;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page(mails));
  });
  app.get("/dev/mail.json", { schema: { hide: true }, config: publicRoute }, async (_request, reply) => {
    const mails = list ? await list() : [];
    return reply.header("cache-control", "no-store").send(mails);
  });
}
