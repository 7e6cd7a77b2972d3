import { z } from "zod";

/**
 * The operator's calls under /api/operator/ (the photographer or their support, not a parent). They need
 * `Authorization: Bearer <OPERATOR_TOKEN>` and exist only when the shop has that variable.
 */

/** GET /api/operator/orders/{orderUuid}/lines/{orderLineUuid}/print.pdf — a template product line's print file. */
export const OperatorPrintParams = z.object({ orderUuid: z.uuid(), orderLineUuid: z.uuid() });
export type OperatorPrintParams = z.infer<typeof OperatorPrintParams>;

/**
 * GET /api/operator/orders/{orderUuid}/lines/{orderLineUuid}/items/{packageItemUuid}/print.pdf — the print file of one
 * template item of a package line (a package line has one file per template item; the item is the package item's
 * uuid, as the order's `package.packageItems[].uuid` names it).
 */
export const OperatorPackageItemPrintParams = OperatorPrintParams.extend({ packageItemUuid: z.uuid() });
export type OperatorPackageItemPrintParams = z.infer<typeof OperatorPackageItemPrintParams>;

/**
 * GET /api/operator/retouch — the production list of retouch: per picture of a paid or invoiced order still waiting
 * for its retouched file, the tasks the parent chose, oldest first (decision 0025). The file itself is uploaded with
 * `npm run shop -- order retouched`.
 */
export const OperatorRetouchItem = z.object({
  orderUuid: z.uuid(),
  /** The order's reference: the first 8 characters of its uuid. */
  reference: z.string().max(36),
  pictureUuid: z.uuid(),
  webshopId: z.string().max(200),
  tasks: z.array(z.string().max(200)).max(50),
  confirmedAt: z.iso.datetime(),
});
export const OperatorRetouchResponse = z.object({ items: z.array(OperatorRetouchItem).max(10_000) });
export type OperatorRetouchResponse = z.infer<typeof OperatorRetouchResponse>;

/**
 * POST /api/operator/invoices/{orderUuid}/paid — the invoice of the order is paid (as `npm run shop -- invoice paid`):
 * the order moves to paid and its digital files are released to the customer (decision 0043). 404 for no such order
 * of the shop, 409 `invoice_not_open` when it is not an open invoice.
 */
export const OperatorInvoiceParams = z.object({ orderUuid: z.uuid() });
export const OperatorInvoicePaidResponse = z.object({
  orderUuid: z.uuid(),
  reference: z.string().max(36),
  status: z.string().max(40),
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type OperatorInvoicePaidResponse = z.infer<typeof OperatorInvoicePaidResponse>;

/** A job's code letters (as `job letters` on the command line): the job by its uuid or name, all or one class's. */
export const OperatorLettersParams = z.object({ job: z.string().trim().min(1).max(500) });
export const OperatorLettersQuery = z.object({
  class: z.string().trim().min(1).max(100).optional(),
  language: z.enum(["en", "nb"]).optional(),
});

/**
 * GET /api/operator/jobs/{job}/corrections: the lines `job corrections` prints (decisions 0035, 0063), made by the
 * running shop when the command cannot open the embedded database itself.
 */
export const OperatorCorrectionsResponse = z.object({ lines: z.array(z.string().max(2000)).max(200_000) });
export type OperatorCorrectionsResponse = z.infer<typeof OperatorCorrectionsResponse>;

/**
 * POST /api/operator/templates/starter: installs the starter library (templates/starter/, decision 0065) as
 * `template install-starter` does, for the running shop on the embedded database; what it added, updated or left.
 */
export const OperatorStarterTemplatesResponse = z.object({
  categoriesAdded: z.array(z.string().max(200)).max(1000),
  productsAdded: z.array(z.string().max(200)).max(1000),
  templatesAdded: z.array(z.string().max(200)).max(1000),
  templatesUpdated: z.array(z.string().max(200)).max(1000),
  templatesUnchanged: z.array(z.string().max(200)).max(1000),
  lines: z.array(z.string().max(2000)).max(100),
});
export type OperatorStarterTemplatesResponse = z.infer<typeof OperatorStarterTemplatesResponse>;
