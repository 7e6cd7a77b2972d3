import { putCatalogueInCart, putDigitalPictureInCart } from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

test("the side menu switches the whole interface to Norsk bokmål, remembers it, and switches back", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Norsk bokmål" }).click();
  await expect(page.getByRole("heading", { name: "Hei! Har du fått en kode fra oss?" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "nb");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Fortsett" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Allerede bruker?")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Hei! Har du fått en kode fra oss?" })).toBeVisible();

  await page.getByRole("button", { name: "Åpne menyen" }).click();
  await page.getByRole("dialog", { name: "Meny" }).getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the shop's own names follow the interface language: products, delivery and payment options, countries", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "language-names");
  await putCatalogueInCart(page.request);
  await putDigitalPictureInCart(page.request, "Emma Nordmann", 0);
  await page.goto("/shopping-cart");
  const main = page.getByRole("main");
  await expect(main.getByText(/^Digital portrait\b/).first()).toBeVisible();

  // Switching the language reads the cart again: its names change with the interface's.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Norsk bokmål" }).click();
  await page.keyboard.press("Escape");
  await expect(main.getByText(/^Digitalt portrett\b/).first()).toBeVisible();
  await expect(main.getByText(/^Digital portrait\b/)).toHaveCount(0);

  await main.getByRole("link", { name: "Til kassen" }).click();
  const offer = page.getByRole("dialog", { name: "Spesialtilbud" });
  await offer.getByRole("button", { name: "Nei takk" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fullfør bestillingen" })).toBeVisible();
  const delivery = page.getByRole("region", { name: "Steg 1: Levering" });
  await expect(delivery.getByRole("radio", { name: "Hent i butikk" })).toBeVisible();
  await delivery.getByRole("radio", { name: "Sending i posten" }).check();
  // Countries are named by the browser in the interface language.
  await expect(delivery.getByLabel("Land").locator("option:checked")).toHaveText("Norge");
  await expect(delivery.getByLabel("Land").locator("option")).toHaveText(["Norge", "Storbritannia", "USA"]);
  await delivery.getByLabel("Navn").fill("Kari Nordmann");
  await delivery.getByLabel("Adresse", { exact: true }).fill("Storgata 1");
  await delivery.getByLabel("Postnummer").fill("0155");
  await delivery.getByLabel("Poststed").fill("Oslo");
  await delivery.getByRole("button", { name: "Fortsett" }).click();
  const payment = page.getByRole("region", { name: "Steg 2: Betaling" });
  await expect(payment.getByRole("radio", { name: "Betalingskort" })).toBeVisible();
  await expect(payment.getByRole("radio", { name: "Faktura" })).toBeVisible();
  await expect(page.getByText("Sending i posten").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("1280-checkout-nb.png"), fullPage: true });
});

test.describe("a Norwegian browser", () => {
  test.use({ locale: "nb-NO" });

  test("gets the front page in Norsk bokmål from the server, ready before the script, and taken over without a redraw", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      // The refused code's 404 is the answer the test asks for.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));
    // The page as the server sends it, before any script: the form is there, in the visitor's language.
    const sent = await (
      await page.request.get("/", { headers: { accept: "text/html", "accept-language": "nb-NO" } })
    ).text();
    expect(sent).toContain("Hei! Har du fått en kode fra oss?");
    expect(sent).toContain('<html lang="nb"');

    // The field as the HTML parser made it, before the page's scripts run (they run after 'interactive').
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { prerenderedField: Element | null }).prerenderedField =
          document.querySelector("input[name=code]");
      });
    });
    await page.goto("/");
    const field = page.getByLabel("Kode");
    // Once the app has taken over, the header shows the login link (it needs the user), and the field is the same
    // element: hydrated, not drawn again.
    await expect(page.getByRole("banner").getByRole("link", { name: "Logg inn" })).toBeVisible();
    expect(
      await field.evaluate(
        (input) => (window as unknown as { prerenderedField: Element }).prerenderedField === input,
      ),
    ).toBe(true);
    await field.fill("not-a-code");
    await page.getByRole("button", { name: "Fortsett" }).click();
    await expect(page.getByText("Koden er ikke gyldig")).toBeVisible();
    expect(problems).toEqual([]);
  });
});
