import type { TemplateListResponse } from "@shop/contracts/templates";
import { templateProductTypes } from "@shop/domain/product-kind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aTemplateDocument,
  createParent,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { aheadFormat, filledPreviewStorageKey } from "../templates/filled-preview.ts";
import { listPreviewsAhead } from "../templates/list-previews-ahead.ts";

/** Issue 34: a template list's first previews are made with the set's 'Exclusive deals', before the parent asks. */
describe("the first previews of each template list, made ahead", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  const cards: { uuid: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    const category = await createTemplateCategory(t, { internalName: "cards" });
    const product = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card" });
    // Made in the reverse of the list's order, so that the list's order (not the rows') decides which come first.
    for (let sortOrder = listPreviewsAhead + 1; sortOrder >= 0; sortOrder--) {
      cards.unshift(
        await createTemplate(t, {
          productId: product.id,
          categoryIds: [category.id],
          sortOrder,
          document: aTemplateDocument({ name: `Card ${sortOrder}` }),
        }),
      );
    }
  });
  afterAll(() => t.close());

  it("makes the list's first templates for a set added to an account, and the list answers them", async () => {
    const parent = await createParent(t, shop, { pictureCount: 2 });
    const subject = parent.set.subject.uuid;
    await t.app.work.flush();
    const made = cards.map((card) =>
      t.storage.files.has(
        filledPreviewStorageKey({ uuid: card.uuid, version: 1, subjectUuid: subject }, aheadFormat),
      ),
    );
    expect(made).toEqual(cards.map((_, index) => index < listPreviewsAhead));

    const list = await t.app.inject({
      url: `/api/webshop/templates/cards/subjects/${subject}`,
      headers: { cookie: parent.cookie },
    });
    const first = (list.json() as TemplateListResponse).templates[0];
    expect(first?.uuid).toBe(cards[0]?.uuid);
    const shown = await t.app.inject({
      url: first?.preview.filled ?? "",
      headers: { accept: "image/avif,*/*" },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/avif");
  });
});
