import { z } from "zod";

/**
 * The operator's calls under /api/operator/ (the photographer or their support, not a parent). They need
 * `Authorization: Bearer <OPERATOR_TOKEN>` and exist only when the shop has that variable.
 */

/** GET /api/operator/orders/{orderUuid}/lines/{orderLineUuid}/print.pdf — a template product line's print file. */
export const OperatorPrintParams = z.object({ orderUuid: z.uuid(), orderLineUuid: z.uuid() });
export type OperatorPrintParams = z.infer<typeof OperatorPrintParams>;
