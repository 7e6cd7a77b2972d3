import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToAccount, createParent, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { chooseYearbookPose, pictureSetsForExport, setFavorite } from "./service.ts";

describe("the picture sets' part of the parent's data (decision 0034)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("exports the user's sets, favorites and yearbook pose, and nothing another parent of the set chose", async () => {
    const parent = await createParent(t, {}, { name: "Emma Nordmann", group: "3B" });
    const other = await createUser(t);
    await addToAccount(t, other.id, parent.set.subject.id);
    const [first, second, third] = parent.set.pictures;
    if (!first || !second || !third) throw new Error("three pictures");
    const set = parent.set.subject.uuid;
    await setFavorite(t.db, parent.user.id, t.app.portalId, set, first.uuid, true);
    await chooseYearbookPose(t.db, parent.user.id, t.app.portalId, set, second.uuid);
    await setFavorite(t.db, other.id, t.app.portalId, set, third.uuid, true);
    await chooseYearbookPose(t.db, other.id, t.app.portalId, set, third.uuid);

    const exported = await pictureSetsForExport(t.db, { userId: parent.user.id, portalId: t.app.portalId });
    expect(exported.pictureSets).toEqual([
      expect.objectContaining({
        name: "Emma Nordmann",
        group: "3B",
        job: "Test school 2026",
        year: 2026,
        cameBy: "code",
        yearbookPose: expect.objectContaining({ picture: second.webshopId }),
      }),
    ]);
    expect(exported.favorites).toEqual([expect.objectContaining({ picture: first.webshopId })]);
    expect(JSON.stringify(exported)).not.toContain(third.webshopId);
  });
});
