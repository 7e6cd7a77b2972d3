// The editor at a template line's edit page: the cart's edit route with the kinds the app hands it.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCurrentPictureSet } from "../lib/current-picture-set.ts";
import { editorShown, serve, set, template, withEditorOptions } from "../test/editor-page-fixtures.ts";
import { makeCart, makeOrderLine, uuidOf } from "../test/shop-factories.ts";
import { renderShopRoutes } from "../test/shop-render.tsx";
import { shopCartRoutes } from "./cart-routes.ts";

beforeEach(() => {
  sessionStorage.clear();
  setCurrentPictureSet({ uuid: set.uuid, name: set.subject.name });
});
afterEach(() => vi.unstubAllGlobals());

describe("editing a template line of the cart", () => {
  it("says 'No order line' for a line not in the cart and returns to the cart", async () => {
    serve({ "GET /api/webshop/cart": { body: { cart: makeCart([makeOrderLine(1)]) } } });
    const user = userEvent.setup();
    renderShopRoutes(
      [...shopCartRoutes.filter((r) => r.path === "shopping-cart/edit/:orderLineUuid")],
      `/shopping-cart/edit/${makeOrderLine(9).uuid}`,
    );
    const alert = await screen.findByRole("alertdialog", { name: "No order line" });
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
  });

  it("opens the line's design with 'Update cart', which sends it and goes back to the cart", async () => {
    const { makeLineTemplate } = await import("../test/template-factories.ts");
    const line = makeOrderLine(1, {
      product: {
        uuid: template.product.uuid,
        type: 1,
        name: template.product.name,
        kind: "template_product",
      },
      template: makeLineTemplate(template),
      subjects: [{ uuid: set.uuid, name: "Emma", group: null, numImages: 3, jobName: "School" }],
      editLink: null,
    });
    const calls = serve({
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      [`PUT /api/webshop/cart/lines/${line.uuid}/template`]: { body: { cart: makeCart([line]) } },
    });
    const user = userEvent.setup();
    renderShopRoutes(
      [...shopCartRoutes.filter((r) => r.path === "shopping-cart/edit/:orderLineUuid")],
      `/shopping-cart/edit/${line.uuid}`,
    );
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Update cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    const sent = calls.find((c) => c.method === "PUT");
    expect(sent?.body).toMatchObject({ template: { uuid: template.uuid, version: 2 }, year: null });
  });

  it("'Update cart' with a design that no longer places a retouched picture says first that its retouch goes", async () => {
    const { makeLineTemplate, picture } = await import("../test/template-factories.ts");
    const retouchOf = (n: number, pictureUuid: string) =>
      makeOrderLine(n, {
        product: { uuid: uuidOf("b9", n), type: 11, name: "Retouch", kind: "retouch" },
        description: `Retouch P${n}: Remove blemishes`,
        fileRetouch: { uuid: pictureUuid, thumbnail: "/img/320" },
      });
    // The line placed another picture, retouched, before this design; its own picture is retouched too.
    const gone = retouchOf(8, uuidOf("d8", 8));
    const kept = retouchOf(9, picture.uuid);
    const line = makeOrderLine(1, {
      product: {
        uuid: template.product.uuid,
        type: 1,
        name: template.product.name,
        kind: "template_product",
      },
      template: makeLineTemplate(template),
      subjects: [{ uuid: set.uuid, name: "Emma", group: null, numImages: 3, jobName: "School" }],
      editLink: null,
      retouchLeavesWith: [gone.uuid, kept.uuid],
    });
    const calls = serve({
      "GET /api/webshop/cart": { body: { cart: makeCart([line, gone, kept]) } },
      [`PUT /api/webshop/cart/lines/${line.uuid}/template`]: { body: { cart: makeCart([line, kept]) } },
    });
    const user = userEvent.setup();
    renderShopRoutes(
      [...shopCartRoutes.filter((r) => r.path === "shopping-cart/edit/:orderLineUuid")],
      `/shopping-cart/edit/${line.uuid}`,
    );
    await editorShown();
    await user.click(screen.getByRole("button", { name: "Update cart" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the retouch too?" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Retouch P8: Remove blemishes"]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Update cart" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Delete the retouch too?" })).getByRole(
        "button",
        {
          name: "Continue",
        },
      ),
    );
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("names the update button as the shop's settings do, in the interface language", async () => {
    const { makeLineTemplate } = await import("../test/template-factories.ts");
    const line = makeOrderLine(1, {
      product: {
        uuid: template.product.uuid,
        type: 1,
        name: template.product.name,
        kind: "template_product",
      },
      template: makeLineTemplate(template),
      subjects: [{ uuid: set.uuid, name: "Emma", group: null, numImages: 3, jobName: "School" }],
      editLink: null,
    });
    serve({
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      "GET /api/webshop/settings": {
        body: withEditorOptions({ updateCartLabel: { en: "Save my changes", nb: "Lagre endringene" } }),
      },
    });
    renderShopRoutes(
      [...shopCartRoutes.filter((r) => r.path === "shopping-cart/edit/:orderLineUuid")],
      `/shopping-cart/edit/${line.uuid}`,
    );
    await editorShown();
    expect(await screen.findByRole("button", { name: "Save my changes" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update cart" })).toBeNull();
  });
});
