import type { UpdateTemplateLineBody } from "@shop/contracts/cart";
import { notFound } from "../../../errors.ts";
import type { CartChange } from "../../cart/kind.ts";
import { visibleSubjects } from "../../subjects/scope.ts";
import { checkDesign, refuse, soldTemplateVersion } from "./design.ts";
import { designData } from "./line-data.ts";

/** Kept in step with the cart's own message for the same code (cart/lines.ts). */
const orderLineNotFoundMessage = "Order line not found";

/**
 * Replaces the design of one of the user's template product lines ('Update cart' in the editor opened from
 * /shopping-cart/edit/{orderLineUuid}): another template of the same product may replace the line's, the quantity
 * stays. 404 for a line that is not the user's, not a template product line, or whose picture set the user may no
 * longer buy for.
 */
export function updateTemplateLine(lineUuid: string, body: UpdateTemplateLineBody): CartChange<void> {
  return async ({ tx, portalId, userId, lines }) => {
    const line = lines.find((l) => l.uuid === lineUuid && l.templateVersionId !== null);
    const subject =
      line?.subjectId == null
        ? undefined
        : (await visibleSubjects(tx, { userId, portalId }, "buy")).find((s) => s.id === line.subjectId);
    if (!line || !subject) throw notFound(orderLineNotFoundMessage, "order_line_not_found");
    const template = await soldTemplateVersion(tx, portalId, body);
    if (template.productId !== line.productId) throw refuse("template_wrong_product");
    const { instance } = await checkDesign(tx, portalId, template, subject, body, userId);
    return {
      changes: {
        update: [
          {
            id: line.id,
            quantity: line.quantity,
            templateVersionId: template.id,
            lineData: designData.stored({ instance }),
          },
        ],
      },
      result: undefined,
    };
  };
}
