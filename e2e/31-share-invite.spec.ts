import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type Account, mailTo, registerWithCode, uniqueEmail } from "./support/shop.ts";
import { expect, fromShop, test } from "./support/test.ts";
import { expectNoHorizontalScroll, pictureSetCard, submitSignIn } from "./support/ui.ts";

/** The invite link of an invite mail: `<PUBLIC_URL>/invite/<token>`. */
function inviteLink(text: string): string {
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (link === undefined) throw new Error("no invite link in the mail");
  return link;
}

/** A browser of its own, signed out, for the grandparent: another client address, tracking denied as for every journey. */
async function freshContext(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const context = await browser.newContext({
    ...options,
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  await context.addCookies([{ name: "cookie_consent", value: "0", url: baseURL }]);
  return context;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** A parent with two picture sets of their own: EMMA2026 by registration, SIBS2026 added after. */
async function parentWithTwoSets(page: Page): Promise<Account> {
  const account = await registerWithCode(page.request, "EMMA2026", "share");
  const added = await page.request.get("/ajax/prophoto/add_picture_set_by_code.php", {
    params: { code: "SIBS2026" },
    headers: fromShop(),
  });
  expect(added.status(), await added.text()).toBe(200);
  return account;
}

test("a parent shares one of two sets with a grandparent, who registers from the mail's link and sees exactly that set until the parent revokes", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  if (baseURL === undefined) throw new Error("no baseURL");
  const parent = await parentWithTwoSets(page);
  const grandparent = uniqueEmail("grandparent");

  // The list offers sharing in a promo box; the set's own page opens the dialog with the set chosen.
  await page.goto("/my-account/picture-sets");
  await expect(page.getByRole("complementary", { name: "Share pictures" })).toBeVisible();
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { name: "Emma Nordmann", level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Share pictures" }).click();

  const dialog = page.getByRole("dialog", { name: "Share pictures with friends and family?" });
  await expect(dialog.getByRole("checkbox", { name: /^Emma Nordmann/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Emma og Jonas Nordmann/ })).not.toBeChecked();
  await shot(page, "1280-1-sets");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("heading", { name: "Who do you want to share them with?" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Please add recipients" })).toBeDisabled();
  await dialog.getByRole("textbox", { name: "E-mail address 1" }).fill("grandma@");
  await dialog.getByRole("textbox", { name: "E-mail address 1" }).blur();
  await expect(dialog.getByText("Invalid email")).toBeVisible();
  await dialog.getByRole("textbox", { name: "E-mail address 1" }).fill(grandparent);
  await shot(page, "1280-2-recipients");
  await dialog.getByRole("button", { name: "Send invite to 1 recipients" }).click();

  await expect(dialog.getByRole("heading", { name: "The invites are on their way" })).toBeFocused();
  await expect(dialog.getByText(grandparent)).toBeVisible();
  await shot(page, "1280-3-receipt");
  await dialog.getByRole("button", { name: "Close" }).click();

  const sharedWith = page.getByRole("region", { name: "Shared with" });
  await expect(sharedWith.getByRole("listitem").filter({ hasText: grandparent })).toContainText("Invited");

  // The grandparent, in a browser of their own, opens the link of the mail and makes an account from it.
  const link = inviteLink((await mailTo(page.request, grandparent)).text);
  const grandContext: BrowserContext = await freshContext(browser, baseURL);
  const grand = await grandContext.newPage();
  await grand.goto(link);
  // The parent registered by code, which asks no name: the page names them by their address, as the mail does.
  await expect(
    grand.getByRole("heading", { name: `${parent.email} has shared pictures with you` }),
  ).toBeVisible();
  await expect(grand.getByRole("main").getByText("Emma Nordmann", { exact: true })).toBeVisible();
  await expect(grand.getByLabel("Email")).toHaveValue(grandparent);
  await shot(grand, "1280-4-landing");
  // The invite's registration asks a name and the password once, which can be shown.
  await expect(grand.getByLabel("Retype password")).toHaveCount(0);
  await grand.getByLabel("Your name").fill("Ingrid Nordmann");
  await grand.getByLabel("Phone number").fill("+47 912 34 567");
  await grand.getByLabel("Choose a password").fill("granny-smith-42");
  await grand.getByRole("button", { name: "Show password" }).click();
  await expect(grand.getByLabel("Choose a password")).toHaveAttribute("type", "text");
  await grand.getByRole("button", { name: "Create user" }).click();
  await expect(grand).toHaveURL(/\/my-account\/picture-sets$/);
  await expect(pictureSetCard(grand, "Emma Nordmann")).toBeVisible();
  await expect(grand.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Emma Nordmann"]);
  // A set that came by invite is not shared on.
  await expect(grand.getByRole("complementary", { name: "Share pictures" })).toHaveCount(0);
  await shot(grand, "1280-5-grandparent-sets");

  // The parent sees the invite accepted, and revokes it.
  await page.reload();
  const row = sharedWith.getByRole("listitem").filter({ hasText: grandparent });
  await expect(row).toContainText("Accepted");
  await row.getByRole("button", { name: `Revoke the invite to ${grandparent}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke the invite?" });
  await expect(confirm).toContainText(`${grandparent} no longer sees Emma Nordmann`);
  await shot(page, "1280-6-revoke");
  await confirm.getByRole("button", { name: "Revoke invite" }).click();
  await expect(row).toContainText("Revoked");
  await shot(page, "1280-7-revoked");

  // The grandparent no longer has the set; the used link opens nothing.
  await grand.reload();
  await expect(grand.getByText(/^You have no picture sets yet\./)).toBeVisible();
  await expect(pictureSetCard(grand, "Emma Nordmann")).toHaveCount(0);
  await grand.goto(link);
  await expect(grand.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await grandContext.close();
});

test("the share dialog at 360 px with touch, from the side menu", async ({ browser, baseURL }) => {
  if (baseURL === undefined) throw new Error("no baseURL");
  const context = await freshContext(browser, baseURL, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await parentWithTwoSets(page);
  const aunt = uniqueEmail("aunt");
  await page.goto("/my-account/picture-sets");
  await expect(page.getByRole("complementary", { name: "Share pictures" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, "360-0-list");

  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("button", { name: "Share picture sets" }).tap();
  const dialog = page.getByRole("dialog", { name: "Share pictures with friends and family?" });
  await expect(dialog.getByRole("button", { name: "Select picture set(s)" })).toBeDisabled();
  await dialog.getByText("Emma og Jonas Nordmann").tap();
  await expect(dialog.getByRole("checkbox", { name: /Emma og Jonas Nordmann/ })).toBeChecked();
  await expectNoHorizontalScroll(page);
  await shot(page, "360-1-sets");
  await dialog.getByRole("button", { name: "Next" }).tap();
  await dialog.getByRole("textbox", { name: "E-mail address 1" }).fill(aunt);
  await dialog.getByRole("button", { name: "Add another recipient" }).tap();
  await dialog.getByRole("textbox", { name: "E-mail address 2" }).fill("not-an-address");
  await dialog.getByRole("textbox", { name: "E-mail address 1" }).tap();
  await expect(dialog.getByText("Invalid email")).toBeVisible();
  await shot(page, "360-2-recipients");
  await dialog.getByRole("button", { name: "Remove e-mail address 2" }).tap();
  // Back keeps the choices.
  await dialog.getByRole("button", { name: "Back" }).tap();
  await expect(dialog.getByRole("checkbox", { name: /Emma og Jonas Nordmann/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Next" }).tap();
  await dialog.getByRole("button", { name: "Send invite to 1 recipients" }).tap();
  await expect(dialog.getByRole("heading", { name: "The invites are on their way" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, "360-3-receipt");
  await dialog.getByRole("button", { name: "Send more invites" }).tap();
  await expect(dialog.getByRole("button", { name: "Select picture set(s)" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Close" }).tap();

  // The set's page lists the invite; the link's page fits the small screen too.
  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma og Jonas Nordmann").getByRole("link", { name: "View" }).tap();
  const row = page
    .getByRole("region", { name: "Shared with" })
    .getByRole("listitem")
    .filter({ hasText: aunt });
  await expect(row).toContainText("Invited");
  await row.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await shot(page, "360-4-shared-with");
  const auntContext = await freshContext(browser, baseURL, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const auntPage = await auntContext.newPage();
  await auntPage.goto(inviteLink((await mailTo(page.request, aunt)).text));
  await expect(auntPage.getByRole("heading", { name: /has shared pictures with you/ })).toBeVisible();
  await expectNoHorizontalScroll(auntPage);
  await shot(auntPage, "360-5-landing");
  await auntPage.goto("/invite/this-token-was-never-issued-by-the-shop");
  await expect(auntPage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await shot(auntPage, "360-6-dead-link");
  await auntContext.close();
  await context.close();
});

test("someone with an account logs in from the link, comes back to it and adds the shared set", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  if (baseURL === undefined) throw new Error("no baseURL");
  // The grandparent has an account of their own (with their own class picture), signed out in another browser.
  const grandparent = await registerWithCode(request, "KLASSE3B", "grandparent-account");
  await registerWithCode(page.request, "EMMA2026", "share-existing");
  const sets = (await (await page.request.get("/api/webshop/picture-sets")).json()) as {
    pictureSets: Array<{ uuid: string; subject: { name: string } }>;
  };
  const emma = sets.pictureSets.find((s) => s.subject.name === "Emma Nordmann");
  if (!emma) throw new Error("the parent has no set of Emma Nordmann");
  const sent = await page.request.get("/sections/prophoto/ajax/do_tipafriend.php", {
    params: { "email[]": grandparent.email, "subjects[]": emma.uuid },
    headers: fromShop(),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await sent.json()).toEqual({ error: null, recipients: [grandparent.email] });

  const context = await freshContext(browser, baseURL);
  const grand = await context.newPage();
  await grand.goto(inviteLink((await mailTo(page.request, grandparent.email)).text));
  await grand.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await expect(grand.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await submitSignIn(grand, grandparent);
  await expect(grand).toHaveURL(/\/invite\/[A-Za-z0-9_-]+$/);
  await expect(grand.getByText(`You are signed in as ${grandparent.email}.`)).toBeVisible();
  await shot(grand, "1280-8-signed-in-landing");
  await grand.getByRole("button", { name: "Add these picture sets to my account" }).click();
  await expect(grand).toHaveURL(/\/my-account\/picture-sets$/);
  await expect(pictureSetCard(grand, "Emma Nordmann")).toBeVisible();
  await expect(pictureSetCard(grand, "Klasse 3B")).toBeVisible();
  await context.close();
});
