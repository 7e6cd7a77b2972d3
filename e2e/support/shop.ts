import { type APIRequestContext, expect } from "@playwright/test";
import { fromShop } from "./test.ts";

/** The demo account of the seed; shared by every test, so only read from it. */
export const demoAccount = { email: "demo@example.com", password: "demo1234" } as const;

export interface Account {
  email: string;
  password: string;
}

let made = 0;

/** An address no other test (or earlier run against the same server) uses, so tests run in parallel. */
export function uniqueEmail(tag: string): string {
  made += 1;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${tag}-${process.pid}-${stamp}-${made}@example.com`;
}

/**
 * Makes a new account the way the shop itself does: redeem the code, then register in that session. Whatever
 * context is passed ends up signed in; pass the `request` fixture to keep the browser signed out, or
 * `page.request` to share the browser's cookies. `origin` is the suite's shop unless a journey runs a shop of its own.
 */
export async function registerWithCode(
  request: APIRequestContext,
  code: string,
  tag: string,
  origin = fromShop().origin,
): Promise<Account> {
  const account = { email: uniqueEmail(tag), password: `pw-${Math.random().toString(36).slice(2, 10)}` };
  const verified = await request.get("/ajax/prophoto/verify_subject_code.php", { params: { code } });
  expect(verified.status(), `verify ${code}: ${await verified.text()}`).toBe(200);
  const created = await request.post("/ajax/create.php", {
    headers: { origin },
    data: {
      email: account.email,
      code,
      mobile: "+4791234567",
      password: account.password,
      confirm_password: account.password,
      acceptmail: false,
      termsofservice: true,
    },
  });
  expect(created.status(), `register: ${await created.text()}`).toBe(200);
  return account;
}

interface SentMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * Waits for the outbox worker to write a mail to this address (and, given a subject, of that subject) into the mail
 * folder, and returns the newest. Name the subject where an earlier mail to the address may already be there.
 */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject?: RegExp,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/dev/mail.json");
        const mails = (await response.json()) as SentMail[];
        found = mails
          .filter((m) => m.to.includes(address) && (subject === undefined || subject.test(m.subject)))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        return found !== undefined;
      },
      { message: `a mail to ${address}${subject ? ` (${subject})` : ""} in /dev/mail.json`, timeout: 20_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`no mail to ${address}`);
  return found;
}

/** The password reset link of a mail: `<PUBLIC_URL>/reset-password?resetcode=…`. */
export function resetLink(mail: SentMail): string {
  const link = /https?:\/\/\S+\/reset-password\?resetcode=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (link === undefined) throw new Error(`no reset link in the mail '${mail.subject}'`);
  return link;
}
