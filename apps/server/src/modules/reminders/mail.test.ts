import { describe, expect, it } from "vitest";
import { expectCleanName, nastyName } from "../../test/mail-names.ts";
import { packagePriceReminderMail, yearbookPoseReminderMail } from "./mail.ts";

const shop = { name: "Foto AS", publicUrl: "https://foto.example.no", currency: "EUR" };
const ends = new Date("2031-05-02T14:30:00Z");

describe("the reminder mails", () => {
  it("give the package price in the shop's currency and the parent's language (Norwegian)", () => {
    const mail = packagePriceReminderMail({ to: "kari@example.no", name: null, lang: "nb" }, shop, {
      name: "Familiepakke",
      price: 49_900,
      priceAfter: 70_000,
      ends,
      subjectName: "Emma",
      jobName: "Bakkeby skole 2031",
    });
    const euros = (n: number) =>
      new Intl.NumberFormat("nb-NO", { style: "currency", currency: "EUR" }).format(n);
    expect(mail.to).toBe("kari@example.no");
    expect(mail.subject).toBe("Tilbudsprisen på Familiepakke for Emma går snart ut – Foto AS");
    expect(mail.text.split("\n")).toEqual([
      "Hei,",
      "",
      `Familiepakke koster ${euros(499)} for bildesettet til Emma (Bakkeby skole 2031) til 2. mai 2031 kl. 14:30 UTC.`,
      `Etter det koster den ${euros(700)}.`,
      "Se pakkene her:",
      "https://foto.example.no/products/packages",
      "",
      "Du får denne påminnelsen fordi påminnelser er slått på for dette bildesettet i kontoen din.",
      "Slå av påminnelser på siden Kommunikasjon:",
      "https://foto.example.no/my-account/communication",
      "",
      "Foto AS",
    ]);
    expect(mail.html).toContain('<a href="https://foto.example.no/products/packages">');
  });

  it("say a profile name only cleaned, and never in the subject", () => {
    const recipient = { to: "kari@example.no", name: nastyName, lang: "en" };
    expectCleanName(
      yearbookPoseReminderMail(recipient, shop, {
        uuid: "7f1c0c9e-1111-4222-8333-944455556666",
        name: "Emma",
        jobName: "School",
        deadline: ends,
      }),
    );
    expectCleanName(
      packagePriceReminderMail(recipient, shop, {
        name: "Familiepakke",
        price: 49_900,
        priceAfter: 70_000,
        ends,
        subjectName: "Emma",
        jobName: "School",
      }),
    );
  });

  it("escape names in the HTML and fall back to English for a language without texts", () => {
    const mail = yearbookPoseReminderMail({ to: "a@example.com", name: "<b>Ann</b>", lang: "de" }, shop, {
      uuid: "7f1c0c9e-1111-4222-8333-944455556666",
      name: "Tom & Jerry",
      jobName: "School",
      deadline: ends,
    });
    expect(mail.subject).toBe("Choose the yearbook pose for Tom & Jerry – Foto AS");
    expect(mail.text).toContain(
      "The time to choose the yearbook pose of Tom & Jerry (School) ends 2 May 2031 at 14:30 UTC.",
    );
    expect(mail.html).toContain("Hi &lt;b&gt;Ann&lt;/b&gt;,");
    expect(mail.html).toContain("Tom &amp; Jerry");
    expect(mail.html).not.toContain("<b>Ann</b>");
    expect(mail.text).toContain(
      "https://foto.example.no/my-account/picture-sets/7f1c0c9e-1111-4222-8333-944455556666/yearbook-pose",
    );
  });
});
