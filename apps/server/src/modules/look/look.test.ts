import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioRecord } from "../../db/schema/index.ts";
import { createJob, createSubjectWithCode, testJpeg } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { multipart } from "../../test/multipart.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { shopLogoKey } from "../content/look.ts";
import { jobLetters } from "../jobs/service.ts";

function testPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

describe("the shop's look in the studio", () => {
  let t: TestApp;
  let owner: { cookie: string };
  let staff: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = { cookie: await studioCookie(t, (await createStaff(t, { role: "owner" })).id) };
    staff = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
  });
  afterAll(() => t.close());

  const settings = async () => (await t.app.inject({ method: "GET", url: "/api/webshop/settings" })).json();

  it("answers the owner the colours with their contrast figures", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/studio/look", headers: owner });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contrast).toHaveLength(4);
    expect(body.logo).toBeNull();
  });

  it("is the owner's alone: staff are refused and the signed-out asked to sign in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/studio/look", headers: staff })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/studio/look" })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/studio/look/colors",
      headers: staff,
      payload: { primary: "#000000", background: "#ffffff", text: "#000000" },
    });
    expect(put.statusCode).toBe(403);
  });

  it("saves colours that meet AA, which the parent's settings show at once, and records who did", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/studio/look/colors",
      headers: owner,
      payload: { primary: "#7A1F5C", background: "#fbfaf7", text: "#1b1b1b" },
    });
    expect(res.statusCode).toBe(200);
    expect((await settings()).page.colors).toEqual({
      primary: "#7a1f5c",
      background: "#fbfaf7",
      text: "#1b1b1b",
    });
    const recorded = await t.db.select().from(studioRecord).where(eq(studioRecord.action, "look.colors"));
    expect(recorded).toHaveLength(1);
  });

  it("refuses a pair below AA, naming it with its ratio and how far it falls short, and keeps the colours", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/studio/look/colors",
      headers: owner,
      payload: { primary: "#7a1f5c", background: "#fbfaf7", text: "#999999" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "studio_look_contrast",
      error: "Text on the background: 2.72:1, 1.78 below WCAG AA (4.5:1)",
    });
    expect((await settings()).page.colors.text).toBe("#1b1b1b");
  });

  it("refuses a colour that is not #rrggbb with a message naming the field", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/studio/look/colors",
      headers: owner,
      payload: { primary: "red", background: "#ffffff", text: "#000000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("The primary colour");
  });

  it("makes an uploaded logo the header's (96 px high) and the letters', served for good under its content's name", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/look/logo",
      ...multipart({ name: "logo.png", type: "image/png", data: await testPng(1200, 600) }, owner),
    });
    expect(res.statusCode).toBe(200);
    const { logo } = (await settings()).page;
    expect(logo).toMatchObject({ width: 192, height: 96 });
    const file = await t.app.inject({ method: "GET", url: logo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "png", height: 96 });
    expect(await shopLogoKey(t.db, t.app.portalId)).toMatch(/^look\/logo-[0-9a-f]{16}-480\.png$/);
  });

  it("puts the shop's logo on the code letters of a job whose photographer has none", async () => {
    const job = await createJob(t, { name: "Logo school" });
    await createSubjectWithCode(t, { jobId: job.id, name: "Ida Hansen", group: "3B" });
    const letters = await jobLetters(
      { db: t.db, keys: t.config, storage: t.storage },
      t.config.publicUrl,
      job.uuid,
    );
    expect(Buffer.from(letters.pdf).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });

  it("refuses an SVG logo, which could carry script, and a file that is no picture", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
    );
    for (const file of [
      { name: "logo.svg", type: "image/svg+xml", data: svg },
      { name: "logo.png", type: "image/png", data: Buffer.from("not a picture") },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/studio/look/logo",
        ...multipart(file, owner),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "studio_look_file_refused" });
    }
  });

  it("makes the front picture into the widths the front page asks for, never enlarged", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/look/front-picture",
      ...multipart(
        { name: "front.jpg", type: "image/jpeg", data: await testJpeg(2000, 1200, "#c8b89a") },
        owner,
      ),
    });
    expect(res.statusCode).toBe(200);
    const { page } = await settings();
    expect(page.frontPictureSizes.map((s: { width: number; height: number }) => [s.width, s.height])).toEqual(
      [
        [800, 480],
        [1600, 960],
      ],
    );
    expect(page.backgroundImage).toBe(page.frontPictureSizes[0].url);
    expect(res.json().frontPicture).toMatchObject({ width: 800 });
  });

  it("makes the favicon the sizes browsers ask for", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/look/favicon",
      ...multipart({ name: "icon.png", type: "image/png", data: await testPng(300, 200) }, owner),
    });
    expect(res.statusCode).toBe(200);
    const { favicons } = (await settings()).page;
    expect(favicons.map((f: { size: number }) => f.size)).toEqual([32, 180, 192, 512]);
    const icon = await t.app.inject({ method: "GET", url: favicons[0].url });
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ width: 32, height: 32 });
  });

  it("takes the logo away, and its files with it", async () => {
    const before = (await settings()).page.logo.url;
    const res = await t.app.inject({ method: "DELETE", url: "/api/studio/look/logo", headers: owner });
    expect(res.statusCode).toBe(200);
    expect((await settings()).page.logo).toBeNull();
    expect((await t.app.inject({ method: "GET", url: before })).statusCode).toBe(404);
  });

  it("answers 404 for a file name that is not one of the look's, and 400 for an unknown kind", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/webshop/look/..%2Fsecrets.png" })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: "DELETE", url: "/api/studio/look/banner", headers: owner });
    expect(res.statusCode).toBe(400);
  });
});

describe("content pages in the studio", () => {
  let t: TestApp;
  let owner: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = { cookie: await studioCookie(t, (await createStaff(t, { role: "owner" })).id) };
  });
  afterAll(() => t.close());

  const page = {
    id: "about-us",
    title: { en: "About us" },
    body: { en: '<p onclick="x()">We take <strong>school</strong> photos.</p><script>alert(1)</script>' },
    inMenu: true,
  };

  it("creates a page whose HTML is stored sanitised, shows it at /pages/<id> and in the menu", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/look/pages",
      headers: owner,
      payload: page,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().body.en).toBe("<p>We take <strong>school</strong> photos.</p>");
    const parent = await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/about-us" });
    expect(parent.json()).toEqual({
      title: "About us",
      modules: [{ type: "richText", content: "<p>We take <strong>school</strong> photos.</p>" }],
    });
    const { menu } = (await t.app.inject({ method: "GET", url: "/api/webshop/settings" })).json();
    expect(menu).toContainEqual(expect.objectContaining({ type: "internal", target: "/pages/about-us" }));
  });

  it("refuses a second page of the same id and an id that is not lower-case letters, digits and dashes", async () => {
    const again = await t.app.inject({
      method: "POST",
      url: "/api/studio/look/pages",
      headers: owner,
      payload: page,
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/studio/look/pages",
      headers: owner,
      payload: { ...page, id: "About Us" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("lower-case letters");
  });

  it("previews HTML through the same sanitizer", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/look/pages/preview",
      headers: owner,
      payload: {
        html: '<a href="javascript:alert(1)">x</a><img src="https://example.com/a.jpg" onerror="x()">',
      },
    });
    expect(res.json().html).toBe('<a>x</a><img src="https://example.com/a.jpg" />');
  });

  it("changes a page and takes it out of the menu, and lists it", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/studio/look/pages/about-us",
      headers: owner,
      payload: { title: { en: "Who we are" }, body: { en: "<p>Hello</p>" }, inMenu: false },
    });
    expect(res.statusCode).toBe(200);
    const list = (
      await t.app.inject({ method: "GET", url: "/api/studio/look/pages", headers: owner })
    ).json();
    expect(list.pages).toEqual([
      { id: "about-us", title: { en: "Who we are" }, settingsFileOnly: false, inMenu: false },
    ]);
  });

  it("answers 404 for a page the shop does not have, and removes a page", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/studio/look/pages/nope", headers: owner });
    expect(missing.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/studio/look/pages/about-us",
      headers: owner,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/about-us" })).statusCode,
    ).toBe(404);
  });

  it("asks the signed-out to sign in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/studio/look/pages" })).statusCode).toBe(401);
  });
});
