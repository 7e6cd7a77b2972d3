import { describe, expect, it } from "vitest";
import { expectCleanName, nastyName } from "../../test/mail-names.ts";
import { invoiceReminderMail } from "./reminders-mail.ts";

const reminder = {
  number: 1042,
  kid: "0000010421",
  currency: "NOK",
  due: 21_300,
  fee: 3_500,
  dueDate: "2026-03-01",
  newDueDate: "2026-03-30",
  accountNumber: "1234.56.78903",
  orderUrl: "https://shop.example.test/shopping-cart/checkout/payment/receipt/x",
};

describe("an invoice's reminder mail", () => {
  it("says in Norwegian what is due with the fee, by when, to which account and with which KID", () => {
    const mail = invoiceReminderMail(
      { to: "kari@example.com", name: "Kari", lang: "nb" },
      { name: "Foto AS" },
      reminder,
    );
    expect(mail.subject).toBe("Purring: faktura 1042 – Foto AS");
    expect(mail.text).toContain("Faktura 1042 forfalt 1. mars 2026");
    expect(mail.text).toMatch(/Det er lagt til et purregebyr på 35,00\s*kr\./);
    expect(mail.text).toMatch(/Vennligst betal 213,00\s*kr innen 30. mars 2026\./);
    expect(mail.text).toContain("Kontonummer: 1234.56.78903");
    expect(mail.text).toContain("KID: 0000010421");
    expect(mail.html).toContain(`<a href="${reminder.orderUrl}">`);
  });

  it("names no fee when the shop asks none, and keeps a typed name to one clean line", () => {
    const mail = invoiceReminderMail(
      { to: "kari@example.com", name: nastyName, lang: "en" },
      { name: "Foto AS" },
      { ...reminder, fee: 0, due: 17_800 },
    );
    expect(mail.text).not.toContain("reminder fee");
    expect(mail.text).toMatch(/Please pay NOK\s178\.00 by 30 March 2026\./);
    expectCleanName(mail);
  });
});
