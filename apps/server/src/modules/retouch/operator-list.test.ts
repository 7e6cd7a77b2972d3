import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createRetouchProduct, orderWithRetouch } from "../../test/retouch-orders.ts";

const token = randomBytes(32).toString("base64url");

describe("GET /api/operator/retouch", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token } });
  });
  afterAll(() => t.close());

  it("lists the paid retouch still to do, for the operator's token only", async () => {
    const shop = await createShop(t);
    const product = await createRetouchProduct(t);
    const { orderUuid, picture } = await orderWithRetouch(t, shop, [product.tasks[2]?.uuid ?? ""]);
    expect((await t.app.inject({ method: "GET", url: "/api/operator/retouch" })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/operator/retouch",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json().items).toEqual([
      {
        orderUuid,
        reference: orderUuid.slice(0, 8),
        pictureUuid: picture.uuid,
        webshopId: picture.webshopId,
        tasks: ["Brighten teeth"],
        confirmedAt: expect.any(String),
      },
    ]);
  });
});

describe("GET /api/operator/retouch after the buyer deleted the account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token } });
  });
  afterAll(() => t.close());

  it("keeps the paid retouch of a buyer who deleted the account (decision 0034)", async () => {
    const shop = await createShop(t);
    const product = await createRetouchProduct(t);
    const { parent, orderUuid, picture } = await orderWithRetouch(t, shop, [product.tasks[0]?.uuid ?? ""]);
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/delete",
      payload: { password: parent.user.password },
      headers: { cookie: parent.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/operator/retouch",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().items).toContainEqual(
      expect.objectContaining({ orderUuid, pictureUuid: picture.uuid }),
    );
  });
});
