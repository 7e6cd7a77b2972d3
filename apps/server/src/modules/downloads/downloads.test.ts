import type { DigitalPortraitResponse } from "@shop/contracts/digital";
import type { Order } from "@shop/contracts/orders";
import type { PictureSet } from "@shop/contracts/picture-sets";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeSlots } from "../../platform/decode-slots.ts";
import { fillDecodeSlots } from "../../platform/decode-slots-test-support.ts";
import { MemoryStorage, type Storage } from "../../platform/storage.ts";
import {
  createImageBackgrounds,
  createParent,
  createShop,
  type Parent,
  type TestShop,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createParentSharing, createParentWithSet, storeOriginals } from "../../test/order-factories.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { addSet, openTransaction, payWithCard, pictureSet } from "../checkout/purchase-test-support.ts";
import { fileSafeName } from "./service.ts";
import { signDigitalSetZipUrl } from "./urls.ts";
import { readZip } from "./zip-test-support.ts";

/** The downloads run once on files in memory and once on a real S3-compatible server (s3rver). */
const storages: Array<[string, () => Promise<{ storage: Storage; stop(): Promise<void> }>]> = [
  ["memory storage", async () => ({ storage: new MemoryStorage(), stop: async () => {} })],
  [
    "S3 storage",
    async () => {
      const s3 = await startS3Server();
      return { storage: await s3.createBucket("shop-downloads"), stop: () => s3.stop() };
    },
  ],
];

/** The buyer's picture set: its subject's name names the zip and its files. */
const subjectName = "Ida Hansen";

describe.each(storages)("downloads on %s", (_name, openStorage) => {
  let t: TestApp<Storage>;
  let stopStorage: () => Promise<void>;
  let shop: TestShop;
  let made: Parent;
  let buyer: string;
  let boughtSet: PictureSet;
  let order: Order;
  let backgrounds: Awaited<ReturnType<typeof createImageBackgrounds>>;
  beforeAll(async () => {
    const opened = await openStorage();
    stopStorage = opened.stop;
    t = await createTestApp({ storage: opened.storage });
    shop = await createShop(t);
    made = await createParentWithSet(t, {
      jobId: shop.jobId,
      name: subjectName,
      pictureCount: 12,
      greenscreen: [0],
    });
    backgrounds = await createImageBackgrounds(t);
    await storeOriginals(t, made.set.pictures);
    buyer = made.cookie;
    boughtSet = await pictureSet(t.app, buyer, subjectName);
    await addSet(t.app, buyer, boughtSet, "IP");
    const { transactionUuid, orderUuid } = await openTransaction(t.app, buyer, "card");
    await payWithCard(t.app, buyer, transactionUuid);
    order = (
      await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie: buyer } })
    ).json().order;
  });
  afterAll(async () => {
    await t?.close();
    await stopStorage?.();
  });

  const zipUrl = () => order.downloads.sets[0]?.url ?? "";

  describe("GET /api/webshop/downloads/picture-sets/{subjectUuid}/{type}.zip", () => {
    it("streams the bought set as one zip of its stored originals, named after the subject", async () => {
      expect(order.downloads.sets).toEqual([
        {
          subjectUuid: boughtSet.subject.uuid,
          subjectName,
          pictureType: "IP",
          url: expect.any(String),
        },
      ]);
      const res = await t.app.inject({ url: zipUrl(), headers: { cookie: buyer } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/zip");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="Ida-Hansen-IP.zip"');
      const entries = readZip(res.rawPayload);
      expect(entries.map((e) => e.name)).toEqual(
        made.set.pictures.map((_, i) => `Ida-Hansen-IP-${String(i + 1).padStart(2, "0")}.jpg`),
      );
      expect(entries.every((e) => e.method === 0)).toBe(true);
      const first = (await pictureSet(t.app, buyer, subjectName)).pictures[0];
      expect(first?.bought).toBe(true);
      const original = await t.app.inject({ url: first?.urls.original ?? "", headers: { cookie: buyer } });
      expect(original.statusCode).toBe(200);
      expect(entries[0]?.data.equals(original.rawPayload)).toBe(true);
    });

    it("is the same URL the digital portraits page gives for the bought set", async () => {
      const res = await t.app.inject({
        url: `/api/webshop/digital-portraits/${boughtSet.subject.uuid}`,
        headers: { cookie: buyer },
      });
      const offer = (res.json() as DigitalPortraitResponse).offers.find((o) => o.type === "IP");
      expect(offer?.set?.bought).toBe(true);
      expect(offer?.set?.zipUrl).toBe(zipUrl());
    });

    it("refuses a tampered or expired link", async () => {
      const tampered = zipUrl().replace(/sig=(.)/, (_m, c: string) => `sig=${c === "A" ? "B" : "A"}`);
      const bad = await t.app.inject({ url: tampered, headers: { cookie: buyer } });
      expect(bad.statusCode).toBe(403);
      expect(bad.json()).toEqual({ error: "Not allowed", code: "link_invalid" });
      const old = signDigitalSetZipUrl(
        t.config,
        boughtSet.subject.uuid,
        "IP",
        new Date(Date.now() - 3 * 86_400_000),
      );
      const expired = await t.app.inject({ url: old, headers: { cookie: buyer } });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ error: "This link has expired", code: "link_expired" });
    });

    it("refuses a set that was not bought, another user and a signed-out visitor, even with a valid signature", async () => {
      const unbought = await createParentSharing(t, made.set);
      expect((await t.app.inject({ url: zipUrl(), headers: { cookie: unbought.cookie } })).statusCode).toBe(
        403,
      );
      const other = (await createParent(t, shop)).cookie;
      expect((await t.app.inject({ url: zipUrl(), headers: { cookie: other } })).statusCode).toBe(403);
      expect((await t.app.inject({ url: zipUrl() })).statusCode).toBe(403);
      const otherType = signDigitalSetZipUrl(t.config, boughtSet.subject.uuid, "GP");
      expect((await t.app.inject({ url: otherType, headers: { cookie: buyer } })).statusCode).toBe(403);
    });

    it("answers 400 for an unknown picture type", async () => {
      const url = zipUrl().replace("/IP.zip", "/XX.zip");
      expect((await t.app.inject({ url, headers: { cookie: buyer } })).statusCode).toBe(400);
    });
  });

  describe("GET /sections/prophoto/ajax/digitalcopies.php", () => {
    const legacy = (file: string) => `/sections/prophoto/ajax/digitalcopies.php?file=${file}`;

    it("serves a bought original, including every picture of a bought set", async () => {
      for (const picture of [boughtSet.pictures[0], boughtSet.pictures.at(-1)]) {
        const res = await t.app.inject({ url: legacy(picture?.uuid ?? ""), headers: { cookie: buyer } });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("image/jpeg");
        expect(res.headers["content-disposition"]).toBe(
          `attachment; filename="${fileSafeName(picture?.webshopId ?? "")}.jpg"`,
        );
      }
    });

    it("puts a green-screen picture on the background asked for; an unknown or malformed one gets the original", async () => {
      const greenscreen = boughtSet.pictures[0]?.uuid ?? "";
      const original = await t.app.inject({ url: legacy(greenscreen), headers: { cookie: buyer } });
      const blue = backgrounds[0]?.uuid ?? "";
      const onBlue = await t.app.inject({
        url: `${legacy(greenscreen)}&background=${blue}`,
        headers: { cookie: buyer },
      });
      expect(onBlue.statusCode).toBe(200);
      expect(onBlue.headers["content-type"]).toBe("image/jpeg");
      expect(onBlue.headers["content-disposition"]).toContain("-background.jpg");
      const meta = await sharp(onBlue.rawPayload).metadata();
      const originalMeta = await sharp(original.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "jpeg",
        originalMeta.width,
        originalMeta.height,
      ]);
      // A corner is outside the mask's ellipse: the background's blue (#2f5d8a), not the original's colour.
      const { data } = await sharp(onBlue.rawPayload)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(Math.abs((data[0] ?? 0) - 0x2f)).toBeLessThan(24);
      expect(Math.abs((data[2] ?? 0) - 0x8a)).toBeLessThan(24);

      for (const background of [boughtSet.subject.uuid, "not-a-uuid"]) {
        const res = await t.app.inject({
          url: `${legacy(greenscreen)}&background=${background}`,
          headers: { cookie: buyer },
        });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(original.rawPayload)).toBe(true);
      }
      // A picture without a mask cannot be cut out: its original, whatever the background.
      const plain = boughtSet.pictures[1]?.uuid ?? "";
      const plainOriginal = await t.app.inject({ url: legacy(plain), headers: { cookie: buyer } });
      const plainOnBlue = await t.app.inject({
        url: `${legacy(plain)}&background=${blue}`,
        headers: { cookie: buyer },
      });
      expect(plainOnBlue.rawPayload.equals(plainOriginal.rawPayload)).toBe(true);
    });

    it("answers 503 'busy' with Retry-After while the process's decodes are all taken, and the picture after", async () => {
      const onBlue = `${legacy(boughtSet.pictures[0]?.uuid ?? "")}&background=${backgrounds[0]?.uuid ?? ""}`;
      // As parallel requests for full-size pictures would.
      const others = fillDecodeSlots();
      try {
        expect(decodeSlots.load()).toEqual({ running: 1, waiting: 6 });
        const busy = await t.app.inject({ url: onBlue, headers: { cookie: buyer } });
        expect(busy.statusCode).toBe(503);
        expect(busy.headers["retry-after"]).toBe("5");
        expect(busy.json()).toMatchObject({ code: "download_busy" });
        // The original as bought decodes nothing: it is served while the slots are taken.
        const original = await t.app.inject({
          url: legacy(boughtSet.pictures[1]?.uuid ?? ""),
          headers: { cookie: buyer },
        });
        expect(original.statusCode).toBe(200);
      } finally {
        await others.release();
      }
      const after = await t.app.inject({ url: onBlue, headers: { cookie: buyer } });
      expect(after.statusCode).toBe(200);
      expect(after.headers["content-disposition"]).toContain("-background.jpg");
    });

    it("refuses a picture the user has not bought and one of another user's sets", async () => {
      const unbought = await createParentSharing(t, made.set);
      const mine = await t.app.inject({
        url: legacy(boughtSet.pictures[0]?.uuid ?? ""),
        headers: { cookie: unbought.cookie },
      });
      expect(mine.statusCode).toBe(403);
      const other = (await createParent(t, shop)).cookie;
      const foreign = await t.app.inject({
        url: legacy(boughtSet.pictures[0]?.uuid ?? ""),
        headers: { cookie: other },
      });
      expect(foreign.statusCode).toBe(403);
      // Opened in a browser (an old mail's link), the same refusal is the shop's page about it.
      const opened = await t.app.inject({
        url: legacy(boughtSet.pictures[0]?.uuid ?? ""),
        headers: { cookie: other, accept: "text/html", "sec-fetch-dest": "document" },
      });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe("/link-problem?code=download_not_allowed");
    });

    it("answers 404 for an unknown picture, 400 without a file, 401 signed out", async () => {
      expect(
        (await t.app.inject({ url: legacy(boughtSet.subject.uuid), headers: { cookie: buyer } })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ url: "/sections/prophoto/ajax/digitalcopies.php", headers: { cookie: buyer } }))
          .statusCode,
      ).toBe(400);
      expect((await t.app.inject({ url: legacy(boughtSet.pictures[0]?.uuid ?? "") })).statusCode).toBe(401);
    });

    it("sends a signed-out browser to the order history behind sign-in, whose receipts hold the downloads", async () => {
      const res = await t.app.inject({
        url: legacy(boughtSet.pictures[0]?.uuid ?? ""),
        headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/my-account/orders");
      // Signed in, the same browser gets the file.
      const signedIn = await t.app.inject({
        url: legacy(boughtSet.pictures[0]?.uuid ?? ""),
        headers: { accept: "text/html,*/*;q=0.8", cookie: buyer },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers["content-type"]).toBe("image/jpeg");
    });
  });
});

describe("file-safe names", () => {
  it.each([
    ["Emma Nordmann", "Emma-Nordmann"],
    ["Emma og Jonas Nordmann", "Emma-og-Jonas-Nordmann"],
    ["Bjørn Ærø Åsen", "Bjorn-AEro-Asen"],
    ["Klasse 3B / 2026", "Klasse-3B-2026"],
    ["26-0001-01", "26-0001-01"],
    ["***", "pictures"],
  ])("%s becomes %s", (name, expected) => {
    expect(fileSafeName(name)).toBe(expected);
  });
});
