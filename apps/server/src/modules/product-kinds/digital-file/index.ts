import type { KindCartLine, OrderLineKind } from "../../cart/kind.ts";
import { signPictureUrl } from "../../images/signing.ts";
import { digitalCartLine, downloadNote } from "../digital-line.ts";
import { registerDigitalFileRoutes } from "./routes.ts";

/** A single digital picture: one file of one picture type, downloadable once the order is paid or invoiced. */
export const digitalFile: OrderLineKind = {
  name: "digital_file",
  fulfilment: "download",
  mailNote: downloadNote,
  routes: registerDigitalFileRoutes,

  async cartLines(_db, rows, facts) {
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const picture = row.pictureId === null ? undefined : facts.pictureById.get(row.pictureId);
      // A picture of another subject does not belong to this line's picture set; a picture gone sells nothing.
      if (!picture || picture.subjectId !== row.subject.id) continue;
      const line = digitalCartLine(row, facts, "file", {
        description: `${row.product.name} ${picture.webshopId}`.trim(),
        pictures: [{ id: picture.id, uuid: picture.uuid }],
      });
      if (line) lines.set(row.id, line);
    }
    return lines;
  },

  entitlements(line) {
    return { pictureIds: [...line.pictureIds], sets: [] };
  },

  downloads(line, { config, now, pictureById }) {
    const files = line.pictureIds.flatMap((id) => {
      const p = pictureById.get(id);
      return p
        ? [
            {
              pictureUuid: p.uuid,
              webshopId: p.webshopId,
              thumbnail: signPictureUrl(config, p.uuid, "320", now),
              url: signPictureUrl(config, p.uuid, "original", now),
            },
          ]
        : [];
    });
    return { files, sets: [] };
  },
};
