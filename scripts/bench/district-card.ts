/**
 * A template card designed and ordered, call by call as the web app's editor makes them (apps/web/src/features/products
 * and shared/template-editor): the set's card list with its filled previews, the chosen template's summary and full
 * version, the template filled from the set, the pictures the editor draws with (their 640 previews), and the card
 * added to the cart with its document.
 */
import type { Browser, PictureRef } from "../evening/parent.ts";
import { StepFailed } from "../evening/parent.ts";

/** What Chromium sends for an <img>. */
const imageAccept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

interface ListedTemplate {
  uuid: string;
  version: number;
  product: { uuid: string };
  preview: { filled?: string };
}

/** A signed URL as the app holds it (a path, or the shop's public address) as a path for the process asked. */
const pathOf = (url: string) => {
  const parsed = new URL(url, "http://shop.test");
  return `${parsed.pathname}${parsed.search}`;
};

/** The steps' names: the card's steps are API steps except the two of images. */
export const cardImageSteps = ["card: filled preview", "card: pictures"];

export async function designCard(
  browser: Browser,
  setUuid: string,
  pictures: PictureRef[],
  choice: number,
): Promise<boolean> {
  const list = await browser.call<{ templates: ListedTemplate[] }>(
    "card: template list",
    "GET",
    `/api/webshop/templates/cards/subjects/${setUuid}?lang=nb`,
  );
  const template = list.templates[choice % Math.max(1, list.templates.length)];
  if (!template) throw new StepFailed("card: template list", { status: 200, code: null, detail: "no card" });
  if (template.preview.filled) {
    await browser.call(
      "card: filled preview",
      "GET",
      pathOf(template.preview.filled),
      undefined,
      imageAccept,
    );
  }
  const summary = await browser.call<{ version: number }>(
    "card: template",
    "GET",
    `/api/webshop/templates/by-uuid/${template.uuid}`,
  );
  await browser.call(
    "card: template",
    "GET",
    `/api/webshop/templates/by-uuid/${template.uuid}/${summary.version}`,
  );
  const filled = await browser.call<{ year: number; userResources: unknown }>(
    "card: fill",
    "POST",
    "/api/webshop/user/templates/fill-template",
    { template: { uuid: template.uuid }, subject: { uuid: setUuid } },
  );
  await browser.all(
    "card: pictures",
    pictures.map((p) => pathOf(p.urls.preview)),
    imageAccept,
  );
  await browser.call("card: add to cart", "POST", "/api/webshop/cart/template-products", {
    template: { uuid: template.uuid, version: summary.version },
    year: filled.year,
    userResources: filled.userResources,
    subject: { uuid: setUuid },
    lines: [{ productUuid: template.product.uuid, quantity: 1 }],
  });
  return true;
}
