import { insertRetouchProduct } from "../modules/catalog/retouch-products.ts";
import { openTransaction, payWithCard, putFileInCart } from "../modules/checkout/purchase-test-support.ts";
import { createParent, type FactoryApp, type Parent } from "./factories.ts";

/** A retouch product of three tasks (4 900, 3 900, 2 900), as the demo's. */
export function createRetouchProduct(t: FactoryApp) {
  return insertRetouchProduct(t.db, t.app.portalId, {
    name: "Retouch",
    price: 0,
    tasks: [
      { name: "Remove blemishes", extraPrice: 4_900 },
      { name: "Fix flyaway hair", extraPrice: 3_900 },
      { name: "Brighten teeth", extraPrice: 2_900 },
    ],
  });
}

/**
 * A parent (of the shop's job) who bought the first picture's digital file with retouch of the given tasks (uuids),
 * through the API, paid by card.
 */
export async function orderWithRetouch(
  t: FactoryApp,
  shop: { jobId: number },
  taskUuids: readonly string[],
): Promise<{ parent: Parent; orderUuid: string; picture: Parent["set"]["pictures"][number] }> {
  const parent = await createParent(t, shop, { pictureCount: 2 });
  const picture = parent.set.pictures[0];
  if (!picture) throw new Error("the factory made no picture");
  await putFileInCart(t.app, parent.cookie, picture);
  const put = await t.app.inject({
    method: "PUT",
    url: "/api/webshop/cart/retouch",
    payload: { items: { [picture.uuid]: taskUuids } },
    headers: { cookie: parent.cookie },
  });
  if (put.statusCode !== 200) throw new Error(`choosing retouch answered ${put.statusCode}: ${put.body}`);
  const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "card");
  const paid = await payWithCard(t.app, parent.cookie, transactionUuid);
  if (paid.json().status !== "paid") throw new Error(`paying the order answered ${paid.body}`);
  return { parent, orderUuid, picture };
}
