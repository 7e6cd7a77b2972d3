import { describe, expect, it } from "vitest";
import { expectCleanName, nastyName } from "../../test/mail-names.ts";
import { accountDeletedMail } from "./mail.ts";

describe("the mail confirming an account's deletion", () => {
  const base = { to: "kari@example.com", name: "Kari", shopName: "Lysbilde Foto AS" };

  it("says in English what was erased and that orders are kept anonymised, with their number", () => {
    const mail = accountDeletedMail({ ...base, lang: "en", ordersKept: 1 });
    expect(mail).toMatchObject({
      to: "kari@example.com",
      subject: "Your account has been deleted – Lysbilde Foto AS",
    });
    expect(mail.text).toContain("Hi Kari,");
    expect(mail.text).toContain("We erased your profile and contact information");
    expect(mail.text).toContain(
      "Orders are kept for the photographer's accounting, as the law requires, but anonymised",
    );
    expect(mail.text).toContain("This applies to your order.");
    expect(accountDeletedMail({ ...base, lang: "en", ordersKept: 0 }).text).toContain(
      "You had no orders, so none of yours is kept.",
    );
  });

  it("says the profile name only cleaned, and never in the subject", () => {
    expectCleanName(accountDeletedMail({ ...base, name: nastyName, lang: "en", ordersKept: 0 }));
  });

  it("says it in Norwegian for a Norwegian account, and escapes the name in HTML", () => {
    const mail = accountDeletedMail({ ...base, name: "<Kari>", lang: "nb", ordersKept: 3 });
    expect(mail.subject).toBe("Kontoen din er slettet – Lysbilde Foto AS");
    expect(mail.text).toContain("Dette gjelder de 3 bestillingene dine.");
    expect(mail.text).toContain("anonymisert");
    expect(mail.html).toContain("Hei &lt;Kari&gt;,");
    expect(mail.html).not.toContain("<Kari>");
  });
});
