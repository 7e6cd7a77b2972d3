import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import type { CartResponse } from "@shop/contracts/cart";
import type { FillTemplateResponse, ImageResource } from "@shop/contracts/templates";
import { RecentImagesResponse, UploadResponse } from "@shop/contracts/uploads";
import { uploadLimits } from "@shop/domain/limits";
import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName, type PDFPage, PDFRawStream, PDFRef } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads, webshopSettings } from "../../db/schema/index.ts";
import { decodeSlots } from "../../platform/decode-slots.ts";
import { fillDecodeSlots } from "../../platform/decode-slots-test-support.ts";
import {
  aTemplateDocument,
  createParent,
  createTemplate,
  createTemplateProduct,
  type Parent,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { openPostageTransaction, payWithCard } from "../checkout/purchase-test-support.ts";
import { printOrderLine } from "../production/service.ts";

const uploadUrl = "/system/iframes/upload_internal.php?handleuploads=1&json=1&thumbnails=640";
const recentUrl = "/api/webshop/user/recent-images";

interface File {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body as a browser's FormData sends it, each file under `field`. */
function multipart(files: readonly File[], field = "images[]") {
  const boundary = `----shop-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A holiday photo as a phone takes it: 200 × 100 pixels stored sideways (EXIF orientation 6: turn it a quarter
 * clockwise to show it), its left half red, with a GPS position and a copyright in its EXIF data.
 */
async function phoneJpeg(): Promise<Buffer> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: "The Lund family" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "59/1 54/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "10/1 45/1 0/1",
      },
    })
    .toBuffer();
}

/** Whether EXIF data holds a pointer to a GPS directory (tag 0x8825, either byte order). */
function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A PNG that claims width × height one-bit grey pixels, all black: a few KiB that decode to many megapixels. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function allowOwnPhotos(t: TestApp, allow: boolean): Promise<void> {
  await t.db
    .update(webshopSettings)
    .set({ allowOwnPhotos: allow })
    .where(eq(webshopSettings.portalId, t.app.portalId));
}

async function upload(t: TestApp, cookie: string | undefined, files: readonly File[], field?: string) {
  const body = multipart(files, field);
  return t.app.inject({
    method: "POST",
    url: uploadUrl,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie === undefined ? {} : { cookie }) },
  });
}

/** The upload call with the query flags given (spec 03 §7), as the old shop's pages and forms sent them. */
async function uploadWithFlags(t: TestApp, cookie: string, flags: string, file: File) {
  const body = multipart([file]);
  return t.app.inject({
    method: "POST",
    url: `/system/iframes/upload_internal.php?handleuploads=1&interface=2&thumbnails=640&${flags}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

async function uploadOne(t: TestApp, cookie: string, file: File) {
  const answer = await upload(t, cookie, [file]);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  const parsed = UploadResponse.parse(answer.json());
  expect(parsed.files).toHaveLength(1);
  return parsed.files[0] as UploadResponse["files"][number];
}

async function storedCount(t: TestApp): Promise<number> {
  return (await t.db.select({ id: uploads.id }).from(uploads)).length;
}

const aJpeg = (colour = "#3a7d44", width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe("the parent's own pictures", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let parent: Parent;
  let other: Parent;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    parent = await createParent(t, shop);
    other = await createParent(t, shop);
    await allowOwnPhotos(t, true);
  });
  afterAll(() => t.close());

  it("takes a phone's JPEG upright, without its GPS position or any other metadata, and serves its previews", async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([200, 100, 6]);
    expect(hasGpsPointer(before.exif)).toBe(true);

    const file = await uploadOne(t, parent.cookie, {
      name: "IMG_0001.jpg",
      type: "image/jpeg",
      data: original,
    });
    expect(file.keywords).toContain("user_uploaded");
    expect([file.width, file.height]).toEqual([100, 200]);
    expect(file.webshopId).toMatch(/^U-[0-9A-F]{8}$/);

    const [row] = await t.db.select().from(uploads).where(eq(uploads.uuid, file.uuid));
    if (!row) throw new Error("the upload has no row");
    const stored = await t.storage.get(row.storageKey);
    if (!stored) throw new Error("the upload's file is not in the storage");
    const after = await sharp(stored).metadata();
    expect(after.format).toBe("jpeg");
    expect([after.width, after.height]).toEqual([100, 200]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("Lund family");
    // Turned a quarter clockwise: what was the left (red) half is now on top.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const top = [...data.subarray(0, 3)];
    const bottom = [...data.subarray(data.length - 3)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);

    for (const url of [file.urls.thumbnail, file.urls.preview]) {
      const served = await t.app.inject({
        url,
        headers: { accept: "image/webp,*/*", cookie: parent.cookie },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
    }
  });

  it("takes PNG, WebP and HEIF (AVIF) by their content, whatever the name and type say", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const webp = await sharp(await aJpeg())
      .webp()
      .toBuffer();
    const heif = await sharp(await aJpeg())
      .heif({ compression: "av1" })
      .toBuffer();
    const answer = await upload(t, parent.cookie, [
      { name: "a.gif", type: "application/octet-stream", data: png },
      { name: "b", type: "text/plain", data: webp },
      { name: "c.heic", type: "image/heic", data: heif },
    ]);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const { files } = UploadResponse.parse(answer.json());
    expect(files.map((f) => [f.width, f.height])).toEqual([
      [64, 48],
      [300, 200],
      [300, 200],
    ]);
  });

  it("refuses a text file named .jpg, and keeps nothing of the call", async () => {
    const before = await storedCount(t);
    const answer = await upload(t, parent.cookie, [
      { name: "good.jpg", type: "image/jpeg", data: await aJpeg() },
      { name: "holiday.jpg", type: "image/jpeg", data: Buffer.from("Not a picture at all, only text.\n") },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "upload_not_an_image" });
    expect(await storedCount(t)).toBe(before);
  });

  it("reads the call's flags: another uploadtype is refused, a form's redirect to a page of the shop is followed", async () => {
    const photo = { name: "family.jpg", type: "image/jpeg", data: await aJpeg("#aa3355") };
    const before = await storedCount(t);
    const retouch = await uploadWithFlags(t, parent.cookie, "uploadtype=retouch&json=1", photo);
    expect(retouch.statusCode).toBe(400);
    expect(retouch.json()).toMatchObject({ code: "upload_type_not_offered" });
    expect(await storedCount(t)).toBe(before);

    const form = await uploadWithFlags(
      t,
      parent.cookie,
      `uploadtype=user&redirect=${encodeURIComponent("/templates/create/t1/p1?type=cards")}`,
      photo,
    );
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe("/templates/create/t1/p1?type=cards&uploaded=1");
    expect(await storedCount(t)).toBe(before + 1);

    // JSON when asked for, and never a redirect to another site.
    const asked = await uploadWithFlags(t, parent.cookie, "json=1&redirect=%2Fmy-account", photo);
    expect(asked.statusCode).toBe(200);
    expect(UploadResponse.parse(asked.json()).files).toHaveLength(1);
    const elsewhere = await uploadWithFlags(t, parent.cookie, "redirect=%2F%2Fevil.example%2F", photo);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers.location).toBeUndefined();
  });

  it("refuses a truncated JPEG as incomplete and a GIF as not a picture", async () => {
    const jpeg = await aJpeg();
    const gif = await sharp(jpeg).gif().toBuffer();
    for (const [data, code] of [
      [jpeg.subarray(0, jpeg.length / 2), "upload_truncated"],
      [gif, "upload_not_an_image"],
    ] as const) {
      const answer = await upload(t, parent.cookie, [{ name: "x.jpg", type: "image/jpeg", data }]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe(code);
    }
  });

  it("refuses a PNG decompression bomb by its pixels before decoding it", async () => {
    const bomb = pngBomb(12_000, 12_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(12_000 * 12_000).toBeGreaterThan(uploadLimits.maxPixels);
    const started = Date.now();
    const answer = await upload(t, parent.cookie, [{ name: "bomb.png", type: "image/png", data: bomb }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "upload_too_many_pixels" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("serves an upload's previews in its uploader's session only, not signed out nor to another parent", async () => {
    const file = await uploadOne(t, parent.cookie, {
      name: "a.jpg",
      type: "image/jpeg",
      data: await aJpeg(),
    });
    for (const url of [file.urls.thumbnail, file.urls.preview]) {
      expect(url).toMatch(/&own=1$/);
      expect((await t.app.inject({ url, headers: { cookie: parent.cookie } })).statusCode).toBe(200);
      for (const cookie of [undefined, other.cookie]) {
        const refused = await t.app.inject({ url, headers: cookie === undefined ? {} : { cookie } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: "Not allowed", code: "link_invalid" });
      }
      // Without its mark the URL is checked as any picture's, which its signature is not.
      const unmarked = url.replace("&own=1", "");
      expect((await t.app.inject({ url: unmarked, headers: { cookie: parent.cookie } })).statusCode).toBe(
        403,
      );
    }
  });

  it("reads a 48-megapixel JPEG at half its size, within what print needs", async () => {
    const big = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#3a7d44" } })
      .jpeg({ quality: 90, optimiseCoding: false })
      .toBuffer();
    const file = await uploadOne(t, parent.cookie, { name: "phone.jpg", type: "image/jpeg", data: big });
    expect([file.width, file.height]).toEqual([4000, 3000]);
    expect(file.width * file.height).toBeLessThanOrEqual(uploadLimits.maxPixels);
  });

  it("refuses a picture with too few bytes for its pixels, and names the megapixels it takes", async () => {
    const flat = pngBomb(3000, 2000);
    const answer = await upload(t, parent.cookie, [{ name: "flat.png", type: "image/png", data: flat }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "upload_too_few_bytes" });
    const huge = await upload(t, parent.cookie, [
      { name: "huge.png", type: "image/png", data: pngBomb(8000, 6000) },
    ]);
    expect(huge.json()).toMatchObject({ code: "upload_too_many_pixels", params: { max: 40 } });
  });

  it("answers 503 'busy' with Retry-After while the process's decodes are all taken, and takes the file after", async () => {
    // As a burst of other parents' uploads would.
    const others = fillDecodeSlots();
    try {
      expect(decodeSlots.load()).toEqual({ running: 1, waiting: 6 });
      const busy = await upload(t, parent.cookie, [
        { name: "a.jpg", type: "image/jpeg", data: await aJpeg() },
      ]);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers["retry-after"]).toBe("5");
      expect(busy.json()).toMatchObject({ code: "upload_busy" });
    } finally {
      await others.release();
    }
    await uploadOne(t, parent.cookie, { name: "a.jpg", type: "image/jpeg", data: await aJpeg() });
  });

  it("refuses a 40 MB file with 413 while it streams in", async () => {
    const before = await storedCount(t);
    const big = Buffer.concat([await aJpeg(), Buffer.alloc(40 * 1024 * 1024, 0x55)]);
    const answer = await upload(t, parent.cookie, [{ name: "big.jpg", type: "image/jpeg", data: big }]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: "upload_too_large", params: { max: 25 } });
    expect(await storedCount(t)).toBe(before);
  });

  it("refuses more files than one call takes, a call without a file, and a file under another field", async () => {
    const jpeg = await aJpeg();
    const many = Array.from({ length: uploadLimits.filesPerRequest + 1 }, (_, i) => ({
      name: `${i}.jpg`,
      type: "image/jpeg",
      data: jpeg,
    }));
    const tooMany = await upload(t, parent.cookie, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe("upload_too_many_files");
    const elsewhere = await upload(
      t,
      parent.cookie,
      [{ name: "a.jpg", type: "image/jpeg", data: jpeg }],
      "other",
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe("upload_no_file");
    const json = await t.app.inject({
      method: "POST",
      url: uploadUrl,
      payload: {},
      headers: { cookie: parent.cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe("upload_no_file");
  });

  it("shows each parent only their own uploads, newest first", async () => {
    const mine = await createParent(t, shop);
    const theirs = await createParent(t, shop);
    const first = await uploadOne(t, mine.cookie, {
      name: "1.jpg",
      type: "image/jpeg",
      data: await aJpeg("#111111"),
    });
    const second = await uploadOne(t, mine.cookie, {
      name: "2.jpg",
      type: "image/jpeg",
      data: await aJpeg("#222222"),
    });
    const foreign = await uploadOne(t, theirs.cookie, {
      name: "3.jpg",
      type: "image/jpeg",
      data: await aJpeg(),
    });
    const answer = await t.app.inject({ url: recentUrl, headers: { cookie: mine.cookie } });
    expect(answer.statusCode).toBe(200);
    const { images } = RecentImagesResponse.parse(answer.json());
    expect(images.map((i) => i.uuid)).toEqual([second.uuid, first.uuid]);
    expect(images.every((i) => i.keywords.includes("user_uploaded"))).toBe(true);
    const theirAnswer = RecentImagesResponse.parse(
      (await t.app.inject({ url: recentUrl, headers: { cookie: theirs.cookie } })).json(),
    );
    expect(theirAnswer.images.map((i) => i.uuid)).toEqual([foreign.uuid]);
  });

  it("needs a signed-in user", async () => {
    const answer = await upload(t, undefined, [{ name: "a.jpg", type: "image/jpeg", data: await aJpeg() }]);
    expect(answer.statusCode).toBe(401);
    expect((await t.app.inject({ url: recentUrl })).statusCode).toBe(401);
  });

  it("is refused where the shop does not take own pictures", async () => {
    await allowOwnPhotos(t, false);
    try {
      const settings = await t.app.inject({ url: "/api/webshop/settings" });
      expect(settings.statusCode).toBe(200);
      expect(settings.json().webshop.allowOwnPhotos).toBe(false);
      const answer = await upload(t, parent.cookie, [
        { name: "a.jpg", type: "image/jpeg", data: await aJpeg() },
      ]);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe("upload_not_allowed");
      const recent = await t.app.inject({ url: recentUrl, headers: { cookie: parent.cookie } });
      expect(recent.statusCode).toBe(403);
      expect(recent.json().code).toBe("upload_not_allowed");
    } finally {
      await allowOwnPhotos(t, true);
    }
    const settings = await t.app.inject({ url: "/api/webshop/settings" });
    expect(settings.json().webshop.allowOwnPhotos).toBe(true);
  });

  it("counts uploads per user and refuses past the limit", async () => {
    const limited = await createTestApp({ rateLimits: { uploadsPerUser: { max: 2, windowMs: 60_000 } } });
    try {
      const limitedShop = await createPurchaseShop(limited);
      const someone = await createParent(limited, limitedShop);
      // Off unless the shop's settings turn it on; a refused call is not counted.
      const off = await upload(limited, someone.cookie, [
        { name: "a.jpg", type: "image/jpeg", data: await aJpeg() },
      ]);
      expect(off.json().code).toBe("upload_not_allowed");
      await allowOwnPhotos(limited, true);
      const jpeg = await aJpeg();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await upload(limited, someone.cookie, [{ name: "a.jpg", type: "image/jpeg", data: jpeg }]))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  describe("on a card", () => {
    let cardProduct: { id: number; uuid: string };
    let card: { id: number; uuid: string };

    beforeAll(async () => {
      cardProduct = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Own card" });
      card = await createTemplate(t, {
        productId: cardProduct.id,
        document: aTemplateDocument({ name: "Holiday card" }),
      });
    });

    /** The card filled from the parent's set, with the image field's picture replaced by `image`. */
    async function design(
      who: Parent,
      image: { uuid: string; width: number; height: number; webshopId: string },
      template: { uuid: string } = card,
    ) {
      const fill = await t.app.inject({
        method: "POST",
        url: "/api/webshop/user/templates/fill-template",
        payload: { template: { uuid: template.uuid }, subject: { uuid: who.set.subject.uuid } },
        headers: { cookie: who.cookie },
      });
      const { year, userResources } = fill.json() as FillTemplateResponse;
      const photo = userResources.photo as ImageResource;
      if (!photo.image) throw new Error("the fill placed no picture");
      userResources.photo = {
        ...photo,
        userSupplied: true,
        image: { ...photo.image, ...image, cropRect: { x: 0, y: 0, width: 1, height: 1 } },
      };
      return {
        template: { uuid: template.uuid, version: 1 },
        year,
        userResources,
        subject: { uuid: who.set.subject.uuid },
        lines: [{ productUuid: cardProduct.uuid, quantity: 1 }],
      };
    }

    it("refuses an upload in a field that does not take uploads", async () => {
      const document = aTemplateDocument({ name: "Portrait only card" });
      const [front] = document.parts;
      const photo = front?.elements[0];
      if (!front || !photo) throw new Error("the factory's card has no image field");
      const strict = await createTemplate(t, {
        productId: cardProduct.id,
        document: {
          ...document,
          parts: [{ ...front, elements: [{ ...photo, allowed: { ...photo.allowed, userUploads: false } }] }],
        },
      });
      const own = await uploadOne(t, parent.cookie, {
        name: "a.jpg",
        type: "image/jpeg",
        data: await aJpeg(),
      });
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/webshop/cart/template-products",
        payload: await design(parent, own, strict),
        headers: { cookie: parent.cookie },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe("template_picture_not_allowed");
    });

    it("refuses another parent's upload in a design", async () => {
      const foreign = await uploadOne(t, other.cookie, {
        name: "a.jpg",
        type: "image/jpeg",
        data: await aJpeg(),
      });
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/webshop/cart/template-products",
        payload: await design(parent, foreign),
        headers: { cookie: parent.cookie },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe("template_picture_not_in_set");
    });

    it("puts the parent's own upload on a card: previewed in the cart, never sold as a file, printed full size", async () => {
      const buyer = await createParent(t, shop);
      const own = await uploadOne(t, buyer.cookie, {
        name: "family.jpg",
        type: "image/jpeg",
        data: await aJpeg("#c0392b", 1200, 800),
      });
      const added = await t.app.inject({
        method: "POST",
        url: "/api/webshop/cart/template-products",
        payload: await design(buyer, { ...own, width: 1, height: 1 }),
        headers: { cookie: buyer.cookie },
      });
      expect(added.statusCode, added.body.slice(0, 300)).toBe(200);

      const cart = (
        await t.app.inject({ url: "/api/webshop/cart", headers: { cookie: buyer.cookie } })
      ).json() as CartResponse;
      const line = cart.cart.orderLines.find((l) => l.template !== null);
      if (!line?.template) throw new Error("the cart has no card line");
      const photo = line.template.data.userResources.photo as ImageResource;
      // The shop's sizes, not the client's; marked as the parent's own.
      expect(photo.image).toMatchObject({
        uuid: own.uuid,
        width: 1200,
        height: 800,
        webshopId: own.webshopId,
      });
      expect(photo.userSupplied).toBe(true);
      const preview = line.template.pictureUrls[own.uuid];
      expect(preview).toBeDefined();
      expect(
        (await t.app.inject({ url: preview as string, headers: { cookie: buyer.cookie } })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: preview as string })).statusCode).toBe(403);
      expect(line.digitalFiles.map((f) => f.uuid)).not.toContain(own.uuid);

      const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, buyer.cookie);
      await payWithCard(t.app, buyer.cookie, transactionUuid);
      const order = (
        await t.app.inject({
          url: `/api/webshop/user/orders/${orderUuid}`,
          headers: { cookie: buyer.cookie },
        })
      ).json() as {
        order: {
          orderLines: Array<{ uuid: string; template: { pictureUrls: Record<string, string> } | null }>;
        };
      };
      const ordered = order.order.orderLines.find((l) => l.template !== null);
      if (!ordered?.template) throw new Error("the order has no card line");
      const orderedPreview = ordered.template.pictureUrls[own.uuid] as string;
      expect(
        (await t.app.inject({ url: orderedPreview, headers: { cookie: buyer.cookie } })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: orderedPreview })).statusCode).toBe(403);

      const file = await printOrderLine(
        { db: t.db, storage: t.storage, portalId: t.app.portalId },
        orderUuid,
        ordered.uuid,
      );
      const pdf = await PDFDocument.load(file.pdf);
      const [page] = pdf.getPages();
      if (!page) throw new Error("the print file has no page");
      expect(imageSizes(page)).toContainEqual([1200, 800]);
    });
  });
});

/** The pixel sizes of a page's images. */
function imageSizes(page: PDFPage): number[][] {
  const resources = page.node.Resources();
  const xobjects = resources?.lookup(PDFName.of("XObject"), PDFDict);
  if (!xobjects) return [];
  return xobjects.values().map((value) => {
    const stream = value instanceof PDFRef ? page.doc.context.lookup(value) : value;
    if (!(stream instanceof PDFRawStream)) return [];
    const size = (key: string) => Number(stream.dict.get(PDFName.of(key))?.toString());
    return [size("Width"), size("Height")];
  });
}
