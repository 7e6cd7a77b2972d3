import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("support finds a parent by e-mail, sees the set and how it came, and opens the simulated user", async ({
  page,
  request,
}, testInfo) => {
  const parent = await registerWithCode(request, "EMMA2026", "support-finds");
  const member = await signInToStudioAs(page, "support");

  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Support" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await page.getByLabel("Find a parent").fill(parent.email);
  await page.getByRole("button", { name: "Find" }).click();
  const results = page.getByRole("list", { name: "Parents found" });
  await expect(results.getByRole("link")).toHaveCount(1);
  await expect(results).toContainText("found by e-mail address");
  await expect(results).toContainText("Picture sets: Emma Nordmann");
  await results.getByRole("link").click();

  await expect(page.getByText(parent.email).first()).toBeVisible();
  const sets = page.getByRole("region", { name: "Picture sets" });
  await expect(sets).toContainText("Emma Nordmann");
  await expect(sets).toContainText("Added with its code");
  await page.screenshot({ path: testInfo.outputPath("support-parent-1280.png"), fullPage: true });

  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Open as this parent" }).click();
  const shop = await popup;
  await expect(shop.getByRole("heading", { name: `Start simulating ${parent.email}?` })).toBeVisible();
  await shop.getByRole("button", { name: "Start simulating" }).click();
  await expect(shop.getByRole("region", { name: "Simulated user" })).toHaveText(
    new RegExp(
      `Simulating user ${parent.email.replaceAll(".", "\\.")} / ${member.email.replaceAll(".", "\\.")}`,
    ),
  );
});
