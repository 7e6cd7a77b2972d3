import { createHmac } from "node:crypto";
import type { PictureSet } from "@shop/contracts/picture-sets";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { signedUrlExpiry } from "../../platform/signed-urls.ts";
import {
  addToAccount,
  createImageBackgrounds,
  createJob,
  createParent,
  createUser,
  grantPictures,
  type Parent,
  type PictureSetOptions,
  signedInCookie,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { derivedKey } from "./service.ts";
import { checkPictureSignature, signPictureUrl } from "./signing.ts";

const hmacOf = (secret: string, message: string) =>
  createHmac("sha256", secret).update(message).digest("base64url").slice(0, 32);

describe("picture URL signing", () => {
  const config = { signingSecret: "a-test-secret-that-is-long-enough-for-hmac" };
  const uuid = "7d0f7f5e-4b8a-4c47-9a53-2f2a1f7b6c01";

  it("a URL stays the same within an hour's window and lives one to two hours", () => {
    const start = new Date("2026-03-01T10:00:00Z");
    const later = new Date("2026-03-01T10:59:59Z");
    expect(signPictureUrl(config, uuid, "320", start)).toBe(signPictureUrl(config, uuid, "320", later));
    expect(signPictureUrl(config, uuid, "320", new Date("2026-03-01T11:00:00Z"))).not.toBe(
      signPictureUrl(config, uuid, "320", later),
    );
    expect(signedUrlExpiry(start) * 1000 - start.getTime()).toBe(2 * 3_600_000);
    expect(signedUrlExpiry(later) * 1000 - later.getTime()).toBe(3_600_000 + 1000);
  });

  it("a URL signed in one window is honoured in the next, and refused once that has passed", () => {
    const signedAt = new Date("2026-03-01T10:30:00Z");
    const url = new URL(signPictureUrl(config, uuid, "640", signedAt), "http://shop");
    const exp = Number(url.searchParams.get("exp"));
    const sig = url.searchParams.get("sig") ?? "";
    const at = (time: string) => checkPictureSignature(config, uuid, "640", exp, sig, new Date(time));
    expect(at("2026-03-01T10:59:59Z")).toBe("valid");
    expect(at("2026-03-01T11:59:59Z")).toBe("valid");
    expect(at("2026-03-01T12:00:00Z")).toBe("expired");
  });

  it("a URL signed under the old 12-hour windows is over, though its signature is good", () => {
    const now = new Date("2026-03-01T10:30:00Z");
    const exp = Math.floor(Date.parse("2026-03-02T00:00:00Z") / 1000);
    const sig = hmacOf(config.signingSecret, `${uuid}:640:${exp}`);
    expect(checkPictureSignature(config, uuid, "640", exp, sig, now)).toBe("expired");
  });

  it("a signature checks out only for its picture, size and expiry", () => {
    const now = new Date("2026-03-01T08:00:00Z");
    const url = new URL(signPictureUrl(config, uuid, "640", now), "http://shop");
    const exp = Number(url.searchParams.get("exp"));
    const sig = url.searchParams.get("sig") ?? "";
    expect(checkPictureSignature(config, uuid, "640", exp, sig, now)).toBe("valid");
    expect(checkPictureSignature(config, uuid, "original", exp, sig, now)).toBe("invalid");
    expect(checkPictureSignature(config, uuid, "640", exp + 1, sig, now)).toBe("invalid");
    expect(
      checkPictureSignature(
        { signingSecret: "another-secret-another-secret-xx" },
        uuid,
        "640",
        exp,
        sig,
        now,
      ),
    ).toBe("invalid");
    expect(checkPictureSignature(config, uuid, "640", exp, sig, new Date(exp * 1000 + 1))).toBe("expired");
  });

  it("a thumbnail's or preview's URL signs its original's key with the rest; an original's and a cut-out's do not", () => {
    const now = new Date("2026-03-01T08:00:00Z");
    const key = "originals/0b5e1f9a-3c2d-4e6f-8a7b-9c0d1e2f3a4b.jpg";
    const url = new URL(signPictureUrl(config, uuid, "320", now, key), "http://shop");
    expect(url.searchParams.get("f")).toBe(key);
    const exp = Number(url.searchParams.get("exp"));
    const sig = url.searchParams.get("sig") ?? "";
    expect(checkPictureSignature(config, uuid, "320", exp, sig, now, key)).toBe("valid");
    expect(checkPictureSignature(config, uuid, "320", exp, sig, now, "originals/another.jpg")).toBe(
      "invalid",
    );
    expect(checkPictureSignature(config, uuid, "320", exp, sig, now)).toBe("invalid");
    for (const size of ["original", "640c"] as const) {
      expect(new URL(signPictureUrl(config, uuid, size, now, key), "http://shop").searchParams.has("f")).toBe(
        false,
      );
    }
  });
});

describe("images", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createImageBackgrounds(t, ["Blue studio", "Grey", "Garden green"]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The parent's set as the shop shows it to the parent (with signed picture URLs). */
  async function shownSet(parent: Parent): Promise<PictureSet> {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
      headers: { cookie: parent.cookie },
    });
    return res.json();
  }

  /** A signed-in parent with a set of four pictures (real JPEG originals) and the set as the shop shows it. */
  async function parentWithSet({ jobId, ...options }: PictureSetOptions = {}) {
    const parent = await createParent(t, jobId === undefined ? {} : { jobId }, {
      pictureCount: 4,
      ...options,
    });
    return { ...parent, shown: await shownSet(parent) };
  }

  const picture = (set: PictureSet, index: number) => {
    const p = set.pictures[index];
    if (!p) throw new Error(`no picture ${index}`);
    return p;
  };

  /** Spies on the database's queries until the end of the test. */
  function spyOnQueries() {
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, "query");
    onTestFinished(() => query.mockRestore());
    return query;
  }

  const acceptOf = {
    avif: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
    webp: "image/webp,*/*",
    jpeg: "image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5",
  } as const;

  it("a thumbnail is made on first request, kept in storage and served as webp 320 wide", async () => {
    const p = picture((await parentWithSet()).shown, 0);
    expect(await t.storage.exists(derivedKey(p.uuid, "320", "webp"))).toBe(false);
    const headers = { accept: acceptOf.webp };
    const res = await t.app.inject({ method: "GET", url: p.urls.thumbnail, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d+, immutable$/);
    expect(res.headers.vary).toMatch(/\baccept\b/i);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(320);
    expect(await t.storage.exists(derivedKey(p.uuid, "320", "webp"))).toBe(true);
    const again = await t.app.inject({ method: "GET", url: p.urls.thumbnail, headers });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("a browser that takes AVIF gets an AVIF thumbnail, kept in storage apart from the WebP one", async () => {
    const p = picture((await parentWithSet()).shown, 0);
    const res = await t.app.inject({
      method: "GET",
      url: p.urls.thumbnail,
      headers: { accept: acceptOf.avif },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/avif");
    expect(res.headers.vary).toMatch(/\baccept\b/i);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("av1");
    expect(meta.width).toBe(320);
    expect(await t.storage.exists(derivedKey(p.uuid, "320", "avif"))).toBe(true);
    expect(await t.storage.exists(derivedKey(p.uuid, "320", "webp"))).toBe(false);
  });

  it("a browser that names neither AVIF nor WebP gets a JPEG preview, and so does a client without Accept", async () => {
    const p = picture((await parentWithSet()).shown, 1);
    for (const headers of [{ accept: acceptOf.jpeg }, {}]) {
      const res = await t.app.inject({ method: "GET", url: p.urls.preview, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers.vary).toMatch(/\baccept\b/i);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(640);
    }
    expect(await t.storage.exists(derivedKey(p.uuid, "640", "jpeg"))).toBe(true);
  });

  for (const format of ["avif", "webp", "jpeg"] as const) {
    it(`a ${format} thumbnail already made is served on its signature alone: no database query, not even the session's`, async () => {
      const parent = await parentWithSet();
      const p = picture(parent.shown, 3);
      const headers = { accept: acceptOf[format] };
      expect((await t.app.inject({ method: "GET", url: p.urls.thumbnail, headers })).statusCode).toBe(200);
      const query = spyOnQueries();
      const cached = await t.app.inject({
        method: "GET",
        url: p.urls.thumbnail,
        headers: { ...headers, cookie: parent.cookie },
      });
      expect(cached.statusCode).toBe(200);
      expect(cached.headers["content-type"]).toBe(`image/${format}`);
      expect(query).not.toHaveBeenCalled();
    });
  }

  it("a first thumbnail through the picture set's URL is made from the original it names, with no database read", async () => {
    const parent = await parentWithSet();
    const p = picture(parent.shown, 1);
    expect(new URL(p.urls.thumbnail, "http://shop").searchParams.get("f")).toMatch(/^originals\//);
    expect(await t.storage.exists(derivedKey(p.uuid, "320", "webp"))).toBe(false);
    const query = spyOnQueries();
    const res = await t.app.inject({
      method: "GET",
      url: p.urls.thumbnail,
      headers: { accept: acceptOf.webp },
    });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    expect(query).not.toHaveBeenCalled();
  });

  it("a URL signed before originals were named in it still makes the picture, from the picture's row", async () => {
    const { uuid } = picture((await parentWithSet()).shown, 2);
    const res = await t.app.inject({
      method: "GET",
      url: signPictureUrl(t.config, uuid, "640", new Date()),
      headers: { accept: acceptOf.jpeg },
    });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it("an original named in the URL but not signed with it is refused, and so is a missing one", async () => {
    const p = picture((await parentWithSet()).shown, 3);
    const other = picture((await parentWithSet()).shown, 0);
    const otherKey = new URL(other.urls.thumbnail, "http://shop").searchParams.get("f") ?? "";
    const swapped = p.urls.thumbnail.replace(/f=[^&]*/, `f=${encodeURIComponent(otherKey)}`);
    expect((await t.app.inject({ method: "GET", url: swapped })).statusCode).toBe(403);
    const climbing = p.urls.thumbnail.replace(/f=[^&]*/, `f=${encodeURIComponent("../secrets.json")}`);
    expect((await t.app.inject({ method: "GET", url: climbing })).statusCode).toBe(400);
    const gone = signPictureUrl(t.config, p.uuid, "320", new Date(), "originals/not-there.jpg");
    const res = await t.app.inject({ method: "GET", url: gone });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "picture_not_found" });
  });

  it("a green-screen picture has a cut-out preview, transparent around the person along its mask", async () => {
    const { shown } = await parentWithSet({ greenscreen: [1] });
    expect(picture(shown, 0).urls.cutout).toBeNull();
    const cut = picture(shown, 1).urls.cutout;
    if (cut === null) throw new Error("the green-screen picture has no cut-out");
    expect(cut).toMatch(new RegExp(`/api/webshop/images/${picture(shown, 1).uuid}/640c\\?`));
    for (const [accept, format] of [
      [acceptOf.webp, "webp"],
      [acceptOf.jpeg, "png"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: cut, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(`image/${format}`);
      const image = sharp(res.rawPayload);
      const meta = await image.metadata();
      expect([meta.format, meta.width, meta.hasAlpha]).toEqual([format, 640, true]);
      // Opaque in the middle (the person), transparent in the corner.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(alphaAt(320, Math.round(info.height / 2))).toBeGreaterThan(200);
      expect(alphaAt(2, 2)).toBeLessThan(30);
    }
  });

  it("a picture without a mask has no cut-out, even through a signed URL", async () => {
    const p = picture((await parentWithSet()).shown, 0);
    const url = signPictureUrl(t.config, p.uuid, "640c", new Date());
    const res = await t.app.inject({ method: "GET", url, headers: { accept: acceptOf.webp } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("picture_not_found");
  });

  it("a preview is 640 wide and needs no session", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: picture((await parentWithSet()).shown, 1).urls.preview,
    });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it("two requests racing for one derivative make it once", async () => {
    const p = picture((await parentWithSet()).shown, 2);
    const put = vi.spyOn(t.storage, "put");
    onTestFinished(() => put.mockRestore());
    const [a, b] = await Promise.all([
      t.app.inject({ method: "GET", url: p.urls.preview }),
      t.app.inject({ method: "GET", url: p.urls.preview }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(put.mock.calls.filter(([key]) => key === derivedKey(p.uuid, "640", "jpeg"))).toHaveLength(1);
  });

  it("a tampered signature is refused", async () => {
    const url = picture((await parentWithSet()).shown, 0).urls.thumbnail.replace(
      /sig=(.)/,
      (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`,
    );
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Not allowed", code: "link_invalid" });
  });

  it("a signature for another size is refused", async () => {
    const p = picture((await parentWithSet()).shown, 0);
    const url = p.urls.thumbnail.replace("/320?", "/640?");
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(403);
  });

  it("an expired link is refused", async () => {
    const { uuid } = picture((await parentWithSet()).shown, 0);
    const url = signPictureUrl(t.config, uuid, "320", new Date(Date.now() - 3 * 24 * 3_600_000));
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "This link has expired", code: "link_expired" });
  });

  it("a picture set's URL opens until the end of the next hour's window, and not after", async () => {
    const { thumbnail } = picture((await parentWithSet()).shown, 0).urls;
    expect((await t.app.inject({ method: "GET", url: thumbnail })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const exp = Number(new URL(thumbnail, "http://shop").searchParams.get("exp"));
    vi.setSystemTime(exp * 1000 - 1000);
    expect((await t.app.inject({ method: "GET", url: thumbnail })).statusCode).toBe(200);
    vi.setSystemTime(exp * 1000);
    const late = await t.app.inject({ method: "GET", url: thumbnail });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ error: "This link has expired", code: "link_expired" });
  });

  it("a link without a signature is invalid input", async () => {
    const { uuid } = picture((await parentWithSet()).shown, 0);
    const res = await t.app.inject({ method: "GET", url: `/api/webshop/images/${uuid}/320` });
    expect(res.statusCode).toBe(400);
  });

  /** A parent who bought the first two of the set's four pictures, and the set as the shop then shows it. */
  async function parentWhoBoughtTwo() {
    const parent = await createParent(t, {}, { pictureCount: 4 });
    await grantPictures(
      t,
      parent.user.id,
      parent.set.pictures.slice(0, 2).map((p) => p.id),
    );
    return { ...parent, shown: await shownSet(parent) };
  }

  it("a bought original downloads as an attachment named by the picture id", async () => {
    const nora = await parentWhoBoughtTwo();
    const bought = nora.shown.pictures.filter((p) => p.bought);
    expect(bought).toHaveLength(2);
    for (const p of bought) {
      const res = await t.app.inject({
        method: "GET",
        url: p.urls.original ?? "",
        headers: { cookie: nora.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${p.webshopId}.jpg"`);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect((await sharp(res.rawPayload).metadata()).format).toBe("jpeg");
    }
  });

  it("an original that was not bought is refused even with a valid signature", async () => {
    const nora = await parentWhoBoughtTwo();
    const p = nora.shown.pictures.find((x) => !x.bought);
    if (!p) throw new Error("no unbought picture");
    const url = signPictureUrl(t.config, p.uuid, "original");
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: nora.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Not allowed", code: "download_not_allowed" });
  });

  it("a bought original is refused signed out and to another user", async () => {
    const nora = await parentWhoBoughtTwo();
    const url = nora.shown.pictures.find((p) => p.bought)?.urls.original ?? "";
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(403);
    // Another parent with the same picture set in the account, who bought nothing.
    const other = await createUser(t);
    await addToAccount(t, other.id, nora.set.subject.id);
    const cookie = await signedInCookie(t, other.id);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie } })).statusCode).toBe(403);
  });

  it("a greenscreen picture lists the shop's backgrounds, which are served", async () => {
    const nora = await parentWithSet({ greenscreen: [1] });
    const p = nora.shown.pictures.find((x) => x.greenscreen);
    if (!p) throw new Error("no greenscreen picture");
    const res = await t.app.inject({
      method: "GET",
      url: `/ajax/template/get_image_backgrounds.php?uuid=${p.uuid}`,
      headers: { cookie: nora.cookie },
    });
    expect(res.statusCode).toBe(200);
    const backgrounds: Array<{ uuid: string; src: string; default: boolean }> = res.json();
    expect(backgrounds).toHaveLength(3);
    expect(backgrounds.filter((b) => b.default)).toHaveLength(1);
    const file = await t.app.inject({ method: "GET", url: backgrounds[0]?.src ?? "" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["cache-control"]).toContain("public");
  });

  it("a picture without greenscreen has no backgrounds", async () => {
    const nora = await parentWithSet({ greenscreen: [1] });
    const p = nora.shown.pictures.find((x) => !x.greenscreen);
    const res = await t.app.inject({
      method: "GET",
      url: `/ajax/template/get_image_backgrounds.php?uuid=${p?.uuid}`,
      headers: { cookie: nora.cookie },
    });
    expect(res.json()).toEqual([]);
  });

  it("backgrounds of another user's picture answer 404", async () => {
    const owner = await parentWithSet({ greenscreen: [0] });
    const other = await parentWithSet();
    const res = await t.app.inject({
      method: "GET",
      url: `/ajax/template/get_image_backgrounds.php?uuid=${picture(owner.shown, 0).uuid}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it("backgrounds need a signed-in user and a picture id", async () => {
    const nora = await parentWithSet({ greenscreen: [0] });
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/ajax/template/get_image_backgrounds.php?uuid=${picture(nora.shown, 0).uuid}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: "GET",
      url: "/ajax/template/get_image_backgrounds.php?uuid=nope",
      headers: { cookie: nora.cookie },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("a stored photographer logo gets a URL on the picture set and is served", async () => {
    const logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    await t.storage.put("logos/solfoto.png", logo);
    const job = await createJob(t, { photographer: { name: "Solfoto AS", logoKey: "logos/solfoto.png" } });
    const { shown: set } = await parentWithSet({ jobId: job.id });
    expect(set.photographer.logoUrl).toBe(`/api/webshop/photographers/${set.photographer.uuid}/logo`);
    const res = await t.app.inject({ method: "GET", url: set.photographer.logoUrl ?? "" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });

  it("an unknown background file answers 404", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/webshop/image-backgrounds/7d0f7f5e-4b8a-4c47-9a53-2f2a1f7b6c01.jpg",
    });
    expect(res.statusCode).toBe(404);
  });
});
