import { randomBytes } from "node:crypto";
import type { ExportedData } from "@shop/contracts/privacy";
import { eq, getTableName, inArray, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema/index.ts";
import { invites, orders, transactions, userSubjects, users } from "../../db/schema/index.ts";
import type { Mailer, MailMessage } from "../../platform/mail.ts";
import {
  addToAccount,
  createParent,
  createShop,
  createUser,
  type Parent,
  signedInCookie,
  type TestShop,
  testJpeg,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { paidNotice } from "../../test/order-factories.ts";
import { insertPackageForInspection, setSubjectReminders } from "../account/preferences.ts";
import { getProfile, requestPasswordReset, saveAddress } from "../account/service.ts";
import {
  deliveryOf,
  openTransaction,
  paymentOf,
  payWithCard,
  postTransaction,
  putFileInCart,
  setCatalogue,
  startCheckout,
  transactionBody,
} from "../checkout/purchase-test-support.ts";
import { readZip } from "../downloads/zip-test-support.ts";
import { acceptInvite, shareSubjects } from "../invites/service.ts";
import { markInvoicePaid } from "../orders/invoices.ts";
import { chooseYearbookPose, setFavorite } from "../picture-sets/service.ts";
import { storeUpload, uploadFileKeys } from "../uploads/service.ts";

const exportUrl = "/api/webshop/user/data-export";
const deleteUrl = "/api/webshop/user/delete";

/** Values no factory and no other parent holds, so finding one anywhere means it is this parent's. */
function personalValues() {
  const tag = randomBytes(3).toString("hex");
  return {
    name: `Quorra Privacyson ${tag}`,
    address: `Zyxwvu-gata ${tag}`,
    address2: "Oppgang Qx",
    postalCode: "9797",
    city: `Qwertyville ${tag}`,
    mobile: `+47419${String(randomBytes(2).readUInt16BE(0) % 100000).padStart(5, "0")}`,
    comment: `Ring Quorra ${tag} at the blue door`,
  };
}
type Personal = ReturnType<typeof personalValues>;

interface Everything extends Parent {
  personal: Personal;
  /** Someone the parent invited to the set, who accepted; and the parent who invited this parent to theirs. */
  invitee: { id: number; email: string };
  inviter: Parent;
  profile: { uuid: string; email: string; mobilePhone: string };
  paidOrderUuid: string;
  openOrderUuid: string;
  uploadKeys: string[];
  uploadData: Buffer;
}

/**
 * A parent with one of everything the shop keeps of a parent: a profile with name, address and mobile number, a
 * picture set with favorites and a yearbook pose, reminders turned off, a package for inspection, a paid order sent
 * by post to their address with a comment (and its confirmation mail), an order still waiting for its card payment, a
 * file in the cart, an upload, a password reset mail, two signed-in sessions, an invite sent and accepted by a
 * grandparent, and an invite from another parent that this parent accepted.
 */
async function parentWithEverything(t: TestApp, shop: TestShop): Promise<Everything> {
  const personal = personalValues();
  const parent = await createParent(t, shop, { pictureCount: 4 });
  const { user, set, cookie } = parent;
  await t.db.update(users).set({ name: personal.name }).where(eq(users.id, user.id));
  await saveAddress(t.db, user.id, {
    name: personal.name,
    address: personal.address,
    address2: personal.address2,
    postalCode: personal.postalCode,
    city: personal.city,
    state: null,
    country: "NO",
  });
  await t.db.update(users).set({ mobilePhone: personal.mobile }).where(eq(users.id, user.id));
  const viewer = { userId: user.id, portalId: t.app.portalId };
  const [first, second, third, fourth] = set.pictures;
  if (!first || !second || !third || !fourth) throw new Error("the set has four pictures");
  expect(await setFavorite(t.db, user.id, t.app.portalId, set.subject.uuid, second.uuid, true)).toEqual({
    kind: "ok",
  });
  expect(await chooseYearbookPose(t.db, user.id, t.app.portalId, set.subject.uuid, third.uuid)).toEqual({
    kind: "ok",
  });
  await setSubjectReminders(t.db, viewer, [{ uuid: set.subject.uuid, remindersEnabled: false }]);
  await insertPackageForInspection(t.db, user.id, set.subject.id);

  // A paid order sent by post to the parent's address, with a comment.
  await putFileInCart(t.app, cookie, first);
  await setCatalogue(t.app, cookie, 1);
  const checkout = await startCheckout(t.app, cookie);
  const postage = deliveryOf(checkout, "postage");
  const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, postage.uuid, "card");
  const placed = await postTransaction(
    t.app,
    cookie,
    checkout.checkoutUuid,
    transactionBody(postage.uuid, card.uuid, {
      deliveryOptionData: {
        deliveryAddress: {
          name: personal.name,
          address: personal.address,
          address2: personal.address2,
          postalCode: personal.postalCode,
          city: personal.city,
          state: "",
          country: "NO",
          verifiedAddress: false,
          saveAddress: false,
        },
      } as never,
      comment: personal.comment,
    }),
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const paid = placed.json() as { transaction: { uuid: string }; order: { uuid: string } };
  expect((await payWithCard(t.app, cookie, paid.transaction.uuid)).json().status).toBe("paid");

  // An order waiting for its payment, and a file in the cart.
  await putFileInCart(t.app, cookie, second);
  const open = await openTransaction(t.app, cookie, "card", {
    deliveryOptionData: { contactInfo: { name: personal.name, emailAddress: user.email } },
  });
  await putFileInCart(t.app, cookie, fourth);

  const uploadData = await testJpeg(64, 48, "#aa3311");
  const upload = await storeUpload({ db: t.db, storage: t.storage, portalId: t.app.portalId }, user.id, {
    data: uploadData,
    width: 64,
    height: 48,
  });
  await requestPasswordReset(t.db, t.app.mailer, t.config, t.app.portalId, user.email);
  await signedInCookie(t, user.id);

  // Invites, both ways: the parent shares the set with a grandparent, who accepts; another parent shares theirs with
  // this parent, who accepts.
  const invitee = await createUser(t, { name: "Granny Invitee" });
  const inviter = await createParent(t, shop);
  for (const [from, to, acceptedBy] of [
    [viewer, invitee.email, invitee.id],
    [{ userId: inviter.user.id, portalId: t.app.portalId }, user.email, user.id],
  ] as const) {
    const mails: MailMessage[] = [];
    const capture: Mailer = { enqueue: async (mail) => void mails.push(mail) };
    const subjectUuids = [from.userId === user.id ? set.subject.uuid : inviter.set.subject.uuid];
    const shared = await shareSubjects(t.db, capture, t.config, from, { emails: [to], subjectUuids });
    expect(shared.recipients).toEqual([to]);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? "")?.[1];
    expect(await acceptInvite(t.db, t.app.portalId, token ?? "", acceptedBy)).toEqual(subjectUuids);
  }

  const profile = await getProfile(t.db, user.id);
  if (!profile?.mobilePhone) throw new Error("the profile has a mobile number");
  return {
    ...parent,
    personal,
    invitee: { id: invitee.id, email: invitee.email },
    inviter,
    profile: { uuid: profile.uuid, email: profile.email, mobilePhone: profile.mobilePhone },
    paidOrderUuid: paid.order.uuid,
    openOrderUuid: open.orderUuid,
    uploadKeys: uploadFileKeys(upload),
    uploadData,
  };
}

interface Finding {
  table: string;
  column: string;
  rows: number;
}

/**
 * Every place in the database that still holds something of the user: each column of every table of
 * db/schema/index.ts that references users (by the user's id), and each text, uuid or JSON column holding the
 * user's uuid, e-mail, name, mobile number, street address or city, compared as text.
 */
async function traces(
  t: TestApp,
  user: { id: number; uuid: string; email: string; mobilePhone: string },
  personal: Personal,
): Promise<Finding[]> {
  const needles = [
    user.uuid,
    user.email,
    personal.name,
    user.mobilePhone,
    personal.address,
    personal.city,
  ].map((n) => n.toLowerCase());
  const findings: Finding[] = [];
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  for (const table of tables) {
    const config = getTableConfig(table);
    const userColumns = new Set(
      config.foreignKeys.flatMap((fk) => {
        const reference = fk.reference();
        return getTableName(reference.foreignTable) === "users" ? reference.columns.map((c) => c.name) : [];
      }),
    );
    for (const column of config.columns) {
      const name = sql.identifier(column.name);
      const from = sql.identifier(config.name);
      let where: ReturnType<typeof sql> | null = null;
      if (userColumns.has(column.name)) {
        where = sql`${name} = ${user.id}`;
      } else if (["string", "json"].includes(column.dataType) || column.columnType === "PgUUID") {
        const any = needles.map((n) => sql`position(${n} in lower(${name}::text)) > 0`);
        where = sql.join(any, sql` or `);
      }
      if (where === null) continue;
      const result = await t.db.execute(sql`select count(*)::int as n from ${from} where ${where}`);
      const rows = Number((result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
      if (rows > 0) findings.push({ table: config.name, column: column.name, rows });
    }
  }
  return findings;
}

async function storageKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.storage.list()) keys.push(file.key);
  return keys;
}

async function exportOf(t: TestApp, cookie: string) {
  const res = await t.app.inject({ url: exportUrl, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const entries = readZip(res.rawPayload);
  const json = entries.find((e) => e.name === "data.json");
  if (!json) throw new Error("the zip has no data.json");
  return {
    res,
    entries,
    text: json.data.toString("utf8"),
    data: JSON.parse(json.data.toString("utf8")) as ExportedData,
  };
}

describe("the parent's data", () => {
  let t: TestApp;
  let shop: TestShop;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { dataExportPerUser: { max: 3, windowMs: 60_000 } } });
    shop = await createShop(t, { invoiceFee: 0 });
  });
  afterAll(() => t.close());

  it("exports everything the shop holds of the parent as a zip of data.json and the uploads, and nothing of others", async () => {
    const parent = await parentWithEverything(t, shop);
    // Another parent of the same set, with a favorite of their own.
    const other = await createUser(t, { name: "Other Parentname" });
    await addToAccount(t, other.id, parent.set.subject.id);
    const otherPicture = parent.set.pictures[3];
    if (!otherPicture) throw new Error("four pictures");
    await setFavorite(t.db, other.id, t.app.portalId, parent.set.subject.uuid, otherPicture.uuid, true);

    const { res, entries, text, data } = await exportOf(t, parent.cookie);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="shop-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");

    const [upload] = data.uploads as Array<{ pictureId: string; file: string }>;
    expect(entries.map((e) => e.name).sort()).toEqual(["data.json", upload?.file].sort());
    expect(entries.find((e) => e.name === upload?.file)?.data.equals(parent.uploadData)).toBe(true);

    expect(Object.keys(data.about).sort()).toEqual(
      [
        "favorites",
        "invites",
        "invoices",
        "orders",
        "pictureSets",
        "preferences",
        "profile",
        "uploads",
      ].sort(),
    );
    expect(data.profile).toMatchObject({
      email: parent.user.email,
      name: parent.personal.name,
      address: parent.personal.address,
      address2: parent.personal.address2,
      postalCode: parent.personal.postalCode,
      city: parent.personal.city,
      mobilePhone: parent.profile.mobilePhone,
      lang: "en",
    });
    expect(data.preferences).toMatchObject({
      lang: "en",
      acceptMail: false,
      reminders: expect.arrayContaining([
        { pictureSet: parent.set.subject.name, remindersEnabled: false },
        { pictureSet: parent.inviter.set.subject.name, remindersEnabled: true },
      ]),
      packagesForInspection: [{ pictureSet: parent.set.subject.name, keep: true }],
    });
    const [second, third] = [parent.set.pictures[1], parent.set.pictures[2]];
    expect(data.pictureSets).toHaveLength(2);
    expect(data.pictureSets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: parent.set.subject.name,
          job: "Test school 2026",
          year: 2026,
          cameBy: "code",
          yearbookPose: expect.objectContaining({ picture: third?.webshopId }),
        }),
        expect.objectContaining({ name: parent.inviter.set.subject.name, cameBy: "invite" }),
      ]),
    );
    expect(data.favorites).toEqual([expect.objectContaining({ picture: second?.webshopId })]);
    const references = data.orders.map((o) => o.reference);
    expect(references).toEqual([parent.paidOrderUuid.slice(0, 8), parent.openOrderUuid.slice(0, 8)]);
    expect(data.orders[0]).toMatchObject({
      status: "paid",
      comment: parent.personal.comment,
      delivery: expect.objectContaining({
        type: "postage",
        address: expect.objectContaining({ name: parent.personal.name, address1: parent.personal.address }),
      }),
      lines: expect.arrayContaining([
        expect.objectContaining({ quantity: 1, actualLinePrice: shop.filePrice }),
      ]),
    });
    expect(data.invites).toEqual([
      expect.objectContaining({
        direction: "sent",
        recipient: parent.invitee.email,
        pictureSets: [parent.set.subject.name],
        status: "accepted",
      }),
      expect.objectContaining({ direction: "received", pictureSets: [parent.inviter.set.subject.name] }),
    ]);
    // Who invited this parent is theirs to know by name, not by address.
    expect(text).not.toContain(parent.inviter.user.email);

    // No secret and nothing of the other parent.
    const [stored] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, parent.user.id));
    expect(text).not.toContain(stored?.hash);
    expect(text).not.toMatch(/"(password\w*|tokenHash|keyHash|token)"\s*:/i);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("Other Parentname");
    expect(text).not.toContain(otherPicture.webshopId);
    expect(text).not.toContain(t.config.signingSecret);
  });

  it("needs a signed-in user and is limited per user", async () => {
    expect((await t.app.inject({ url: exportUrl })).statusCode).toBe(401);
    const parent = await createParent(t, shop);
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ url: exportUrl, headers: { cookie: parent.cookie } })).statusCode).toBe(
        200,
      );
    const limited = await t.app.inject({ url: exportUrl, headers: { cookie: parent.cookie } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    // Another parent has a budget of their own.
    const another = await createParent(t, shop);
    expect((await t.app.inject({ url: exportUrl, headers: { cookie: another.cookie } })).statusCode).toBe(
      200,
    );
  });

  it("refuses a wrong password and keeps the account as it was", async () => {
    const parent = await createParent(t, shop);
    const res = await t.app.inject({
      method: "POST",
      url: deleteUrl,
      payload: { password: "not-the-password" },
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("wrong_password");
    const me = await t.app.inject({ url: "/api/webshop/me", headers: { cookie: parent.cookie } });
    expect(me.json().user.emailAddress).toBe(parent.user.email);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: deleteUrl,
          payload: {},
          headers: { cookie: parent.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: deleteUrl, payload: { password: "x" } })).statusCode,
    ).toBe(401);
  });

  it("refuses while an invoice is unpaid, and deletes once it is paid", async () => {
    const parent = await createParent(t, shop);
    await putFileInCart(t.app, parent.cookie, parent.set.pictures[0] as never);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
      paymentOptionData: { pid: "01019012480" },
    });
    const invoiced = await t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transactionUuid}/invoice`,
      headers: { cookie: parent.cookie },
    });
    expect(invoiced.json().status).toBe("invoiced");
    const del = () =>
      t.app.inject({
        method: "POST",
        url: deleteUrl,
        payload: { password: parent.user.password },
        headers: { cookie: parent.cookie },
      });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("account_has_unpaid_invoice");
    await markInvoicePaid(t.db, orderUuid.slice(0, 8), new Date(), paidNotice(t));
    expect((await del()).statusCode).toBe(204);
    const [order] = await t.db.select().from(orders).where(eq(orders.uuid, orderUuid));
    expect(order).toMatchObject({ userId: null, status: "paid", invoicePersonNumberEncrypted: null });
  });

  it("deletes the account: nothing of the parent remains but the anonymised orders, the uploads' files are gone, a mail confirms", async () => {
    const parent = await parentWithEverything(t, shop);
    const other = await createParent(t, shop);
    const user = { id: parent.user.id, ...parent.profile };
    const before = await traces(t, user, parent.personal);
    // The scan sees the parent everywhere before: it is able to find what it looks for.
    expect(new Set(before.map((f) => f.table))).toEqual(
      new Set([
        "users",
        "password_reset_keys",
        "sessions",
        "subject_reminder_settings",
        "packages_for_inspection",
        "carts",
        "cart_lines",
        "checkouts",
        "picture_entitlements",
        "favorites",
        "yearbook_pose_choices",
        "user_subjects",
        "orders",
        "transactions",
        "uploads",
        "outbox",
        "invites",
      ]),
    );
    for (const key of parent.uploadKeys) expect(await t.storage.exists(key)).toBe(true);
    const [paidBefore] = await t.db.select().from(orders).where(eq(orders.uuid, parent.paidOrderUuid));
    if (!paidBefore) throw new Error("the paid order exists");

    const res = await t.app.inject({
      method: "POST",
      url: deleteUrl,
      payload: { password: parent.user.password },
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    // The confirmation mail goes to the old address, says what happened, and its row keeps nothing once sent.
    const mails = (await t.mails()).filter((m) => m.to === parent.user.email);
    expect(mails.at(-1)?.subject).toMatch(/^Your account has been deleted – /);
    expect(mails.at(-1)?.text).toContain(
      "Orders are kept for the photographer's accounting, as the law requires, but anonymised",
    );
    expect(mails.at(-1)?.text).toContain("This applies to your 2 orders.");
    expect(mails.at(-1)?.text).toContain(`Hi ${parent.personal.name},`);

    expect(await traces(t, user, parent.personal)).toEqual([]);

    // The invites the parent sent are gone and what they granted left the grandparent's account, as a revoke would;
    // the invite the parent accepted stays the other parent's, used by nobody.
    expect(await t.db.select().from(invites).where(eq(invites.recipient, parent.invitee.email))).toEqual([]);
    expect(await t.db.select().from(userSubjects).where(eq(userSubjects.userId, parent.invitee.id))).toEqual(
      [],
    );
    const [received] = await t.db.select().from(invites).where(eq(invites.senderId, parent.inviter.user.id));
    expect(received).toMatchObject({ acceptedBy: null });

    // The orders stay, by id, without the person.
    const kept = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.uuid, [parent.paidOrderUuid, parent.openOrderUuid]));
    expect(kept).toHaveLength(2);
    const paid = kept.find((o) => o.uuid === parent.paidOrderUuid);
    expect(paid).toMatchObject({
      id: paidBefore.id,
      userId: null,
      checkoutId: null,
      status: "paid",
      comment: "",
      totalPrice: paidBefore.totalPrice,
      vatAmount: paidBefore.vatAmount,
      summary: paidBefore.summary,
      createdAt: paidBefore.createdAt,
      paidAt: paidBefore.paidAt,
    });
    expect(paid?.delivery).toMatchObject({
      type: "postage",
      contact: null,
      address: { name: "", address1: "", address2: "", city: "", state: "", postalCode: "", country: "NO" },
    });
    expect(JSON.stringify(paid?.delivery)).not.toContain(parent.personal.postalCode);
    // The order waiting for its payment was cancelled with its transaction: a payment arriving now is refunded.
    expect(kept.find((o) => o.uuid === parent.openOrderUuid)?.status).toBe("cancelled");
    const payments = await t.db
      .select({
        status: transactions.status,
        userId: transactions.userId,
        mobilePhone: transactions.mobilePhone,
      })
      .from(transactions)
      .where(
        inArray(
          transactions.orderId,
          kept.map((o) => o.id),
        ),
      );
    expect(payments.map((p) => p.status).sort()).toEqual(["cancelled", "paid"]);
    expect(payments.every((p) => p.userId === null && p.mobilePhone === null)).toBe(true);

    // The uploads' files are gone from the storage; the photographer's pictures are not.
    const keys = await storageKeys(t);
    for (const key of parent.uploadKeys) expect(keys).not.toContain(key);
    for (const picture of parent.set.pictures) expect(keys).toContain(picture.originalKey);

    // Signed out, and the account cannot sign in again.
    const me = await t.app.inject({ url: "/api/webshop/me", headers: { cookie: parent.cookie } });
    expect(me.json().user).toBeNull();
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: parent.user.email, password: parent.user.password },
    });
    expect(signIn.statusCode).toBe(401);

    // Another parent of the shop is untouched.
    const otherMe = await t.app.inject({ url: "/api/webshop/me", headers: { cookie: other.cookie } });
    expect(otherMe.json().user.emailAddress).toBe(other.user.email);
  });
});

describe("deleting an account is limited as sign-in is", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signInPerAccountAndAddress: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it("refuses a user's third attempt in the window, even with the right password, and counts each user apart", async () => {
    const user = await createUser(t);
    const cookie = await signedInCookie(t, user.id);
    const attempt = (password: string, asCookie = cookie) =>
      t.app.inject({ method: "POST", url: deleteUrl, payload: { password }, headers: { cookie: asCookie } });
    expect((await attempt("guess-1")).statusCode).toBe(400);
    expect((await attempt("guess-2")).statusCode).toBe(400);
    const limited = await attempt(user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    expect(await t.db.$count(users, eq(users.id, user.id))).toBe(1);
    const other = await createUser(t);
    expect((await attempt(other.password, await signedInCookie(t, other.id))).statusCode).toBe(204);
  });
});
