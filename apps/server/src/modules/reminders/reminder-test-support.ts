import type { OrderStatus } from "@shop/domain/order-lifecycle";
import { productTypes } from "@shop/domain/product-kind";
import { orderLines, orders } from "../../db/schema/orders.ts";
import type { FactoryApp } from "../../test/factories.ts";

/**
 * An order of the user in the given state with one package line of the product for the picture set, as a placed
 * order stores it (the reminder tests ask only whether the offer was ordered for the set).
 */
export async function placeOrderOf(
  t: FactoryApp,
  userId: number,
  subjectId: number,
  productUuid: string,
  status: OrderStatus,
): Promise<void> {
  const [order] = await t.db
    .insert(orders)
    .values({
      portalId: t.app.portalId,
      userId,
      status,
      currency: "NOK",
      totalPrice: 49_900,
      vatAmount: 9_980,
      summary: [],
      delivery: {},
      payment: { provider: "card", title: "Card", isInvoice: status === "invoiced" },
      confirmedAt: status === "cancelled" ? null : new Date(),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("the order was not stored");
  await t.db.insert(orderLines).values({
    orderId: order.id,
    position: 0,
    type: productTypes.package,
    productUuid,
    productKind: "package",
    productType: productTypes.package,
    productName: "Family package",
    quantity: 1,
    description: "Family package",
    linePrice: 49_900,
    actualLinePrice: 49_900,
    subjectId,
  });
}
