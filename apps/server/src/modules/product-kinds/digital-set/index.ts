import { limits } from "@shop/domain/limits";
import { isPictureType } from "@shop/domain/picture-type";
import type { KindCartLine, OrderLineKind } from "../../cart/kind.ts";
import { signDigitalSetZipUrl } from "../../downloads/urls.ts";
import { digitalCartLine, downloadNote } from "../digital-line.ts";
import { addDigitalSets } from "./add.ts";
import { registerDigitalSetRoutes } from "./routes.ts";
import { digitalSetUpsell } from "./upsell.ts";

/**
 * A whole digital set: every picture of one picture type of a picture set, downloadable (one by one or as a zip)
 * once the order is paid or invoiced. The cart shows its first pictures.
 */
export const digitalSet: OrderLineKind = {
  name: "digital_set",
  fulfilment: "download",
  mailNote: downloadNote,
  routes: registerDigitalSetRoutes,
  upsell: (purchase) => (purchase.type === "DIGITAL_FILES" ? addDigitalSets(purchase.sets) : null),
  upsellOffer: digitalSetUpsell,

  async cartLines(_db, rows, facts) {
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const type = row.product.pictureType;
      const ofType = (facts.picturesBySubject.get(row.subject.id) ?? []).filter(
        (p) => p.pictureType === type,
      );
      const previews = ofType.slice(0, limits.digitalPreviewMax);
      const line = digitalCartLine(row, facts, "set", {
        description: `${row.product.name} – ${row.subject.name}`,
        pictures: previews.map((p) => ({ id: p.id, uuid: p.uuid })),
      });
      // The set sells every picture of it (so each may be retouched), not only the first few the cart shows.
      if (line) line.soldPictures = ofType.map((p) => ({ id: p.id, uuid: p.uuid }));
      if (line) lines.set(row.id, line);
    }
    return lines;
  },

  entitlements(line) {
    const { subjectId, pictureType } = line;
    return {
      pictureIds: [],
      sets: subjectId !== null && isPictureType(pictureType) ? [{ subjectId, pictureType }] : [],
    };
  },

  downloads(line, { config, now }) {
    const { subjectUuid, pictureType } = line;
    if (subjectUuid === null || !isPictureType(pictureType)) return { files: [], sets: [] };
    return {
      files: [],
      sets: [
        {
          subjectUuid,
          subjectName: line.subjectName ?? "",
          pictureType,
          url: signDigitalSetZipUrl(config, subjectUuid, pictureType, now),
        },
      ],
    };
  },
};
