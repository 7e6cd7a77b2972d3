import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import { jobs, orders } from "../../db/schema/index.ts";
import {
  aTemplateDocument,
  createParent,
  createTemplate,
  createTemplateProduct,
} from "../../test/factories.ts";
import type { TestApp } from "../../test/helpers.ts";
import type { PurchaseShop } from "../../test/order-factories.ts";
import { addDesignedCard } from "../../test/template-orders.ts";
import { openPostageTransaction, payWithCard } from "../checkout/purchase-test-support.ts";

/** A card product and its 'Birthday card' template, as the operator's print tests have them. */
export async function createCard(t: TestApp) {
  const product = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 15x15" });
  const template = await createTemplate(t, {
    productId: product.id,
    document: aTemplateDocument({ name: "Birthday card", text: "Hello {firstName}" }),
  });
  return { product, template };
}

/**
 * A child of the shop's job in a class, whose new parent ordered the card (two of it) sent by post, paid by card
 * unless told not to be; `school: true` makes it an order for pickup at the school.
 */
export async function orderCardFor(
  t: TestApp,
  shop: PurchaseShop,
  card: Awaited<ReturnType<typeof createCard>>,
  child: { name: string; group: string | null },
  options: { pay?: boolean; school?: boolean } = {},
): Promise<{ orderUuid: string; reference: string }> {
  const parent = await createParent(t, shop, { name: child.name, group: child.group });
  await addDesignedCard(t, parent, card.template, card.product.uuid);
  const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, parent.cookie);
  if (options.pay !== false) await payWithCard(t.app, parent.cookie, transactionUuid);
  if (options.school) {
    const [order] = await t.db
      .select({ delivery: orders.delivery })
      .from(orders)
      .where(eq(orders.uuid, orderUuid));
    await t.db
      .update(orders)
      .set({
        delivery: { ...order?.delivery, type: "school-pickup", address: null, schoolName: "Lia skole" },
      })
      .where(eq(orders.uuid, orderUuid));
  }
  return { orderUuid, reference: orderUuid.slice(0, 8) };
}

export async function jobUuidOf(t: TestApp, jobId: number): Promise<string> {
  const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw new Error("no such job");
  return job.uuid;
}

export async function statusOf(t: TestApp, orderUuid: string): Promise<string | undefined> {
  const [order] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, orderUuid));
  return order?.status;
}
