import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToAccount, createPictureSet, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { chooseYearbookPose, yearbookPosesChosen } from "./service.ts";

describe("yearbookPosesChosen", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names the (user, set) pairs with a chosen pose, of the pairs asked", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const a = await createPictureSet(t);
    const b = await createPictureSet(t);
    await addToAccount(t, user.id, a.subject.id, b.subject.id);
    await addToAccount(t, other.id, a.subject.id, b.subject.id);
    const picture = a.pictures[0];
    if (!picture) throw new Error("no picture");
    expect(await chooseYearbookPose(t.db, user.id, t.app.portalId, a.subject.uuid, picture.uuid)).toEqual({
      kind: "ok",
    });
    const otherPicture = b.pictures[0];
    if (!otherPicture) throw new Error("no picture");
    await chooseYearbookPose(t.db, other.id, t.app.portalId, b.subject.uuid, otherPicture.uuid);
    const chosen = await yearbookPosesChosen(t.db, [
      { userId: user.id, subjectId: a.subject.id },
      { userId: user.id, subjectId: b.subject.id },
      { userId: other.id, subjectId: a.subject.id },
    ]);
    expect(chosen).toEqual(new Set([`${user.id}:${a.subject.id}`]));
    expect(await yearbookPosesChosen(t.db, [])).toEqual(new Set());
  });
});
