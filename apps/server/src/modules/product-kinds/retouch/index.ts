import { plainReceiptText } from "@shop/domain/receipt";
import { retouchLinePrice } from "@shop/domain/retouch";
import type { KindCartLine, LineSigners, LineView, OrderLineKind } from "../../cart/kind.ts";
import { productIdsByUuid, subProductsOf } from "../../catalog/service.ts";
import { recordRetouchJobs, removeRetouchJobs } from "../../retouch/service.ts";
import { picturesForRetouch } from "./pictures.ts";
import { registerRetouchRoutes } from "./routes.ts";

/** A retouch line's own part of the contract's line, whether the cart or an order shows it: its picture. */
function retouchView(picture: { uuid: string } | null | undefined, sign: LineSigners): LineView {
  return {
    fileRetouch: picture ? { uuid: picture.uuid, thumbnail: sign.picture(picture.uuid, "320") } : null,
  };
}

/** Where the parent chooses retouch (spec 02 §2 Retouch options), and a retouch line's edit link. */
const retouchLink = "/shopping-cart/retouch";

/**
 * Retouch (product type 11, decision 0025): one line per picture of the cart's other lines, naming the retouch
 * product that applies to it and the chosen tasks (its sub-products) in `subProductUuids`; one piece at the product's
 * price plus the tasks' extra prices. It sells only while one of the cart's other lines sells its picture
 * (`facts.pricedFirst`, so the kind is priced after the others) and it has a task of its product; when only one line
 * sells the picture, it leaves the cart with that line (`leavesWith`). Once the order is paid or invoiced the retouch
 * module keeps what is to be retouched; the retouched file comes to the buyer's picture set, so it is fulfilled as a
 * download.
 */
export const retouch: OrderLineKind = {
  name: "retouch",
  fulfilment: "download",
  routes: registerRetouchRoutes,
  pricedAfterOthers: true,
  mailNote: (order) =>
    order.containRetouch ? { id: "retouch", text: (lang) => plainReceiptText(lang, "retouchNote") } : null,

  async cartLines(db, rows, facts) {
    const lines = new Map<number, KindCartLine>();
    const retouchable = picturesForRetouch(facts.pricedFirst ?? [], facts.pictureById);
    const tasks = await subProductsOf(db, [...new Set(rows.map((r) => r.product.id))]);
    for (const row of rows) {
      const picture = row.pictureId === null ? undefined : retouchable.get(row.pictureId);
      const prices = facts.prices.get(row.product.id);
      if (!picture || picture.subjectId !== row.subject.id || !prices) continue;
      if (row.product.pictureType !== null && row.product.pictureType !== picture.pictureType) continue;
      const offered = tasks.filter((t) => t.productId === row.product.id);
      const chosen = offered.filter((t) => row.subProductUuids.includes(t.uuid));
      if (chosen.length === 0) continue;
      const [only] = picture.lineUuids;
      lines.set(row.id, {
        ...retouchLinePrice(prices, offered, row.subProductUuids),
        canChangeQuantity: false,
        minimumQuantity: 1,
        maximumQuantity: 1,
        description: `${row.product.name} ${picture.webshopId}: ${chosen.map((t) => t.name).join(", ")}`,
        pictureType: null,
        pictures: [{ id: picture.id, uuid: picture.uuid }],
        soldPictures: [],
        ...(picture.lineUuids.length === 1 && only !== undefined ? { leavesWith: only } : {}),
        fileRetouch: { id: picture.id, uuid: picture.uuid },
        catalogue: null,
        template: null,
        editLink: retouchLink,
      });
    }
    return lines;
  },

  lineView: (priced, sign) => retouchView(priced.fileRetouch, sign),

  async orderLineViews(_db, lines, { pictureById, sign }) {
    return new Map(
      lines.map((line) => {
        const id = line.pictureIds[0];
        return [line.id, retouchView(id === undefined ? undefined : pictureById.get(id), sign)];
      }),
    );
  },

  retouchedPicture(line) {
    return line.pictureIds[0] ?? null;
  },

  async confirmed(tx, lines, now) {
    const productIds = await productIdsByUuid(
      tx,
      lines.flatMap((l) => (l.productUuid === null ? [] : [l.productUuid])),
    );
    const tasks = await subProductsOf(tx, [...productIds.values()]);
    const nameOf = new Map(tasks.map((t) => [t.uuid, t.name]));
    await recordRetouchJobs(
      tx,
      lines.flatMap((l) => {
        const pictureId = l.pictureIds[0];
        if (pictureId === undefined) return [];
        return [
          {
            portalId: l.portalId,
            orderLineUuid: l.uuid,
            orderId: l.orderId,
            orderUuid: l.orderUuid,
            userId: l.userId,
            pictureId,
            tasks: l.subProductUuids.map((uuid) => ({ uuid, name: nameOf.get(uuid) ?? uuid })),
          },
        ];
      }),
      now,
    );
  },

  async cancelled(tx, orderId) {
    await removeRetouchJobs(tx, orderId);
  },

  entitlements() {
    return { pictureIds: [], sets: [] };
  },

  downloads() {
    return { files: [], sets: [] };
  },
};
