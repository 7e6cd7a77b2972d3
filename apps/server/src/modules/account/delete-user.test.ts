import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { createParent, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { insertPackageForInspection, preferencesForExport, setSubjectReminders } from "./preferences.ts";
import { deleteUser, isPasswordOf, profileForExport } from "./service.ts";

describe("the account's part of the parent's data (decision 0034)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("checks the password of a user, and of no one else", async () => {
    const user = await createUser(t, { password: "mine-12345" });
    const other = await createUser(t, { password: "theirs-12345" });
    expect(await isPasswordOf(t.db, user.id, "mine-12345")).toBe(true);
    expect(await isPasswordOf(t.db, user.id, "theirs-12345")).toBe(false);
    expect(await isPasswordOf(t.db, other.id, "mine-12345")).toBe(false);
    expect(await isPasswordOf(t.db, 999_999, "mine-12345")).toBe(false);
  });

  it("exports the profile without its password hash, and the preferences per picture set", async () => {
    const parent = await createParent(t, {}, { name: "Ola Nordmann" });
    const viewer = { userId: parent.user.id, portalId: t.app.portalId };
    await setSubjectReminders(t.db, viewer, [{ uuid: parent.set.subject.uuid, remindersEnabled: false }]);
    await insertPackageForInspection(t.db, parent.user.id, parent.set.subject.id);
    const profile = await profileForExport(t.db, parent.user.id);
    expect(profile).toMatchObject({ uuid: parent.user.uuid, email: parent.user.email, name: "Test User" });
    expect(Object.keys(profile ?? {})).not.toContain("passwordHash");
    const [stored] = await t.db.select().from(users).where(eq(users.id, parent.user.id));
    expect(JSON.stringify(profile)).not.toContain(stored?.passwordHash);
    expect(await preferencesForExport(t.db, viewer)).toEqual({
      reminders: [{ pictureSet: "Ola Nordmann", remindersEnabled: false }],
      packagesForInspection: [{ pictureSet: "Ola Nordmann", keep: true }],
    });
  });

  it("deletes the user's row with its sessions, and only that user", async () => {
    const parent = await createParent(t);
    const other = await createParent(t);
    expect(await t.db.transaction((tx) => deleteUser(tx, parent.user.id))).toBe(true);
    expect(await profileForExport(t.db, parent.user.id)).toBeNull();
    expect(await t.db.$count(sessions, eq(sessions.userId, parent.user.id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.userId, other.user.id))).toBe(1);
    expect(await deleteUser(t.db, parent.user.id)).toBe(false);
  });
});
