import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  cartLines,
  checkouts,
  deliveryOptions,
  paymentOptions,
  pictures,
  products,
  transactions,
  users,
} from "../db/schema/index.ts";
import { clearCart, loadCartSnapshot } from "../modules/cart/service.ts";
import { transactionFingerprint } from "../modules/checkout/service.ts";
import { confirmOrder, insertOrder } from "../modules/orders/service.ts";

// The demo's delivery and payment options come from docs/examples/shop.json; demo.test.ts checks these names.

/** Fixed so the tests and the browser journeys can name the stores. */
export const demoPickup = {
  oslo: { uuid: "0b7c6d2e-5a41-4c3f-9e8d-7a6b5c4d3e2f", name: "Demo Foto Oslo" },
  osloExpress: { uuid: "0b7c6d2e-5a41-4c3f-9e8d-111111111111", name: "Demo Foto Oslo Express" },
  bergen: { uuid: "5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c", name: "Demo Foto Bergen" },
} as const;

export const demoDelivery = {
  postage: { name: "Delivery by post", price: 7_900, days: 3 },
  store: { name: "Pick up in store", price: 0, days: 5, expressPrice: 9_900, expressDays: 1 },
  school: { name: "Pick up at school", price: 0, days: 7, jobName: "Solbakken skole 2026" },
  digital: { name: "Digital delivery", price: 0, days: 0 },
} as const;

export const demoPayment = {
  card: { title: "Payment card" },
  mobile: { title: "Mobile payment" },
  invoice: { title: "Invoice", fee: 2_900 },
  stripe: { title: "Stripe" },
  vipps: { title: "Vipps MobilePay" },
} as const;

export interface SeedDemoPastOrderOptions {
  portalId: number;
  demoUserId: number;
  /** The pictures the demo account bought (two of Nora Berg's); the past order is made of them. */
  boughtPictureIds: number[];
  now: Date;
}

/**
 * The demo account's past order, made the way a real one is: the pictures go into its cart, the cart service
 * prices them, the order is snapshotted and confirmed as paid (which keeps the pictures' entitlements), and the
 * cart is emptied again.
 */
export async function seedDemoPastOrder(tx: Db, o: SeedDemoPastOrderOptions): Promise<void> {
  if (o.boughtPictureIds.length === 0) return;
  const orderedAt = new Date(o.now.getTime() - 40 * 24 * 60 * 60 * 1000);
  const [card] = await tx
    .select({ id: paymentOptions.id })
    .from(paymentOptions)
    .where(and(eq(paymentOptions.portalId, o.portalId), eq(paymentOptions.provider, "card")))
    .limit(1);
  const [digital] = await tx
    .select({ id: deliveryOptions.id })
    .from(deliveryOptions)
    .where(and(eq(deliveryOptions.portalId, o.portalId), eq(deliveryOptions.type, "digital-delivery")))
    .limit(1);
  if (!card || !digital) throw new Error("the demo's card payment or digital delivery option is missing");
  const [fileProduct] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.portalId, o.portalId),
        eq(products.kind, "digital_file"),
        eq(products.pictureType, "IP"),
      ),
    )
    .limit(1);
  const [user] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, o.demoUserId))
    .limit(1);
  if (!fileProduct || !user) throw new Error("the demo's digital portrait product or account is missing");
  for (const pictureId of o.boughtPictureIds) {
    const [picture] = await tx
      .select({ subjectId: pictures.subjectId })
      .from(pictures)
      .where(eq(pictures.id, pictureId))
      .limit(1);
    if (!picture) continue;
    await tx.insert(cartLines).values({
      userId: o.demoUserId,
      productId: fileProduct.id,
      subjectId: picture.subjectId,
      pictureId,
      quantity: 1,
      createdAt: new Date(orderedAt.getTime() - 10 * 60_000),
    });
  }
  const delivery = { description: demoDelivery.digital.name, price: demoDelivery.digital.price };
  const snapshot = await loadCartSnapshot(
    tx,
    o.portalId,
    o.demoUserId,
    { shipping: delivery, fees: [] },
    orderedAt,
  );
  const [checkout] = await tx
    .insert(checkouts)
    .values({
      userId: o.demoUserId,
      deliveryOptionId: digital.id,
      paymentOptionId: card.id,
      createdAt: orderedAt,
      updatedAt: orderedAt,
    })
    .returning({ id: checkouts.id });
  if (!checkout) throw new Error("the demo checkout was not created");
  const contact = { name: user.name ?? "", emailAddress: user.email };
  const order = await insertOrder(tx, {
    portalId: o.portalId,
    userId: o.demoUserId,
    checkoutId: checkout.id,
    cart: snapshot.cart,
    lines: snapshot.lines,
    voucherId: null,
    delivery: {
      type: "digital-delivery",
      name: demoDelivery.digital.name,
      address: null,
      contact,
      pickupLocation: null,
      schoolName: null,
    },
    deliveryDays: 0,
    paymentOptionId: card.id,
    payment: { provider: "card", title: demoPayment.card.title, isInvoice: false },
    comment: "",
    client: "desktop",
    catalogueMaxDeliveryTime: null,
    now: orderedAt,
  });
  await tx.insert(transactions).values({
    checkoutId: checkout.id,
    userId: o.demoUserId,
    orderId: order.id,
    fingerprint: transactionFingerprint({ seededOrder: order.uuid }),
    provider: "card",
    amount: snapshot.cart.summary.totalPrice,
    currency: snapshot.cart.summary.currency,
    status: "paid",
    createdAt: orderedAt,
    completedAt: orderedAt,
  });
  await confirmOrder(tx, order.id, "paid", orderedAt);
  await clearCart(tx, o.demoUserId, orderedAt);
}
