import { randomUUID } from "node:crypto";
import type { PictureType } from "@shop/contracts/common";
import {
  catalogues,
  checkoutSettings,
  deliveryOptions,
  jobs,
  paymentOptions,
  photographers,
  pickupLocations,
  pictures,
  productPrices,
  products,
  subjects,
  userSubjects,
  vouchers,
} from "../db/schema/index.ts";
import { createUser, signedInCookie, type TestApp } from "./helpers.ts";

type Shop = Pick<TestApp, "app" | "db" | "config">;

const pictureTypes: readonly PictureType[] = ["IP", "SFP", "GP"];

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`the factory made no ${what}`);
  return row;
}

/** A school job of a photographer of the shop. */
export async function createJob(t: Shop) {
  const photographer = await one(
    t.db.insert(photographers).values({ portalId: t.app.portalId, name: "Fotograf AS" }).returning(),
    "photographer",
  );
  return one(
    t.db
      .insert(jobs)
      .values({
        photographerId: photographer.id,
        name: "Test school 2026",
        jobType: "school",
        year: 2026,
        yearbookPoseDeadline: new Date(Date.now() + 30 * 24 * 3600_000),
        hasBeenInWebShop: true,
      })
      .returning(),
    "job",
  );
}

/** A subject of the job (a new job when none is given) with its pictures: only the rows, no files. */
export async function createPictureSet(
  t: Shop,
  options: { jobId?: number; pictureCount?: number; pictureType?: PictureType; name?: string } = {},
) {
  const job = options.jobId === undefined ? await createJob(t) : { id: options.jobId };
  const subject = await one(
    t.db
      .insert(subjects)
      .values({
        jobId: job.id,
        name: options.name ?? "Ola Nordmann",
        group: "3B",
        qualifyForSelectOwnFavorites: true,
        qualifyForSelectYearbookPose: true,
      })
      .returning(),
    "subject",
  );
  const type = options.pictureType ?? "IP";
  const rows = await t.db
    .insert(pictures)
    .values(
      Array.from({ length: options.pictureCount ?? 3 }, (_, position) => {
        const uuid = randomUUID();
        return {
          uuid,
          subjectId: subject.id,
          position,
          width: 120,
          height: 150,
          webshopId: `26-0001-${String(position + 1).padStart(2, "0")}`,
          pictureType: type,
          groupPicture: type === "GP",
          originalKey: `originals/${uuid}.jpg`,
        };
      }),
    )
    .returning();
  return { jobId: job.id, subject, pictures: rows };
}

/**
 * What a shop sells and how it delivers: digital files and sets of every picture type, a catalogue of the job,
 * a voucher, delivery options of all four kinds and the built-in payment options.
 */
export async function createShopOffer(t: Shop, jobId: number) {
  const portalId = t.app.portalId;
  for (const [i, pictureType] of pictureTypes.entries()) {
    for (const kind of ["digital_file", "digital_set"] as const) {
      const product = await one(
        t.db
          .insert(products)
          .values({
            portalId,
            kind,
            type: kind === "digital_file" ? 300 : 301,
            name: `${pictureType} ${kind}`,
            pictureType,
            maxQuantity: 1,
            sortOrder: i,
          })
          .returning(),
        "digital product",
      );
      await t.db
        .insert(productPrices)
        .values({ productId: product.id, price: kind === "digital_file" ? 9900 : 29900 });
    }
  }
  const catalogueProduct = await one(
    t.db
      .insert(products)
      .values({ portalId, kind: "catalogue", type: 400, name: "School catalogue", maxQuantity: 10 })
      .returning(),
    "catalogue product",
  );
  await t.db.insert(productPrices).values({ productId: catalogueProduct.id, price: 14900 });
  const catalogue = await one(
    t.db
      .insert(catalogues)
      .values({ productId: catalogueProduct.id, jobId, name: "School catalogue", deliveryDays: 20 })
      .returning(),
    "catalogue",
  );
  await t.db
    .insert(vouchers)
    .values({ portalId, code: "TEST10", kind: "percent", value: 1000, description: "10 % off" });
  await t.db.insert(checkoutSettings).values({ portalId, useAddressAutocompleteService: true });
  const delivery = await t.db
    .insert(deliveryOptions)
    .values([
      {
        portalId,
        type: "postage",
        name: "Post",
        price: 4900,
        deliveryTime: 5,
        countries: [{ code: "NO", name: "Norge", gatherState: false, hidePostalCode: false, states: null }],
        position: 0,
      },
      { portalId, type: "store-pickup", name: "Store", deliveryTime: 3, position: 1 },
      { portalId, type: "school-pickup", name: "School", deliveryTime: 10, jobIds: [jobId], position: 2 },
      { portalId, type: "digital-delivery", name: "Download", position: 3 },
    ])
    .returning();
  const store = delivery.find((d) => d.type === "store-pickup");
  if (!store) throw new Error("the factory made no store pickup");
  const pickup = await one(
    t.db
      .insert(pickupLocations)
      .values({
        uuid: randomUUID(),
        deliveryOptionId: store.id,
        name: "Oslo",
        address1: "Storgata 1",
        postalCode: "0155",
        city: "Oslo",
      })
      .returning(),
    "pickup location",
  );
  const payment = await t.db
    .insert(paymentOptions)
    .values([
      { portalId, provider: "card", title: "Card", mobileTitle: "Card", position: 0 },
      {
        portalId,
        provider: "mobile",
        title: "Mobile",
        mobileTitle: "Mobile",
        verifyMobile: true,
        position: 1,
      },
      {
        portalId,
        provider: "invoice",
        title: "Invoice",
        mobileTitle: "Invoice",
        requirePersonNo: true,
        fee: 2900,
        position: 2,
      },
    ])
    .returning();
  return { catalogue, delivery, pickup, payment };
}

/** A job and what the shop sells and how it delivers for it: the shop the parents of createParentWithCart use. */
export async function createShop(t: Shop) {
  const job = await createJob(t);
  return { jobId: job.id, offer: await createShopOffer(t, job.id) };
}

/**
 * A parent as most calls see one, in a shop made by createShop: signed in, with a picture set of the shop's job in the
 * account, an order of two of its pictures waiting for a card payment, and two more in the cart with a checkout
 * started.
 */
export async function createParentWithCart(t: TestApp, shop: Awaited<ReturnType<typeof createShop>>) {
  const { offer } = shop;
  const user = await createUser(t);
  const set = await createPictureSet(t, { jobId: shop.jobId, pictureCount: 4 });
  await t.db.insert(userSubjects).values({ userId: user.id, subjectId: set.subject.id });
  const cookie = await signedInCookie(t, user.id);
  const fillCart = async (pictureRows: typeof set.pictures) => {
    for (const picture of pictureRows) {
      const res = await t.app.inject({
        method: "POST",
        url: "/ajax/cart/toggle_digital_file_in_cart.php",
        payload: { file: picture.uuid, type: picture.pictureType },
        headers: { cookie },
      });
      if (res.statusCode !== 200) throw new Error(`putting a picture in the cart answered ${res.statusCode}`);
    }
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/webshop/checkout",
      headers: { cookie },
    });
    if (checkout.statusCode !== 200) throw new Error(`starting the checkout answered ${checkout.statusCode}`);
    return (checkout.json() as { checkoutUuid: string }).checkoutUuid;
  };
  const ordered = await fillCart(set.pictures.slice(0, 2));
  const digital = offer.delivery.find((d) => d.type === "digital-delivery");
  const card = offer.payment.find((p) => p.provider === "card");
  const transaction = await t.app.inject({
    method: "POST",
    url: `/api/webshop/checkout/${ordered}/transaction`,
    payload: {
      deliveryOptionUuid: digital?.uuid,
      paymentOptionUuid: card?.uuid,
      deliveryOptionData: { contactInfo: { name: "Kari Berg", emailAddress: user.email } },
      paymentOptionData: {},
      client: "desktop",
    },
    headers: { cookie },
  });
  if (transaction.statusCode !== 200) {
    throw new Error(`creating the transaction answered ${transaction.statusCode}: ${transaction.body}`);
  }
  const created = transaction.json() as { transaction: { uuid: string }; order: { uuid: string } };
  const checkoutUuid = await fillCart(set.pictures.slice(2));
  return {
    user,
    set,
    checkoutUuid,
    transactionUuid: created.transaction.uuid,
    orderUuid: created.order.uuid,
    cookie: () => signedInCookie(t, user.id),
  };
}
