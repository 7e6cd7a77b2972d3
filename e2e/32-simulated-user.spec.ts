import { e2eOperatorToken, simulationLink } from "./support/operator.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll } from "./support/ui.ts";

const operator = "Ola at support";

test("support opens a parent's account by a one-time link after its confirmation page, adds a code after the confirmation and may not change the password", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A parent of their own (made through the API, so this browser stays signed out), and support's link to them.
  const parent = await registerWithCode(request, "EMMA2026", "simulated");
  const link = await simulationLink(request, parent.email, operator);
  expect(new URL(link).pathname).toMatch(/^\/simulate\/[A-Za-z0-9_-]{43}$/);

  // A link preview or a mail scanner (a HEAD, a GET without the page's script) gets the page and uses nothing up.
  const html = { accept: "text/html" };
  expect((await request.head(link, { headers: html })).status()).toBe(200);
  const preview = await request.get(link, { headers: html });
  expect(preview.status()).toBe(200);
  expect(preview.headers()["set-cookie"] ?? "").not.toContain("sid=");

  // The page asks first; only its button signs this browser in as the parent, on My account, in red.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Start simulating ${parent.email}?` })).toBeVisible();
  await expect(page).toHaveURL(/\/simulate\//);
  await page.screenshot({ path: testInfo.outputPath("simulation-confirm-1280.png") });
  await page.getByRole("button", { name: "Start simulating" }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  const banner = page.getByRole("region", { name: "Simulated user" });
  await expect(banner).toHaveText(
    new RegExp(`Simulating user ${parent.email.replaceAll(".", "\\.")} / ${operator}`),
  );
  await expect(page.locator("header[data-simulated=true]")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "My account" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("simulated-my-account-1280.png") });

  // Adding a code asks first; cancel adds nothing, the confirmation adds it.
  await page.goto("/my-account/add-picture-set");
  await page.getByLabel("Code").fill("KLASSE3B");
  await page.getByRole("button", { name: "Add pictures" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    `Are you sure you want to add the code KLASSE3B to user ${parent.email}?`,
  );
  await page.screenshot({ path: testInfo.outputPath("simulated-confirm-code-1280.png") });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/my-account\/add-picture-set$/);
  await page.getByRole("button", { name: "Add pictures" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Add the code" }).click();
  await expect(page).toHaveURL(/\/new-picture-set/);
  await page.goto("/my-account/picture-sets");
  await expect(page.getByText("Klasse 3B").first()).toBeVisible();

  // The password is the parent's own: the server refuses and the page says so.
  await page.goto("/my-account/change-password");
  await page.getByLabel("Current password").fill("support-guessed-this");
  await page.getByLabel("New password").fill("support-chose-this");
  await page.getByLabel("Retype password").fill("support-chose-this");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Support cannot do this while simulating a user.");
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("simulated-password-refused-1280.png") });

  // The link worked once: another browser is told so, and gets no session.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await expect(second.getByRole("link", { name: "Go to the front page" })).toBeVisible();
    await second.screenshot({ path: testInfo.outputPath("simulation-link-gone-1280.png") });
    expect((await other.cookies()).some((c) => c.name === "sid")).toBe(false);
  } finally {
    await other.close();
  }

  // What support did and read is on record with the operator's name; the refused password change too.
  const log = await request.get("/api/operator/simulations", {
    params: { email: parent.email },
    headers: { authorization: `Bearer ${e2eOperatorToken}` },
  });
  expect(log.status()).toBe(200);
  const actions = (
    (await log.json()) as { actions: Array<{ operator: string; route: string; status: number }> }
  ).actions;
  expect(actions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ operator, route: "/ajax/prophoto/add_picture_set_by_code.php", status: 200 }),
      expect.objectContaining({ operator, route: "/ajax/user/update_password.php", status: 403 }),
      expect.objectContaining({ operator, method: "GET", route: "/api/webshop/picture-sets" }),
    ]),
  );

  // 'Stop simulating' signs out: the banner goes and the parent's account is closed to this browser.
  await page.getByRole("button", { name: "Stop simulating" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeHidden();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the banner and the red header fit a 360 px screen", async ({ page, request }, testInfo) => {
    const parent = await registerWithCode(request, "EMMA2026", "simulated-phone");
    await page.goto(await simulationLink(request, parent.email, operator));
    const start = page.getByRole("button", { name: "Start simulating" });
    await expect(start).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("simulation-confirm-360.png") });
    await start.click();
    await expect(page).toHaveURL(/\/my-account$/);
    const banner = page.getByRole("region", { name: "Simulated user" });
    await expect(banner).toContainText(`Simulating user ${parent.email} / ${operator}`);
    await expect(banner.getByRole("button", { name: "Stop simulating" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("simulated-my-account-360.png") });
    await page.goto("/my-account/picture-sets");
    await expect(banner).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("simulated-picture-sets-360.png") });
  });
});
