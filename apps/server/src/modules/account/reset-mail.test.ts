import { describe, expect, it } from "vitest";
import { expectCleanName, nastyName } from "../../test/mail-names.ts";
import { passwordResetMail } from "./reset-mail.ts";

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
