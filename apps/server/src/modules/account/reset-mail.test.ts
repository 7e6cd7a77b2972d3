import { describe, expect, it } from "vitest";
import { passwordResetMail } from "./reset-mail.ts";

/** A profile name as anyone may type it: a line break, a link and far too long. */
const nastyName = `Kari\nVisit https://evil.example/win ${"x".repeat(100)}`;

/** What a mail may say of it: one line, no link, at most 80 characters. */
function expectCleanName(mail: { subject: string; text: string; html: string }) {
  expect(mail.subject).not.toContain("Kari");
  for (const body of [mail.text, mail.html]) {
    expect(body).not.toContain("evil.example");
    expect(body).not.toContain("Kari\n");
    expect(body).not.toContain("x".repeat(81));
  }
  expect(mail.text).toMatch(/^(Hi|Hei) Kari Visit x+,$/m);
}

describe("the password reset mail", () => {
  const base = {
    to: "kari@example.com",
    link: "https://foto.example.no/reset-password?resetcode=k",
    shopName: "Foto AS",
  };

  it("greets by the profile name, in the account's language", () => {
    const mail = passwordResetMail({ ...base, name: "Kari Berg", lang: "nb" });
    expect(mail.subject).toBe("Tilbakestill passordet ditt – Foto AS");
    expect(mail.text.split("\n")[0]).toBe("Hei Kari Berg,");
    expect(mail.html).toContain(`<a href="${base.link}">`);
  });

  it("says the profile name only cleaned, and never in the subject", () => {
    expectCleanName(passwordResetMail({ ...base, name: nastyName, lang: "en" }));
  });

  it("greets without a name when nothing of it may be said", () => {
    expect(passwordResetMail({ ...base, name: "www.evil.example", lang: "en" }).text.split("\n")[0]).toBe(
      "Hi,",
    );
  });
});
