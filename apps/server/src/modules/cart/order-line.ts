import type { OrderLine } from "@shop/contracts/cart";
import type { PictureType } from "@shop/domain/picture-type";
import type { LineView } from "./kind.ts";

/** What the contract's line is made of, whether the cart priced it or an order keeps it. */
export interface LineParts {
  uuid: string;
  type: OrderLine["type"];
  product: OrderLine["product"];
  quantity: number;
  description: string;
  linePrice: number;
  actualLinePrice: number;
  canChangeQuantity: boolean;
  minimumQuantity: number;
  maximumQuantity: number | null;
  subProductUuids: string[];
  subProducts: ReadonlyArray<{ uuid: string; name: string; extraPrice: number }>;
  pictureType: PictureType | null;
  /** The picture set the line is for; null once an order's set is gone. */
  subject: OrderLine["subjects"][number] | null;
  /** The pictures the line shows (their thumbnails are signed here). */
  pictures: ReadonlyArray<{ uuid: string }>;
  catalogue: { uuid: string; name: string } | null;
  /** What only the line's kind fills (its `lineView` or `orderLineViews`). */
  view: LineView;
  /** The lines (uuids) that leave the cart with this one (their kind's `leavesWith`); an order's: none. */
  dependents: string[];
  editLink: string | null;
}

/** The contract's order line, in one place for the cart and a placed order; `thumbnail` signs a picture's 320. */
export function contractLine(parts: LineParts, thumbnail: (uuid: string) => string): OrderLine {
  const { linePrice, actualLinePrice, subject } = parts;
  return {
    uuid: parts.uuid,
    type: parts.type,
    product: parts.product,
    quantity: parts.quantity,
    description: parts.description,
    linePrice,
    actualLinePrice,
    rebate: actualLinePrice < linePrice ? { linePrice: actualLinePrice - linePrice } : null,
    canChangeQuantity: parts.canChangeQuantity,
    minimumQuantity: parts.minimumQuantity,
    maximumQuantity: parts.maximumQuantity,
    subProductUuids: parts.subProductUuids,
    subProducts: parts.subProducts.map((s) => ({ uuid: s.uuid, name: s.name, extraprice: s.extraPrice })),
    pictureType: parts.pictureType,
    subjects: subject === null ? [] : [subject],
    digitalFiles: parts.pictures.map((p) => ({ uuid: p.uuid, thumbnail: thumbnail(p.uuid) })),
    catalogue: parts.catalogue === null ? null : { ...parts.catalogue, subjectName: subject?.name ?? "" },
    template: parts.view.template ?? null,
    package: parts.view.package ?? null,
    fileRetouch: parts.view.fileRetouch ?? null,
    print: parts.view.print ?? null,
    retouchLeavesWith: parts.dependents,
    editLink: parts.editLink,
  };
}
