import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packagesForInspection, portals, users } from "../../db/schema/index.ts";
import {
  addToAccount,
  createShopContent,
  createSubjectWithCode,
  createUser,
  signedInCookie,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { signIn } from "../test-support.ts";
import { markPackagesForInspection } from "./preferences.ts";

const passwordUrl = "/ajax/user/update_password.php";
const infoUrl = "/ajax/user/update_user_info.php";
const remindersUrl = "/ajax/user/get_subjects_with_reminders_enabled.php";
const setRemindersUrl = "/ajax/user/set_reminders_disabled_status.php";
const accountDataUrl = "/sections/my-account/ajax/get_account_data.php";
const cancelUrl = "/sections/my-account/ajax/cancel_package_for_inspection.php";

const contact = {
  name: "Kari Berg",
  address: "Storgata 1",
  address2: "Leilighet 3",
  postal_code: "0155",
  city: "Oslo",
  mobile: "+47 912 34 567",
};

describe("account pages' calls (spec 01 §7)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createShopContent(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  /** A user with two picture sets in the account, and a set of someone else. */
  async function parent() {
    const user = await createUser(t);
    const cookie = await signedInCookie(t, user.id);
    const a = await createSubjectWithCode(t, { name: "Emma" });
    const b = await createSubjectWithCode(t, { name: "Jonas" });
    const other = await createSubjectWithCode(t, { name: "Someone else" });
    await addToAccount(t, user.id, a.id, b.id);
    const stranger = await createUser(t);
    await addToAccount(t, stranger.id, other.id);
    return { user, cookie, a, b, other, stranger };
  }

  it("every call answers 401 signed out", async () => {
    for (const [method, url] of [
      ["POST", passwordUrl],
      ["POST", infoUrl],
      ["GET", remindersUrl],
      ["POST", setRemindersUrl],
      ["GET", accountDataUrl],
      ["POST", cancelUrl],
    ] as const) {
      const res =
        method === "GET"
          ? await get(url)
          : await post(url, { password: "x", subjects: [] } as unknown as object);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe("unauthorized");
    }
  });

  describe("update_password.php", () => {
    it("changes the password, ends the user's other sessions and keeps this one", async () => {
      const user = await createUser(t);
      const other = await signIn(t.app, user.email, user.password);
      const current = await signIn(t.app, user.email, user.password);
      const res = await post(
        passwordUrl,
        { currentPassword: user.password, password: "green-otter-42", reTypePassword: "green-otter-42" },
        current,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "OK" });
      expect((await get("/api/webshop/me", current)).json().user.uuid).toBe(user.uuid);
      expect((await get("/api/webshop/me", other)).json().user).toBeNull();
      await expect(signIn(t.app, user.email, user.password)).rejects.toThrow(/401/);
      await signIn(t.app, user.email, "green-otter-42");
    });

    it.each([
      ["", "", "required"],
      ["abcd", "abcd", "password_not_long_enough"],
      ["green-otter-42", "green-otter-43", "passwords_must_match"],
      ["password", "password", "password_too_common"],
      ["abcdefgh1", "abcdefgh1", "password_too_weak"],
    ])("refuses %j / %j with %s and keeps the old password", async (password, reTypePassword, code) => {
      const { user, cookie } = await parent();
      const res = await post(
        passwordUrl,
        { currentPassword: user.password, password, reTypePassword },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      await signIn(t.app, user.email, user.password);
    });

    it("answers 429 after the per-user limit of password changes", async () => {
      const limited = await createTestApp({
        rateLimits: { passwordChangePerUser: { max: 2, windowMs: 60_000 } },
      });
      try {
        const user = await createUser(limited);
        const cookie = await signedInCookie(limited, user.id);
        const change = () =>
          limited.app.inject({
            method: "POST",
            url: passwordUrl,
            payload: { currentPassword: user.password, password: "abcd", reTypePassword: "abcd" },
            headers: { cookie },
          });
        expect((await change()).statusCode).toBe(400);
        expect((await change()).statusCode).toBe(400);
        const third = await change();
        expect(third.statusCode).toBe(429);
        expect(third.json().code).toBe("rate_limited");
      } finally {
        await limited.close();
      }
    });

    it("takes 5 characters as the spec's length, with the strength rule on top", async () => {
      const { user, cookie } = await parent();
      const short = await post(
        passwordUrl,
        { currentPassword: user.password, password: "k7#qz", reTypePassword: "k7#qz" },
        cookie,
      );
      expect(short.json().code).toBe("password_too_weak");
    });

    it("asks for the current password, and a wrong one changes nothing", async () => {
      const user = await createUser(t);
      const other = await signIn(t.app, user.email, user.password);
      const cookie = await signIn(t.app, user.email, user.password);
      const body = { password: "green-otter-42", reTypePassword: "green-otter-42" };
      const without = await post(passwordUrl, body, cookie);
      expect(without.statusCode).toBe(400);
      expect(without.json().code).toBe("invalid_input");
      const wrong = await post(passwordUrl, { ...body, currentPassword: "not-my-password" }, cookie);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: "The password is not correct", code: "wrong_password" });
      expect((await get("/api/webshop/me", other)).json().user.uuid).toBe(user.uuid);
      await signIn(t.app, user.email, user.password);
    });
  });

  describe("update_user_info.php", () => {
    it("stores the contact information and answers the user; address2 only where the shop gathers it", async () => {
      const { cookie, user } = await parent();
      // The test shop gathers address2 (createShopContent).
      const res = await post(infoUrl, contact, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        name: "Kari Berg",
        mobilePhone: "+4791234567",
        address: { address: "Storgata 1", address2: "Leilighet 3", postalCode: "0155", city: "Oslo" },
      });
      await t.db.update(portals).set({ gatherAddress2: false }).where(eq(portals.id, t.app.portalId));
      try {
        const without = await post(infoUrl, { ...contact, address2: "Ignored" }, cookie);
        expect(without.json().user.address.address2).toBe("Leilighet 3");
      } finally {
        await t.db.update(portals).set({ gatherAddress2: true }).where(eq(portals.id, t.app.portalId));
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.city).toBe("Oslo");
    });

    it("stores the name without bidi controls or line breaks", async () => {
      const { cookie } = await parent();
      const res = await post(infoUrl, { ...contact, name: "\u202eKari\u202c\n Berg\u200f" }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.name).toBe("Kari Berg");
    });

    it("stores only a new mobile number: name and address are optional, and an emptied one is forgotten", async () => {
      const { cookie, user } = await parent();
      await post(infoUrl, contact, cookie);
      const res = await post(
        infoUrl,
        { name: "", address: " ", address2: "", postal_code: "", city: "", mobile: "+47 400 00 000" },
        cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        name: null,
        mobilePhone: "+4740000000",
        address: { address: null, address2: null, postalCode: null, city: null },
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.mobilePhone).toBe("+4740000000");
      expect(row?.city).toBeNull();
    });

    it.each([
      [{ mobile: "" }, "required"],
      [{ mobile: "12" }, "invalid_mobile"],
    ])("refuses %j with %s and stores nothing", async (change, code) => {
      const { cookie, user } = await parent();
      const res = await post(infoUrl, { ...contact, ...change }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.address).toBeNull();
    });

    it("refuses a body without the fields (the contract)", async () => {
      const { cookie } = await parent();
      const res = await post(infoUrl, { name: "Kari" }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("invalid_input");
    });
  });

  describe("reminders", () => {
    it("lists the user's sets with reminders on, stores a choice per set, and keeps it", async () => {
      const { cookie, a, b } = await parent();
      const first = (await get(remindersUrl, cookie)).json();
      expect(first.subjects).toHaveLength(2);
      expect(first.subjects).toEqual(
        expect.arrayContaining([
          { name: "Emma", uuid: a.uuid, remindersEnabled: true },
          { name: "Jonas", uuid: b.uuid, remindersEnabled: true },
        ]),
      );
      const res = await post(
        setRemindersUrl,
        { subjects: [{ name: "Emma", uuid: a.uuid, remindersEnabled: false }] },
        cookie,
      );
      expect(res.statusCode).toBe(200);
      const after = (await get(remindersUrl, cookie)).json().subjects;
      expect(after).toEqual(
        expect.arrayContaining([
          { name: "Emma", uuid: a.uuid, remindersEnabled: false },
          { name: "Jonas", uuid: b.uuid, remindersEnabled: true },
        ]),
      );
      await post(
        setRemindersUrl,
        { subjects: [{ name: "Emma", uuid: a.uuid, remindersEnabled: true }] },
        cookie,
      );
      expect((await get(remindersUrl, cookie)).json().subjects).toContainEqual({
        name: "Emma",
        uuid: a.uuid,
        remindersEnabled: true,
      });
    });

    it("refuses another user's set and stores nothing", async () => {
      const { cookie, a, other } = await parent();
      const res = await post(
        setRemindersUrl,
        {
          subjects: [
            { name: "Emma", uuid: a.uuid, remindersEnabled: false },
            { name: "x", uuid: other.uuid, remindersEnabled: false },
          ],
        },
        cookie,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("picture_set_not_found");
      expect((await get(remindersUrl, cookie)).json().subjects).toContainEqual({
        name: "Emma",
        uuid: a.uuid,
        remindersEnabled: true,
      });
    });

    it("refuses an empty list and a malformed uuid", async () => {
      const { cookie } = await parent();
      expect((await post(setRemindersUrl, { subjects: [] }, cookie)).statusCode).toBe(400);
      const bad = await post(
        setRemindersUrl,
        { subjects: [{ name: "x", uuid: "nope", remindersEnabled: true }] },
        cookie,
      );
      expect(bad.json().code).toBe("invalid_input");
    });
  });

  describe("packages for inspection", () => {
    it("lists none until the operator marks one, then keeps or returns it", async () => {
      const { user, cookie, a, b } = await parent();
      expect((await get(accountDataUrl, cookie)).json()).toEqual({ packageForInspectionSubjects: [] });
      expect(
        await markPackagesForInspection(t.db, { userId: user.id, portalId: t.app.portalId }, [a.uuid]),
      ).toEqual(["Emma"]);
      expect((await get(accountDataUrl, cookie)).json()).toEqual({
        packageForInspectionSubjects: [{ uuid: a.uuid, name: "Emma", enabled: true }],
      });
      const res = await post(
        cancelUrl,
        { subjects: [{ uuid: a.uuid, name: "Emma", enabled: false }] },
        cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: null, subjects: [{ uuid: a.uuid, name: "Emma", enabled: false }] });
      const [row] = await t.db
        .select()
        .from(packagesForInspection)
        .where(eq(packagesForInspection.userId, user.id));
      expect(row?.enabled).toBe(false);
      expect(row?.answeredAt).toBeInstanceOf(Date);
      // A set of the user without a package for inspection is refused.
      const notMarked = await post(
        cancelUrl,
        { subjects: [{ uuid: b.uuid, name: "Jonas", enabled: false }] },
        cookie,
      );
      expect(notMarked.statusCode).toBe(404);
    });

    it("refuses another user's package and does not touch it", async () => {
      const { cookie, a, other, stranger, user } = await parent();
      await markPackagesForInspection(t.db, { userId: user.id, portalId: t.app.portalId }, [a.uuid]);
      await markPackagesForInspection(t.db, { userId: stranger.id, portalId: t.app.portalId }, [other.uuid]);
      const res = await post(
        cancelUrl,
        { subjects: [{ uuid: other.uuid, name: "x", enabled: false }] },
        cookie,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("picture_set_not_found");
      const strangerCookie = await signedInCookie(t, stranger.id);
      expect((await get(accountDataUrl, strangerCookie)).json().packageForInspectionSubjects).toEqual([
        { uuid: other.uuid, name: "Someone else", enabled: true },
      ]);
    });

    it("the operator cannot mark a set that is not in the user's account", async () => {
      const { user, other } = await parent();
      expect(
        await markPackagesForInspection(t.db, { userId: user.id, portalId: t.app.portalId }, [
          other.uuid,
          "Someone else",
        ]),
      ).toEqual([]);
    });
  });
});
