import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  cartLines,
  checkoutSettings,
  checkouts,
  deliveryOptions,
  paymentOptions,
  pickupLocations,
  pictures,
  products,
  transactions,
  users,
} from "../db/schema/index.ts";
import { clearCart, loadCartSnapshot } from "../modules/cart/service.ts";
import { transactionFingerprint } from "../modules/checkout/service.ts";
import { confirmOrder, insertOrder } from "../modules/orders/service.ts";

/** Fixed so the tests and the browser journeys can name the stores. */
export const demoPickup = {
  oslo: { uuid: "0b7c6d2e-5a41-4c3f-9e8d-7a6b5c4d3e2f", name: "Demo Foto Oslo" },
  osloExpress: { uuid: "0b7c6d2e-5a41-4c3f-9e8d-111111111111", name: "Demo Foto Oslo Ekspress" },
  bergen: { uuid: "5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c", name: "Demo Foto Bergen" },
} as const;

export const demoDelivery = {
  postage: { name: "Sending i posten", price: 7_900, days: 3 },
  store: { name: "Hent i butikk", price: 0, days: 5, expressPrice: 9_900, expressDays: 1 },
  school: { name: "Hent på skolen", price: 0, days: 7, jobName: "Solbakken skole 2026" },
  digital: { name: "Digital levering", price: 0, days: 0 },
} as const;

export const demoPayment = {
  card: { title: "Betalingskort" },
  mobile: { title: "Mobilbetaling" },
  invoice: { title: "Faktura", fee: 2_900 },
  stripe: { title: "Stripe" },
} as const;

const usStates = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["IL", "Illinois"],
  ["MA", "Massachusetts"],
  ["MN", "Minnesota"],
  ["NY", "New York"],
  ["OR", "Oregon"],
  ["TX", "Texas"],
  ["WA", "Washington"],
].map(([code, name]) => ({ code: code as string, name: name as string }));

export interface SeedShopCheckoutOptions {
  portalId: number;
  /** Solbakken skole 2026: its picture sets may be picked up at the school. */
  schoolJobId: number;
  demoUserId: number;
  /** The pictures the demo account bought (two of Nora Berg's); the past order is made of them. */
  boughtPictureIds: number[];
  now: Date;
}

/**
 * The checkout of the demo shop: delivery options of all four kinds (postage to Norway, the United Kingdom and
 * the United States so the three address layouts show; a store with an express variant and a second store; school
 * pickup; digital delivery), the payment options, and the demo account's past order of the two pictures it owns.
 */
export async function seedShopCheckout(tx: Db, options: SeedShopCheckoutOptions): Promise<void> {
  const { portalId, schoolJobId, demoUserId, boughtPictureIds, now } = options;
  const day = 24 * 60 * 60 * 1000;

  await tx
    .insert(checkoutSettings)
    .values({ portalId, disableOrderComment: false, useAddressAutocompleteService: true });

  const [, store, , digital] = await tx
    .insert(deliveryOptions)
    .values([
      {
        portalId,
        type: "postage",
        name: demoDelivery.postage.name,
        description: "Sendes med Posten til Norge, Storbritannia og USA.",
        price: demoDelivery.postage.price,
        deliveryTime: demoDelivery.postage.days,
        countries: [
          { code: "NO", name: "Norge", gatherState: false, hidePostalCode: false, states: null },
          { code: "GB", name: "United Kingdom", gatherState: false, hidePostalCode: false, states: null },
          { code: "US", name: "United States", gatherState: true, hidePostalCode: false, states: usStates },
        ],
        position: 0,
      },
      {
        portalId,
        type: "store-pickup",
        name: demoDelivery.store.name,
        description: "Hent bestillingen i en av butikkene våre.",
        price: demoDelivery.store.price,
        deliveryTime: demoDelivery.store.days,
        position: 1,
      },
      {
        portalId,
        type: "school-pickup",
        name: demoDelivery.school.name,
        description: "Bestillingen leveres til skolen og deles ut i klassen.",
        price: demoDelivery.school.price,
        deliveryTime: demoDelivery.school.days,
        jobIds: [schoolJobId],
        position: 2,
      },
      {
        portalId,
        type: "digital-delivery",
        name: demoDelivery.digital.name,
        description: "De digitale bildene kan lastes ned så snart bestillingen er betalt.",
        price: demoDelivery.digital.price,
        deliveryTime: demoDelivery.digital.days,
        position: 3,
      },
    ])
    .returning({ id: deliveryOptions.id });
  if (!store || !digital) throw new Error("the demo delivery options were not created");

  await tx.insert(pickupLocations).values([
    {
      uuid: demoPickup.oslo.uuid,
      deliveryOptionId: store.id,
      name: demoPickup.oslo.name,
      address1: "Storgata 12",
      postalCode: "0155",
      city: "Oslo",
      price: 0,
      deliveryTime: demoDelivery.store.days,
      position: 0,
    },
    {
      uuid: demoPickup.osloExpress.uuid,
      deliveryOptionId: store.id,
      name: demoPickup.osloExpress.name,
      address1: "Storgata 12",
      postalCode: "0155",
      city: "Oslo",
      price: demoDelivery.store.expressPrice,
      deliveryTime: demoDelivery.store.expressDays,
      position: 1,
    },
    {
      uuid: demoPickup.bergen.uuid,
      deliveryOptionId: store.id,
      name: demoPickup.bergen.name,
      address1: "Torgallmenningen 2",
      postalCode: "5014",
      city: "Bergen",
      price: 0,
      deliveryTime: demoDelivery.store.days,
      position: 2,
    },
  ]);

  const [card] = await tx
    .insert(paymentOptions)
    .values([
      {
        portalId,
        provider: "card",
        title: demoPayment.card.title,
        mobileTitle: "Kort",
        description: "Betal med Visa eller Mastercard.",
        mobileDescription: "Visa eller Mastercard",
        enabledPaymentMethods: [
          { name: "Visa", icon: "visa" },
          { name: "Mastercard", icon: "mastercard" },
        ],
        position: 0,
      },
      {
        portalId,
        provider: "mobile",
        title: demoPayment.mobile.title,
        mobileTitle: "Mobil",
        description: "Betal med mobilnummeret ditt; du godkjenner betalingen på telefonen.",
        mobileDescription: "Godkjenn på telefonen",
        verifyMobile: true,
        enabledPaymentMethods: [{ name: "Mobile", icon: "mobile" }],
        position: 1,
      },
      {
        portalId,
        provider: "invoice",
        title: demoPayment.invoice.title,
        mobileTitle: "Faktura",
        description: "Betal med faktura innen 14 dager. Fakturagebyr 29 kr.",
        mobileDescription: "14 dager, gebyr 29 kr",
        requirePersonNo: true,
        fee: demoPayment.invoice.fee,
        enabledPaymentMethods: [{ name: "Invoice", icon: "invoice" }],
        position: 2,
      },
      {
        portalId,
        provider: "stripe",
        title: demoPayment.stripe.title,
        mobileTitle: "Stripe",
        description: "Betal med kort hos Stripe.",
        mobileDescription: "Kort hos Stripe",
        enabledPaymentMethods: [{ name: "Stripe", icon: "stripe" }],
        position: 3,
      },
    ])
    .returning({ id: paymentOptions.id, uuid: paymentOptions.uuid });
  if (!card) throw new Error("the demo payment options were not created");

  await seedPastOrder(tx, {
    portalId,
    demoUserId,
    boughtPictureIds,
    cardOptionId: card.id,
    digitalId: digital.id,
    now,
    day,
  });
}

/**
 * The demo account's past order, made the way a real one is: the pictures go into its cart, the cart service
 * prices them, the order is snapshotted and confirmed as paid (which keeps the pictures' entitlements), and the
 * cart is emptied again.
 */
async function seedPastOrder(
  tx: Db,
  o: {
    portalId: number;
    demoUserId: number;
    boughtPictureIds: number[];
    cardOptionId: number;
    digitalId: number;
    now: Date;
    day: number;
  },
): Promise<void> {
  if (o.boughtPictureIds.length === 0) return;
  const orderedAt = new Date(o.now.getTime() - 40 * o.day);
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
      deliveryOptionId: o.digitalId,
      paymentOptionId: o.cardOptionId,
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
    paymentOptionId: o.cardOptionId,
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
