import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, testJpeg } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  deleteUploadFiles,
  eraseUploadsOf,
  recentUploads,
  storeUpload,
  uploadFileKeys,
  uploadsForExport,
} from "./service.ts";

describe("a user's uploads when the account goes (decision 0034)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("exports every upload, and erases only the user's rows, answering every file and preview to delete", async () => {
    const shop = { db: t.db, storage: t.storage, portalId: t.app.portalId };
    const user = await createUser(t);
    const other = await createUser(t);
    const picture = { data: await testJpeg(40, 30), width: 40, height: 30 };
    const first = await storeUpload(shop, user.id, picture);
    const second = await storeUpload(shop, user.id, picture);
    const others = await storeUpload(shop, other.id, picture);

    expect((await uploadsForExport(t.db, t.app.portalId, user.id)).map((u) => u.uuid)).toEqual([
      first.uuid,
      second.uuid,
    ]);
    const keys = [...uploadFileKeys(first), ...uploadFileKeys(second)];
    // Each key names a file the upload stored: the picture and its six previews.
    expect(keys).toHaveLength(14);
    for (const key of keys) expect(await t.storage.exists(key)).toBe(true);

    const erased = await t.db.transaction((tx) => eraseUploadsOf(tx, t.app.portalId, user.id));
    expect(erased.sort()).toEqual(keys.sort());
    expect(await recentUploads(t.db, t.app.portalId, user.id)).toEqual([]);
    await deleteUploadFiles(t.storage, erased);
    for (const key of keys) expect(await t.storage.exists(key)).toBe(false);
    // Deleting again is no failure; the other user's upload and files stay.
    await deleteUploadFiles(t.storage, erased);
    expect((await recentUploads(t.db, t.app.portalId, other.id)).map((u) => u.uuid)).toEqual([others.uuid]);
    for (const key of uploadFileKeys(others)) expect(await t.storage.exists(key)).toBe(true);
  });
});
