import type { AddTemplateProductResponse } from "@shop/contracts/cart";
import type { FillTemplateResponse } from "@shop/contracts/templates";
import { openPostageTransaction, payWithCard } from "../modules/checkout/purchase-test-support.ts";
import { createParent, type Parent } from "./factories.ts";
import type { TestApp } from "./helpers.ts";
import type { PurchaseShop } from "./order-factories.ts";

/** A parent's cart with one card designed from their set (the fill the editor starts with), as 'Add to cart' sends it. */
export async function addDesignedCard(
  t: TestApp,
  parent: Parent,
  card: { uuid: string },
  productUuid: string,
): Promise<string> {
  const fill = await t.app.inject({
    method: "POST",
    url: "/api/webshop/user/templates/fill-template",
    payload: { template: { uuid: card.uuid }, subject: { uuid: parent.set.subject.uuid } },
    headers: { cookie: parent.cookie },
  });
  const { year, userResources } = fill.json() as FillTemplateResponse;
  const added = await t.app.inject({
    method: "POST",
    url: "/api/webshop/cart/template-products",
    payload: {
      template: { uuid: card.uuid, version: 1 },
      year,
      userResources,
      subject: { uuid: parent.set.subject.uuid },
      lines: [{ productUuid, quantity: 2 }],
    },
    headers: { cookie: parent.cookie },
  });
  if (added.statusCode !== 200)
    throw new Error(`adding the card answered ${added.statusCode}: ${added.body}`);
  return (added.json() as AddTemplateProductResponse).orderLineUuids[0] as string;
}

/**
 * A card designed and ordered by a new parent of the shop ('Ada Lund'), sent by post and paid by card unless told
 * not to be: the order and its card line.
 */
export async function orderDesignedCard(
  t: TestApp,
  shop: PurchaseShop,
  card: { uuid: string },
  productUuid: string,
  options: { pay?: boolean } = {},
): Promise<{ orderUuid: string; lineUuid: string; parent: Parent }> {
  const parent = await createParent(t, shop, { name: "Ada Lund" });
  await addDesignedCard(t, parent, card, productUuid);
  const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, parent.cookie);
  if (options.pay !== false) await payWithCard(t.app, parent.cookie, transactionUuid);
  const order = await t.app.inject({
    url: `/api/webshop/user/orders/${orderUuid}`,
    headers: { cookie: parent.cookie },
  });
  const line = (
    order.json() as { order: { orderLines: Array<{ uuid: string; template: unknown }> } }
  ).order.orderLines.find((l) => l.template !== null);
  if (!line) throw new Error("the order has no card line");
  return { orderUuid, lineUuid: line.uuid, parent };
}
