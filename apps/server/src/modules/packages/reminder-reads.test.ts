import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { insertPackageProduct } from "../catalog/package-products.ts";
import { insertPackageOffer, offersEndingBetween } from "./service.ts";

const day = 86_400_000;

describe("offersEndingBetween", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("finds the offers whose time-limited price ends in the window, with their own product's uuid", async () => {
    const from = new Date("2034-06-01T00:00:00Z");
    const to = new Date(from.getTime() + 2 * day);
    const job = await createJob(t);
    const offer = async (name: string, ends: Date | null, price: number | null = 39_900) => {
      const product = await insertPackageProduct(t.db, t.app.portalId, { name, price: 90_000 });
      const stored = await insertPackageOffer(t.db, t.app.portalId, {
        jobId: job.id,
        productId: product.id,
        name,
        priceIncludingDiscount: 70_000,
        timeLimitedDiscountPrice: price,
        timeLimitedDiscountEnds: ends,
        items: [],
      });
      return { ...stored, product };
    };
    const atEnd = await offer("At the end", to);
    const atStart = await offer("At the start", from);
    await offer("After", new Date(to.getTime() + 1));
    await offer("Before", new Date(from.getTime() - 1));
    await offer("No end", null);
    await offer("No time-limited price", to, null);

    const found = await offersEndingBetween(t.db, t.app.portalId, from, to);
    expect(found.map((o) => o.name)).toEqual(["At the start", "At the end"]);
    expect(found[1]).toMatchObject({
      id: atEnd.id,
      uuid: atEnd.uuid,
      jobId: job.id,
      productId: atEnd.product.id,
      productUuid: atEnd.product.uuid,
      type: "package",
      disabledReason: null,
      priceIncludingDiscount: 70_000,
      timeLimitedDiscountPrice: 39_900,
      timeLimitedDiscountEnds: to,
    });
    expect(found[0]?.productUuid).toBe(atStart.product.uuid);
    expect(await offersEndingBetween(t.db, t.app.portalId + 1, from, to)).toEqual([]);
  });
});
