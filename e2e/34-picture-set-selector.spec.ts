import type { APIRequestContext, Page } from "@playwright/test";
import { registerWithCode } from "./support/shop.ts";
import { expect, fromShop, test } from "./support/test.ts";
import { accountMenuButton, expectNoHorizontalScroll, pictureSetCard } from "./support/ui.ts";

/**
 * The 'my picture sets' selector and editable picture sets (spec 01 §2.5, §2.6; decision 0035), on a phone. Each test
 * is a parent of its own. The edit test corrects Ola Tomt (TOMT2026: the demo school's set without pictures, which no
 * other journey reads; the school takes corrections) and puts the photographer's name back when it ends, since a
 * correction is every parent's.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

async function addCode(request: APIRequestContext, code: string): Promise<void> {
  const added = await request.get("/ajax/prophoto/add_picture_set_by_code.php", { params: { code } });
  expect(added.status(), `add ${code}: ${await added.text()}`).toBe(200);
}

function selector(page: Page) {
  return page.getByRole("dialog", { name: "My picture sets" });
}

async function openSelectorFromHeader(page: Page) {
  await accountMenuButton(page).tap();
  await page.getByRole("menuitem", { name: "My picture sets" }).tap();
  await expect(selector(page)).toBeVisible();
  return selector(page);
}

test("the header's 'My picture sets' opens the selector: it switches sets, goes to one, and adds one", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "selector");
  await addCode(page.request, "NORA2025");

  // The packages page shops for one set; its 'Change picture set' opens the selector, which switches it.
  await page.goto("/products/packages");
  await expect(page.getByText("Picture set: Nora Berg")).toBeVisible();
  await page.getByRole("button", { name: "Change picture set" }).tap();
  const switcher = selector(page);
  const sets = switcher.getByRole("list", { name: "My picture sets" }).getByRole("button");
  await expect(sets).toHaveCount(2);
  await expect(switcher.getByRole("button", { name: /Nora Berg/ })).toHaveAttribute("aria-current", "true");
  await expect(switcher.getByRole("button", { name: /Emma Nordmann/ })).toContainText(
    "Solbakken skole 2026 · 2026",
  );
  await expectNoHorizontalScroll(page);
  await switcher.getByRole("button", { name: /Emma Nordmann/ }).tap();
  await expect(switcher).toBeHidden();
  await expect(page).toHaveURL(/\/products\/packages$/);
  await expect(page.getByText("Picture set: Emma Nordmann")).toBeVisible();

  // From the header, choosing a set goes to it; the one shopped for is marked.
  let dialog = await openSelectorFromHeader(page);
  await expect(dialog.getByRole("button", { name: /Emma Nordmann/ })).toHaveAttribute("aria-current", "true");
  await dialog.getByRole("button", { name: /Nora Berg/ }).tap();
  await expect(page).toHaveURL(/\/my-account\/picture-sets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nora Berg" })).toBeVisible();

  // Escape closes it and gives the focus back.
  dialog = await openSelectorFromHeader(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // 'Add picture set' opens the add-code dialog; the new set opens as the new picture set.
  dialog = await openSelectorFromHeader(page);
  await dialog.getByRole("button", { name: "Add picture set" }).tap();
  const add = page.getByRole("dialog", { name: "Add picture code" });
  await add.getByLabel("Code").fill("SIBS2026");
  await add.getByRole("button", { name: "Add pictures" }).tap();
  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(add).toBeHidden();
  await expect(page.getByText("Emma og Jonas Nordmann").first()).toBeVisible();
  dialog = await openSelectorFromHeader(page);
  await expect(dialog.getByRole("list", { name: "My picture sets" }).getByRole("button")).toHaveCount(3);
});

test("an editable set's context menu opens 'View and edit picture set'; the corrected name is on the list", async ({
  page,
  request,
}) => {
  await registerWithCode(page.request, "TOMT2026", "edit-set");
  // A second parent of the same child, with an account of their own.
  await registerWithCode(request, "TOMT2026", "edit-set-other");
  const corrected = `Ola Tomt-Hansen ${test.info().workerIndex}${Date.now().toString(36).slice(-4)}`;
  let setUuid: string | null = null;
  try {
    await page.goto("/my-account/picture-sets");
    const card = pictureSetCard(page, "Ola Tomt");
    await card.getByRole("button", { name: "More for Ola Tomt" }).tap();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["View and edit picture set", "View"]);
    await menu.getByRole("menuitem", { name: "View and edit picture set" }).tap();
    await expect(page).toHaveURL(/\/my-account\/picture-sets\/[0-9a-f-]{36}\/edit$/);
    setUuid = page.url().split("/").at(-2) ?? null;
    await expect(page.getByRole("heading", { level: 1, name: "Edit picture set" })).toBeVisible();

    const name = page.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveValue("Ola Tomt");
    await expect(page.getByRole("textbox", { name: "Group or class" })).toHaveValue("3B");
    await name.fill("");
    await page.getByRole("textbox", { name: "Group or class" }).tap();
    await expect(page.getByText("This is required!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    await name.fill(corrected);
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Save" }).tap();
    await expect(page.getByRole("heading", { name: "The picture set was saved" })).toBeFocused();

    await page.getByRole("status").getByRole("link", { name: "Back to my picture sets" }).tap();
    await expect(pictureSetCard(page, corrected)).toBeVisible();
    await expect(pictureSetCard(page, "Ola Tomt")).toHaveCount(0);

    // The other parent sees the corrected name too.
    const theirs = await request.get("/api/webshop/picture-sets");
    const names = (
      (await theirs.json()) as { pictureSets: Array<{ subject: { name: string } }> }
    ).pictureSets.map((s) => s.subject.name);
    expect(names).toEqual([corrected]);
  } finally {
    if (setUuid !== null) {
      const restored = await page.request.put(`/api/webshop/picture-sets/${setUuid}/subject`, {
        headers: fromShop(),
        data: { name: "Ola Tomt", group: "3B" },
      });
      expect(restored.status()).toBe(200);
    }
  }
});

test.describe("at 1280 px with a keyboard", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test("the selector and the card's context menu work from the keyboard", async ({ page }) => {
    await registerWithCode(page.request, "EMMA2026", "selector-keys");
    await addCode(page.request, "TOMT2026");
    await page.goto("/my-account/picture-sets");
    await expect(page.getByRole("heading", { level: 1, name: "My picture sets" })).toBeVisible();

    await accountMenuButton(page).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "My picture sets" }).press("Enter");
    const dialog = selector(page);
    const first = dialog.getByRole("list", { name: "My picture sets" }).getByRole("button").first();
    await expect(first).toBeVisible();
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("list").getByRole("button").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Emma's school takes corrections too, but this parent only opens the menu: nothing is changed.
    const menuButton = pictureSetCard(page, "Emma Nordmann").getByRole("button", {
      name: "More for Emma Nordmann",
    });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "View and edit picture set" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "View", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/my-account\/picture-sets\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Emma Nordmann" })).toBeVisible();
  });
});
