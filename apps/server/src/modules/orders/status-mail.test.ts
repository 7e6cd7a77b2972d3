import { describe, expect, it } from "vitest";
import { statusMail } from "./status-mail.ts";

const ctx = {
  reference: "1a2b3c4d",
  to: "kari@example.com",
  name: "Kari <Nordmann>",
  lang: "en",
  shop: { name: "Lysbilde Foto AS", email: "post@lysbilde.no", phone: "" },
  orderUrl: "https://foto.example.no/my-account/orders/1a2b3c4d-0000-4000-8000-000000000000",
};

describe("the mail of a change to an order", () => {
  it("says the order is ready for pickup and where, with the link to the order's page", () => {
    const mail = statusMail({ kind: "status", to: "ready_for_pickup", pickupPlace: "Lia skole" }, ctx);
    expect(mail.subject).toBe("News about order #1a2b3c4d – Lysbilde Foto AS");
    expect(mail.text).toContain("Order #1a2b3c4d is ready for pickup.");
    expect(mail.text).toContain("Pick it up at: Lia skole");
    expect(mail.text).toContain(`See your order:\n${ctx.orderUrl}`);
    expect(mail.html).toContain(`<a href="${ctx.orderUrl}">`);
  });

  it("escapes what the studio and the parent typed in the HTML", () => {
    const mail = statusMail({ kind: "status", to: "shipped", carrier: "<b>Posten</b>", note: "A & B" }, ctx);
    expect(mail.html).not.toContain("<b>Posten</b>");
    expect(mail.html).toContain("&lt;b&gt;Posten&lt;/b&gt;");
    expect(mail.html).toContain("A &amp; B");
  });

  it("tells a delay with the new date and why, in Norwegian for a Norwegian parent", () => {
    const mail = statusMail(
      { kind: "expected_date", expectedDate: "2027-01-15", note: "Trykkeriet venter på papir" },
      { ...ctx, lang: "nb" },
    );
    expect(mail.subject).toBe("Nytt om ordre #1a2b3c4d – Lysbilde Foto AS");
    expect(mail.text).toContain("Ordre #1a2b3c4d ventes nå 15. januar 2027.");
    expect(mail.text).toContain("Hvorfor: Trykkeriet venter på papir");
    expect(mail.text).toContain("Se ordren din:");
  });
});
