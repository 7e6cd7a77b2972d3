import { toUserResources } from "@shop/contracts/template-resources";
import { templateDocumentSchema } from "@shop/render/template";
import { aWallCalendar } from "@shop/render/test-templates";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { changeLanguage } from "../../../lib/i18n.ts";
import { imageFieldsOf } from "../../../shared/template-preview/fields.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { makeFullTemplate, picture } from "../../../test/template-factories.ts";
import { makeTemplateProduct } from "../../../test/template-product-factories.ts";
import { productRoutes } from "../routes.tsx";

const set = makePictureSet(1);
const product = makeTemplateProduct(3, { name: "Wall calendar", producttype: "CALENDAR" });

function calendar(supportedYears: number[]) {
  const base = makeFullTemplate(3, { product, type: "CALENDAR", supportedYears });
  const document = templateDocumentSchema.parse({
    ...aWallCalendar(),
    uuid: base.uuid,
    version: 2,
    supportedYears,
  });
  return { ...base, name: "Wall calendar design", document };
}

function serve(template: ReturnType<typeof calendar>) {
  const choice = {
    picture: { uuid: picture.uuid, width: 2400, height: 3000 },
    crop: { x: 0, y: 0, width: 1, height: 0.5 },
    rotation: 0,
    effect: "original",
  } as const;
  const images = Object.fromEntries(imageFieldsOf(template.document).map((f) => [f.id, choice]));
  const resources = toUserResources(
    template.document,
    { images, texts: {} },
    new Map([[picture.uuid, picture.webshopId]]),
  );
  mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    [`GET /api/webshop/templates/by-uuid/${template.uuid}`]: {
      body: { uuid: template.uuid, name: template.name, version: 2, type: "CALENDAR" },
    },
    [`GET /api/webshop/templates/by-uuid/${template.uuid}/2`]: { body: template },
    "POST /api/webshop/user/templates/fill-template": { body: { userResources: resources, year: 2026 } },
    [`GET /api/webshop/picture-sets/${set.uuid}`]: { body: set },
  });
}

const routes = productRoutes.filter((r) => r.path?.startsWith("templates/create"));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
  sessionStorage.clear();
  setCurrentPictureSet({ uuid: set.uuid, name: set.subject.name });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage("en");
});

describe("a calendar's year", () => {
  it("changes with minus (not below the current year) and plus; the change asks before Cancel", async () => {
    const template = calendar([2025, 2026, 2027]);
    serve(template);
    const user = userEvent.setup();
    renderShopRoutes(routes, `/templates/create/${template.uuid}/${product.uuid}?type=calendars`);
    await screen.findByRole("heading", { level: 1, name: template.name });
    await user.click(screen.getByRole("button", { name: "Change year" }));
    const field = screen.getByRole("textbox", { name: "Year" });
    expect(field).toHaveValue("2026");
    // At the first and the last year the button says it can go no further.
    expect(screen.getByRole("button", { name: "Previous year" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Next year" })).not.toHaveAttribute("aria-disabled");
    await user.click(screen.getByRole("button", { name: "Previous year" }));
    expect(field).toHaveValue("2026");
    await user.click(screen.getByRole("button", { name: "Next year" }));
    await user.click(screen.getByRole("button", { name: "Next year" }));
    expect(field).toHaveValue("2027");
    expect(screen.getByRole("button", { name: "Next year" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Previous year" })).not.toHaveAttribute("aria-disabled");
    await user.clear(field);
    await user.type(field, "abc");
    await user.tab();
    expect(field).toHaveValue("2026");
    await user.click(screen.getByRole("button", { name: "Next year" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    const ask = await screen.findByRole("alertdialog", {
      name: "Do you want to abort without saving the changes?",
    });
    expect(within(ask).getByRole("button", { name: "Close without saving" })).toBeInTheDocument();
  });

  it("disables 'Change year' when only one year can be chosen", async () => {
    const template = calendar([2026]);
    serve(template);
    renderShopRoutes(routes, `/templates/create/${template.uuid}/${product.uuid}?type=calendars`);
    await screen.findByRole("heading", { level: 1, name: template.name });
    expect(screen.getByRole("button", { name: "Change year" })).toBeDisabled();
  });
});

describe("a calendar's pages", () => {
  it("are named by their months in the interface language", async () => {
    const template = calendar([2026, 2027]);
    serve(template);
    renderShopRoutes(routes, `/templates/create/${template.uuid}/${product.uuid}?type=calendars`);
    const pages = await screen.findByRole("navigation", { name: "Pages" });
    const names = within(pages)
      .getAllByRole("button")
      .map((b) => b.textContent?.replace(/(Done|Not done)$/, ""));
    expect(names.slice(0, 3)).toEqual(["Page 1", "January", "February"]);
    expect(names.at(-1)).toBe("December");
    await userEvent.setup().click(within(pages).getByRole("button", { name: /^January/ }));
    expect(await screen.findByRole("img", { name: "Preview of January" })).toBeInTheDocument();
    await changeLanguage("nb");
    expect(await within(pages).findByRole("button", { name: /^Januar/ })).toBeInTheDocument();
    expect(within(pages).getByRole("button", { name: /^Desember/ })).toBeInTheDocument();
  });
});
