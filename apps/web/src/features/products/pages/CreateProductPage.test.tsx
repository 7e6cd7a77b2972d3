import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentPictureSet, setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import {
  editorShown,
  other,
  product,
  serve,
  set,
  template,
  withEditorOptions,
} from "../../../test/editor-page-fixtures.ts";
import type { MockReply } from "../../../test/fetch-mock.ts";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { makeCart, makeOrderLine } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { cardResources, makeFullTemplate } from "../../../test/template-factories.ts";
import { makeTemplateItem, makeTemplateProduct } from "../../../test/template-product-factories.ts";
import { productRoutes } from "../routes.tsx";

const path = `/templates/create/${template.uuid}/${product.uuid}?type=cards`;
const routes = [
  ...productRoutes.filter((r) => r.path?.startsWith("templates/create")),
  { path: "templates/cards", element: <h1>Cards list</h1> },
  { path: "shopping-cart/retouch", element: <h1>Retouch options page</h1> },
];

beforeEach(() => {
  sessionStorage.clear();
  setCurrentPictureSet({ uuid: set.uuid, name: set.subject.name });
});
afterEach(() => vi.unstubAllGlobals());

describe("the create-product page", () => {
  it("shows loading, then the template filled for the picture set with its price and tools", async () => {
    const calls = serve();
    renderShopRoutes(routes, path);
    await editorShown();
    expect(screen.getByRole("img", { name: "Preview of Card design 1" })).toBeInTheDocument();
    const tools = screen.getByRole("toolbar", { name: "Editor tools" });
    for (const name of ["Change/edit photos", "Edit text", "Change design", "Preview"])
      expect(within(tools).getByRole("button", { name })).toBeInTheDocument();
    expect(within(tools).queryByRole("button", { name: "Change year" })).toBeNull();
    // Two parts: the strip marks each done or not.
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
    const fill = calls.find((c) => c.url.pathname.endsWith("fill-template"));
    expect(fill?.body).toEqual({ template: { uuid: template.uuid }, subject: { uuid: set.uuid } });
  });

  it("opened from a list, asks for the design in full at once: the list named its version", async () => {
    const listed = makeTemplateItem(1, product, { uuid: template.uuid, version: 2, name: template.name });
    const calls = serve({
      [`GET /api/webshop/templates/cards/subjects/${set.uuid}`]: {
        body: { templates: [listed], products: [product] },
      },
      "GET /api/webshop/templates/cards/categories": { body: { categories: [], defaultCategory: null } },
    });
    const user = userEvent.setup();
    renderShopRoutes(productRoutes, "/templates/cards");
    await user.click(await screen.findByRole("link", { name: template.name }));
    await editorShown();
    const reads = calls.map((c) => c.url.pathname).filter((p) => p.includes("/templates/by-uuid/"));
    expect(reads).toEqual([`/api/webshop/templates/by-uuid/${template.uuid}/2`]);
  });

  it("disables Cancel and Add to cart until every image field has a picture", async () => {
    serve({}, { filled: false });
    renderShopRoutes(routes, path);
    await editorShown();
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });

  it("shows the error with 'Try again' when the template cannot be loaded", async () => {
    serve({
      [`GET /api/webshop/templates/by-uuid/${template.uuid}/2`]: {
        status: 404,
        body: { code: "template_not_found", error: "Not found" },
      },
    });
    renderShopRoutes(routes, path);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("opens with the parent's newest picture set when the tab has none (a new tab, a bookmark, a mail's link)", async () => {
    setCurrentPictureSet(null);
    const older = makePictureSet(0, {
      uuid: "10000000-0000-4000-8000-000000000009",
      subject: { uuid: "10000000-0000-4000-8000-000000000009", name: "Old Set", group: null },
      addedAt: "2020-01-01T00:00:00.000Z",
    });
    serve({ "GET /api/webshop/picture-sets": { body: { pictureSets: [older, set] } } });
    renderShopRoutes(routes, path);
    expect(await editorShown()).toBeInTheDocument();
    expect(currentPictureSet()?.uuid).toBe(set.uuid);
    expect(screen.queryByText(/Choose a picture set first/)).toBeNull();
  });

  it("says to choose a picture set when the parent has none", async () => {
    setCurrentPictureSet(null);
    serve({ "GET /api/webshop/picture-sets": { body: { pictureSets: [] } } });
    renderShopRoutes(routes, path);
    expect(await screen.findByText(/Choose a picture set first/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose picture set" })).toHaveAttribute(
      "href",
      "/my-account/picture-sets",
    );
  });

  it("opens the image screen from a tap on the picture and the text screen from the greeting", async () => {
    serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Image 1" }));
    // The image screen takes the page, with its own heading focused; the editor's heading is gone meanwhile.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: /Image/ })).toHaveFocus());
    expect(screen.queryByRole("heading", { level: 1, name: template.name })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: template.name })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Text 1" }));
    expect(await screen.findByRole("region", { name: /text/i })).toBeInTheDocument();
  });

  it("changing the design shows 6 placeholders, then thumbnails; Cancel then asks before leaving", async () => {
    let answer: (value: MockReply) => void = () => undefined;
    const calls = serve({
      [`GET /api/webshop/user/templates/by-product/${product.uuid}`]: () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Change design" }));
    expect(screen.getAllByTestId("template-skeleton")).toHaveLength(6);
    answer({
      body: [template, other].map((t) => ({
        template: { uuid: t.uuid, name: t.name, version: t.version, dimensions: "15x15" },
        subject: { uuid: set.uuid, name: set.subject.name, group: null },
        userResources: cardResources(t),
        year: 2026,
        preview: {
          large: `/templates/all/${t.uuid}-2.svg`,
          filled: `/api/webshop/templates/filled/${t.uuid}/2/${set.uuid}?exp=1&sig=s`,
        },
      })),
    });
    // Filled from the editor's own picture set, with the set's pictures, as the lists show them.
    const [byProduct] = calls.filter((c) => c.url.pathname.includes("/by-product/"));
    expect(byProduct?.url.searchParams.get("subject")).toBe(set.uuid);
    const choice = await screen.findByRole("button", { name: "Card design 2" });
    expect(choice.querySelector("img")).toHaveAttribute(
      "src",
      `/api/webshop/templates/filled/${other.uuid}/2/${set.uuid}?exp=1&sig=s`,
    );
    await user.click(choice);
    expect(await screen.findByRole("heading", { level: 1, name: "Card design 2" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const ask = await screen.findByRole("alertdialog", {
      name: "Do you want to abort without saving the changes?",
    });
    await user.click(within(ask).getByRole("button", { name: "Continue editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Close without saving" }));
    expect(await screen.findByRole("heading", { name: "Cards list" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/templates/cards");
  });

  it("the preview shows every page; its dialog hides the arrows at the ends", async () => {
    serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const grid = screen.getByRole("region", { name: "Preview" });
    expect(
      within(grid)
        .getAllByRole("img")
        .map((img) => img.getAttribute("aria-label")),
    ).toEqual(["Page 1", "Page 2"]);
    await user.click(within(grid).getByRole("button", { name: /Page 1/ }));
    const dialog = await screen.findByRole("dialog", { name: "Page 1" });
    expect(within(dialog).queryByRole("button", { name: "Previous page" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Next page" }));
    const last = await screen.findByRole("dialog", { name: "Page 2" });
    expect(within(last).queryByRole("button", { name: "Next page" })).toBeNull();
    expect(within(last).getByRole("button", { name: "Previous page" })).toBeInTheDocument();
    // The arrow keys turn the pages too, not past the ends.
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("dialog", { name: "Page 2" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(await screen.findByRole("dialog", { name: "Page 1" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    const again = await screen.findByRole("dialog", { name: "Page 2" });
    await user.click(within(again).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Back on the page the parent opened it from.
    await waitFor(() => expect(within(grid).getByRole("button", { name: /Page 1/ })).toHaveFocus());
  });

  it("Cancel without changes goes back at once", async () => {
    serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "Cards list" })).toBeInTheDocument();
  });

  it("shows 'Dear customer' once per session before the buy screen when the shop wants it", async () => {
    serve({ "GET /api/webshop/settings": { body: withEditorOptions({ addToCartWarning: true }) } });
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    const dialog = await screen.findByRole("dialog", { name: "Dear customer" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, I would like to check" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("heading", { name: "Select quantity" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Dear customer" })).toBeNull();
  });

  it("goes straight to 'Select quantity' when the shop has no add-to-cart warning", async () => {
    serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("heading", { name: "Select quantity" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Dear customer" })).toBeNull();
  });

  it("says 'Change photos' and offers no 'Edit image' when the shop disables the image toolbox", async () => {
    serve({ "GET /api/webshop/settings": { body: withEditorOptions({ disableImageToolbox: true }) } });
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    const tools = screen.getByRole("toolbar", { name: "Editor tools" });
    const change = await within(tools).findByRole("button", { name: "Change photos" });
    expect(within(tools).queryByRole("button", { name: "Change/edit photos" })).toBeNull();
    await user.click(change);
    await screen.findByRole("tab", { name: "Image inbox" });
    expect(screen.queryByRole("tab", { name: "Edit image" })).toBeNull();
  });

  it("after adding to the cart goes to the retouch options when the cart has pictures to retouch", async () => {
    sessionStorage.setItem("shop.addToCartWarningShown", "1");
    const picture = set.pictures[0];
    serve({
      "POST /api/webshop/cart/template-products": {
        body: { cart: makeCart([makeOrderLine(1)]), orderLineUuids: [makeOrderLine(1).uuid] },
      },
      "GET /api/webshop/cart/retouch": {
        body: {
          available: true,
          pictures: [
            {
              uuid: picture?.uuid,
              webshopId: picture?.webshopId,
              thumbnail: "/t.jpg",
              subject: { uuid: set.uuid, name: set.subject.name },
              price: 0,
              tasks: [
                { uuid: "30000000-0000-4000-8000-000000000001", name: "Brighten teeth", extraprice: 3_900 },
              ],
              chosen: [],
              lines: [makeOrderLine(1).uuid],
            },
          ],
          total: 0,
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    const region = await screen.findByRole("region", { name: "Select quantity" });
    await user.click(within(region).getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("heading", { name: "Retouch options page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shopping-cart/retouch");
    // The retouch page shows the pictures of the line just added first.
    expect(router.state.location.search).toBe(`?line=${makeOrderLine(1).uuid}`);
  });

  it("the buy screen applies the quantity rules, prices the sum by tiers and adds to the cart", async () => {
    sessionStorage.setItem("shop.addToCartWarningShown", "1");
    const calls = serve({
      "POST /api/webshop/cart/template-products": {
        body: { cart: makeCart([makeOrderLine(1)]), orderLineUuids: [makeOrderLine(1).uuid] },
      },
    });
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    await screen.findByRole("heading", { name: "Select quantity" });
    const field = screen.getByRole("textbox", { name: "Card 15x15" });
    // Starts at the product's minimum (2 × 30,00).
    expect(field).toHaveValue("2");
    const region = screen.getByRole("region", { name: "Select quantity" });
    const sum = () => within(region).getByText("Sum").nextElementSibling?.textContent ?? "";
    expect(sum()).toMatch(/60/);
    await user.clear(field);
    await user.type(field, "1");
    await user.tab();
    expect(field).toHaveValue("0");
    expect(within(region).getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "More of Card 15x15" }));
    expect(field).toHaveValue("2");
    await user.clear(field);
    await user.type(field, "5");
    await user.tab();
    // The 5+ tier: 5 × 25,00.
    expect(sum()).toMatch(/125/);
    await user.click(within(region).getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shopping-cart");
    const sent = calls.find((c) => c.url.pathname === "/api/webshop/cart/template-products");
    expect(sent?.body).toMatchObject({
      template: { uuid: template.uuid, version: 2 },
      year: null,
      subject: { uuid: set.uuid },
      lines: [{ productUuid: product.uuid, quantity: 5 }],
    });
  });

  it("the buy screen counts a quantity at Enter, and says the most that can be ordered instead of sending more", async () => {
    sessionStorage.setItem("shop.addToCartWarningShown", "1");
    const calls = serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    const region = await screen.findByRole("region", { name: "Select quantity" });
    const field = within(region).getByRole("textbox", { name: "Card 15x15" });
    const sum = () => within(region).getByText("Sum").nextElementSibling?.textContent ?? "";
    await user.clear(field);
    await user.type(field, "5{Enter}");
    expect(field).toHaveFocus();
    expect(sum()).toMatch(/125/);
    await user.clear(field);
    await user.type(field, "1000000{Enter}");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("You can order at most 10,000");
    expect(within(region).getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "10000{Enter}");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(within(region).getByRole("button", { name: "Add to cart" })).toBeEnabled();
    expect(calls.filter((c) => c.url.pathname === "/api/webshop/cart/template-products")).toEqual([]);
  });

  it("a promoted product costs its promoted price in the header, the rows and the sum; an extra adds to each piece", async () => {
    sessionStorage.setItem("shop.addToCartWarningShown", "1");
    const envelope = "40000000-0000-4000-8000-000000000001";
    const mugProduct = makeTemplateProduct(2, {
      name: "Photo mug",
      productprices: [{ quantity: 1, price: 19_900, campaignprice: null, type: 0 }],
      promotedPrice: 14_900,
      subproducts: [{ uuid: envelope, name: "Gift box", extraprice: 2_000 }],
    });
    const mug = makeFullTemplate(3, { product: mugProduct });
    const calls = serve({
      [`GET /api/webshop/templates/by-uuid/${mug.uuid}`]: {
        body: { uuid: mug.uuid, name: mug.name, version: 2, type: "CARDS" },
      },
      [`GET /api/webshop/templates/by-uuid/${mug.uuid}/2`]: { body: mug },
      "POST /api/webshop/cart/template-products": {
        body: { cart: makeCart([makeOrderLine(1)]), orderLineUuids: [makeOrderLine(1).uuid] },
      },
    });
    const user = userEvent.setup();
    renderShopRoutes(routes, `/templates/create/${mug.uuid}/${mugProduct.uuid}?type=photogifts`);
    const header = (await screen.findByRole("heading", { level: 1, name: mug.name })).parentElement;
    if (!header) throw new Error("the heading has no header");
    expect(within(header).getByText(/149/)).toBeInTheDocument();
    expect(within(header).getByText(/199/).closest("s")).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    const region = await screen.findByRole("region", { name: "Select quantity" });
    const sum = () => within(region).getByText("Sum").nextElementSibling?.textContent ?? "";
    expect(sum()).toMatch(/149/);
    expect(within(region).getByText(/199/).closest("s")).not.toBeNull();
    const extra = within(region).getByRole("checkbox", { name: /Gift box/ });
    expect(extra).not.toBeChecked();
    expect(within(region).getByText(/^\+NOK\s20\.00 per piece$/)).toBeInTheDocument();
    await user.click(extra);
    expect(sum()).toMatch(/169/);
    await user.click(within(region).getByRole("button", { name: "More of Photo mug" }));
    expect(sum()).toMatch(/338/);
    await user.click(within(region).getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === "/api/webshop/cart/template-products");
    expect(sent?.body).toMatchObject({
      lines: [{ productUuid: mugProduct.uuid, quantity: 2, subProductUuids: [envelope] }],
    });
  });

  it("says an add-to-cart failure as a toast with the answer's text", async () => {
    sessionStorage.setItem("shop.addToCartWarningShown", "1");
    serve({
      "POST /api/webshop/cart/template-products": {
        status: 404,
        body: { code: "product_not_found", error: "Not found" },
      },
    });
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    const region = await screen.findByRole("region", { name: "Select quantity" });
    await user.click(within(region).getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("heading", { name: "Select quantity" })).toBeInTheDocument();
    expect(await screen.findByText("Product not found")).toBeInTheDocument();
  });
});

describe("editing a template line of the cart", () => {
  it("draws a picture's background as the job shows it (turned, with its effect), from the job's list", async () => {
    const backgroundUuid = "b9000000-0000-4000-8000-000000000001";
    const shown = `/system/gsbackground.php?uuid=${backgroundUuid}&rotation=90&effect=bw&exp=1&sig=s`;
    const resources = cardResources(template);
    const photo = resources.photo;
    if (photo?.kind !== "image" || photo.image === null) throw new Error("the card's photo is not filled");
    serve({
      "POST /api/webshop/user/templates/fill-template": {
        body: {
          userResources: {
            ...resources,
            photo: { ...photo, image: { ...photo.image, background: backgroundUuid } },
          },
          year: 2026,
        },
      },
      [`GET /api/webshop/green-screen-backgrounds/${set.job.uuid}`]: {
        body: [{ uuid: backgroundUuid, name: "Blue", src: shown, rotation: 90, effect: "bw", default: true }],
      },
    });
    renderShopRoutes(routes, path);
    await editorShown();
    const preview = screen.getByRole("img", { name: "Preview of Card design 1" });
    await waitFor(() =>
      expect(preview.querySelector(`image[data-background="${backgroundUuid}"]`)).toHaveAttribute(
        "href",
        shown,
      ),
    );
  });
});
