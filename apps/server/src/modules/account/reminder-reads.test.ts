import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToAccount, createPictureSet, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { mailRecipientsOf, remindersTurnedOff, setSubjectReminders } from "./preferences.ts";

describe("the account's reads for the reminder round", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names the sets whose reminders were turned off (no choice stored: on)", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const a = await createPictureSet(t);
    const b = await createPictureSet(t);
    await addToAccount(t, user.id, a.subject.id, b.subject.id);
    await addToAccount(t, other.id, a.subject.id);
    const viewer = { userId: user.id, portalId: t.app.portalId };
    await setSubjectReminders(t.db, viewer, [
      { uuid: a.subject.uuid, remindersEnabled: false },
      { uuid: b.subject.uuid, remindersEnabled: true },
    ]);
    const pairs = [
      { userId: user.id, subjectId: a.subject.id },
      { userId: user.id, subjectId: b.subject.id },
      { userId: other.id, subjectId: a.subject.id },
    ];
    expect(await remindersTurnedOff(t.db, pairs)).toEqual(new Set([`${user.id}:${a.subject.id}`]));
    expect(await remindersTurnedOff(t.db, pairs.slice(1))).toEqual(new Set());
    expect(await remindersTurnedOff(t.db, [])).toEqual(new Set());
  });

  it("gives each user's address, name and language", async () => {
    const en = await createUser(t, { name: "Kari" });
    const nb = await createUser(t, { name: null, lang: "nb" });
    const found = await mailRecipientsOf(t.db, [en.id, nb.id, en.id]);
    expect(found).toEqual(
      new Map([
        [en.id, { email: en.email, name: "Kari", lang: "en" }],
        [nb.id, { email: nb.email, name: null, lang: "nb" }],
      ]),
    );
  });
});
