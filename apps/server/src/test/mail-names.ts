import { expect } from "vitest";

/** A profile name as anyone may type it: a line break, a link and far too long. */
export const nastyName = `Kari\nVisit https://evil.example/win ${"x".repeat(100)}`;

/** What a mail may say of `nastyName`: one line, no link, at most 80 characters, and nothing in the subject. */
export function expectCleanName(mail: { subject: string; text: string; html: string }): void {
  expect(mail.subject).not.toContain("Kari");
  for (const body of [mail.text, mail.html]) {
    expect(body).not.toContain("evil.example");
    expect(body).not.toContain("Kari\n");
    expect(body).not.toContain("x".repeat(81));
  }
  expect(mail.text).toMatch(/^(Hi|Hei) Kari Visit x+,$/m);
}
