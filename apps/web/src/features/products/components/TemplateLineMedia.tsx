import type { OrderLine } from "@shop/contracts/cart";
import { LineDesignPreview } from "../../../shared/template-preview/LineDesignPreview.tsx";

/** A template line's first page beside its row in the cart, drawn from the line's own design. */
export function TemplateLineMedia({ line }: { line: OrderLine }) {
  return line.template && <LineDesignPreview lineUuid={line.uuid} template={line.template} />;
}
