import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

/** A name or a shop's name on one line, shortened: what anyone may type never becomes a second line or a link. */
function oneLine(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * The owner's invitation to the studio: the one-time link to choose a password (15 minutes, once). In English and
 * Norwegian, since the member's language is not known before they sign in.
 */
export function staffInviteMail(input: {
  to: string;
  name: string;
  shopName: string;
  inviter: string;
  link: string;
}): MailMessage {
  const name = oneLine(input.name);
  const shop = oneLine(input.shopName);
  const text = [
    `Hi ${name},`,
    "",
    `${input.inviter} invites you to the studio of ${shop}. Open this link within 15 minutes to choose your password:`,
    input.link,
    "",
    `Hei ${name},`,
    "",
    `${input.inviter} inviterer deg til studioet til ${shop}. Åpne lenken innen 15 minutter for å velge passordet ditt:`,
    input.link,
  ].join("\n");
  const link = escapeHtml(input.link);
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(input.inviter)} invites you to the studio of ${escapeHtml(shop)}. Open this link within 15 minutes to choose your password:</p>`,
    `<p><a href="${link}">Set up your sign-in</a></p>`,
    `<p>Hei ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(input.inviter)} inviterer deg til studioet til ${escapeHtml(shop)}. Åpne lenken innen 15 minutter for å velge passordet ditt:</p>`,
    `<p><a href="${link}">Sett opp innloggingen</a></p>`,
  ].join("\n");
  return { to: input.to, subject: `Your studio sign-in at ${shop}`, text, html };
}
