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

  it("says that invoices are kept as sent, with name and address, only when there were any (issue 33)", () => {
    const kept =
      "The invoices and credit notes we sent you are kept as they were sent, with your name and address";
    expect(accountDeletedMail({ ...base, lang: "en", ordersKept: 1, invoicesKept: 2 }).text).toContain(kept);
    expect(accountDeletedMail({ ...base, lang: "en", ordersKept: 1 }).text).not.toContain(kept);
    expect(accountDeletedMail({ ...base, lang: "nb", ordersKept: 1, invoicesKept: 1 }).text).toContain(
      "slik bokføringsloven krever",
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
