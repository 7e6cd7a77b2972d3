import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent, createShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createRetouchProduct } from "../../test/retouch-orders.ts";
import { openTransaction, putFileInCart } from "../checkout/purchase-test-support.ts";
import { cancelInvoice } from "../orders/invoices.ts";
import { retouchList } from "./service.ts";

describe("retouch on an invoice", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is to be retouched once invoiced, and no longer once the invoice is cancelled", async () => {
    const shop = await createShop(t);
    const product = await createRetouchProduct(t);
    const parent = await createParent(t, shop, { pictureCount: 1 });
    const picture = parent.set.pictures[0];
    if (!picture) throw new Error("no picture");
    await putFileInCart(t.app, parent.cookie, picture);
    await t.app.inject({
      method: "PUT",
      url: "/api/webshop/cart/retouch",
      payload: { items: { [picture.uuid]: [product.tasks[0]?.uuid] } },
      headers: { cookie: parent.cookie },
    });
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
      paymentOptionData: { pid: "01019012480" },
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transactionUuid}/invoice`,
      headers: { cookie: parent.cookie },
    });
    expect(res.json().status).toBe("invoiced");
    expect((await retouchList(t.db, t.app.portalId, { open: true })).map((i) => i.orderUuid)).toEqual([
      orderUuid,
    ]);

    await cancelInvoice(t.db, orderUuid.slice(0, 8));
    expect(await retouchList(t.db, t.app.portalId, { open: true })).toEqual([]);
    const set = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
      headers: { cookie: parent.cookie },
    });
    const body = set.json();
    const pictures = ("pictureSet" in body ? body.pictureSet : body).pictures as Array<{
      uuid: string;
      userBoughtRetouch: boolean;
    }>;
    expect(pictures.find((p) => p.uuid === picture.uuid)?.userBoughtRetouch).toBe(false);
  });
});
