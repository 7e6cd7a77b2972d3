import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPictureSet, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { placeOrderOf } from "../reminders/reminder-test-support.ts";
import { orderedProductsOfUsers } from "./service.ts";

describe("orderedProductsOfUsers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names the user, set and product of lines of placed orders only", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const set = await createPictureSet(t);
    const product = randomUUID();
    const cancelledProduct = randomUUID();
    const openProduct = randomUUID();
    await placeOrderOf(t, user.id, set.subject.id, product, "paid");
    await placeOrderOf(t, other.id, set.subject.id, product, "invoiced");
    await placeOrderOf(t, user.id, set.subject.id, cancelledProduct, "cancelled");
    await placeOrderOf(t, user.id, set.subject.id, openProduct, "awaiting_payment");
    expect(
      await orderedProductsOfUsers(t.db, [user.id], [product, cancelledProduct, openProduct, randomUUID()]),
    ).toEqual(new Set([`${user.id}:${set.subject.id}:${product}`]));
    expect(await orderedProductsOfUsers(t.db, [user.id, other.id], [product])).toEqual(
      new Set([`${user.id}:${set.subject.id}:${product}`, `${other.id}:${set.subject.id}:${product}`]),
    );
    expect(await orderedProductsOfUsers(t.db, [], [product])).toEqual(new Set());
  });
});
