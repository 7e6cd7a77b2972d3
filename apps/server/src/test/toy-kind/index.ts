import { linePrices } from "@shop/domain/pricing";
import type { ConfirmedOrderLine, KindCartLine, OrderLineKind } from "../../modules/cart/kind.ts";
import { registerToyRoutes } from "./routes.ts";

/**
 * A toy kind of order line, made only for the test beside it: a gift card for a picture set, any quantity, priced by
 * its product's tiers and made in a workshop (production). It lives in this folder alone and is handed to the app with
 * buildApp's `extraKinds`, as docs/architecture.md "How to add a kind of product" says, so its test shows that a new
 * kind is sold, ordered, shown and made without a change anywhere else.
 *
 * Its name is its own: the contract's line carries any kind the server was handed at start (decision 0053), and the
 * web app shows a kind it has no view of as a plain line.
 */
export const toyKindName = "toy_gift_card";

/** The toy's own note in the order confirmation mail: a kind's note need not be one of the spec's. */
export const toyMailNote = {
  en: "The gift cards are printed in our workshop and posted separately.",
  nb: "Gavekortene trykkes i verkstedet vårt og sendes separat.",
} as const;

/** What the toy's workshop was sent: the order lines of paid or invoiced orders, in order. */
export const toyWorkshop: ConfirmedOrderLine[] = [];

export const toyKind: OrderLineKind = {
  name: toyKindName,
  fulfilment: "production",
  routes: registerToyRoutes,

  async cartLines(_db, rows, facts) {
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const prices = facts.prices.get(row.product.id);
      if (!prices) continue;
      lines.set(row.id, {
        ...linePrices(prices, row.quantity),
        canChangeQuantity: true,
        minimumQuantity: 1,
        maximumQuantity: null,
        description: `${row.product.name} – ${row.subject.name}`,
        pictureType: null,
        pictures: [],
        catalogue: null,
        template: null,
        editLink: null,
      });
    }
    return lines;
  },

  mailNote: (order) =>
    order.orderLines.some((l) => l.product.kind === toyKindName)
      ? { id: "toy-gift-cards", text: (lang) => toyMailNote[lang] }
      : null,

  async confirmed(_tx, lines) {
    toyWorkshop.push(...lines);
  },

  entitlements() {
    return { pictureIds: [], sets: [] };
  },

  downloads() {
    return { files: [], sets: [] };
  },
};
