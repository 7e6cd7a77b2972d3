import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasJobs } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { pictureSetUuidOf, registerWithCode } from "../test-support.ts";
import { jobFolder, readCodes } from "./job-test-support.ts";
import { importJob } from "./service.ts";

describe("a shop set up with job import", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("opens the pictures to a parent who redeems a code from codes.csv and registers", async () => {
    expect(await hasJobs(t.db)).toBe(false);
    const folder = await jobFolder(
      "subject,group,picture,type\nMia Dahl,2A,mia-1.jpg,IP\nMia Dahl,2A,mia-2.jpg,IP\nKlasse 2A,2A,class.jpg,GP\n",
      { "mia-1.jpg": "jpeg", "mia-2.jpg": "jpeg", "class.jpg": "jpeg" },
    );
    await importJob(
      { db: t.db, storage: t.storage, keys: t.config },
      { folder, name: "Fjellet skole 2026", type: "school" },
    );
    const mia = (await readCodes(folder)).find((c) => c.subject === "Mia Dahl");
    if (!mia) throw new Error("codes.csv has no row for Mia Dahl");

    // The code as printed, in groups of four with spaces.
    const { cookie } = await registerWithCode(t.app, mia.code);

    const setUuid = await pictureSetUuidOf(t.app, cookie, "Mia Dahl");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${setUuid}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const set = res.json() as {
      subject: { name: string; group: string };
      job: { name: string; jobType: string };
      pictures: Array<{ urls: { thumbnail: string } }>;
    };
    expect(set.subject).toMatchObject({ name: "Mia Dahl", group: "2A" });
    expect(set.job).toMatchObject({ name: "Fjellet skole 2026", jobType: "school" });
    expect(set.pictures).toHaveLength(2);
    const thumbnail = await t.app.inject({
      method: "GET",
      url: set.pictures[0]?.urls.thumbnail ?? "",
      headers: { cookie },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toContain("image/");
  });
});
