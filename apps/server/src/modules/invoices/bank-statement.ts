import type {
  BankStatementConfirmBody,
  BankStatementLine,
  BankStatementPreview,
  MarkInvoicesPaidResponse,
} from "@shop/contracts/studio-invoices";
import {
  type BankStatementProblem,
  decodeBankStatement,
  matchBankPayment,
  parseBankStatement,
} from "@shop/domain/bank-statement";
import { and, eq, inArray } from "drizzle-orm";
import { invoices } from "../../db/schema/invoices.ts";
import { badRequest } from "../../errors.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { type MarkPaidDeps, markInvoicesPaid } from "./payment.ts";
import { invoiceIdsOf } from "./studio-list.ts";

/**
 * A bank statement's payments (issue 33, decision 0081): the preview reads the file and matches each incoming line
 * by its KID, marking nothing; the confirm takes the matched lines the studio saw and marks each invoice paid if
 * what is due is still the line's amount. Nothing is kept between the two; an invoice once paid is refused as
 * already paid, so the same file confirmed twice marks nothing twice.
 */

const problemMessages: Record<BankStatementProblem, string> = {
  empty: "The file is empty.",
  unknown_format:
    "The file is not a bank statement the shop can read: it needs a header with a date and an amount column, separated by ';'.",
  too_many_rows: "The file has too many lines: export a shorter period.",
};

/** The preview of a statement's bytes; a file that is no statement is refused with what is wrong. */
export async function previewBankStatement(
  deps: Pick<MarkPaidDeps, "db" | "portalId">,
  bytes: Uint8Array,
): Promise<BankStatementPreview> {
  const parsed = parseBankStatement(decodeBankStatement(bytes));
  if (!parsed.ok) throw badRequest(problemMessages[parsed.problem], "studio_bank_statement_unreadable");
  const incoming = parsed.rows.filter((r) => r.amount > 0);
  const kids = [...new Set(incoming.flatMap((r) => (r.kid === null ? [] : [r.kid])))];
  const found =
    kids.length === 0
      ? []
      : await deps.db
          .select({
            uuid: invoices.uuid,
            number: invoices.number,
            kid: invoices.kid,
            status: invoices.status,
            amount: invoices.amount,
            fees: invoices.reminderFees,
            buyer: invoices.buyer,
          })
          .from(invoices)
          .where(
            and(
              eq(invoices.portalId, deps.portalId),
              eq(invoices.kind, "invoice"),
              inArray(invoices.kid, kids),
            ),
          );
  const byKid = new Map(found.map((i) => [i.kid, i]));
  // A second line paying an invoice the file already pays is not booked twice.
  const paidInFile = new Set<string>();
  const lines: BankStatementLine[] = incoming.map((row) => {
    const invoice = row.kid === null ? undefined : byKid.get(row.kid);
    const due = invoice ? invoice.amount + invoice.fees : 0;
    let match = matchBankPayment(row, invoice && { status: invoice.status, due });
    if (match === "matched" && invoice) {
      if (paidInFile.has(invoice.uuid)) match = "already_paid";
      paidInFile.add(invoice.uuid);
    }
    return {
      line: row.line,
      date: row.date,
      amount: row.amount,
      kid: row.kid,
      match,
      invoice: invoice
        ? { uuid: invoice.uuid, number: invoice.number, due, parentName: invoice.buyer.name }
        : null,
    };
  });
  const matched = lines.filter((l) => l.match === "matched");
  return {
    lines,
    skipped: parsed.skipped.length,
    outgoing: parsed.rows.length - incoming.length,
    matched: { count: matched.length, amount: matched.reduce((sum, l) => sum + l.amount, 0) },
  };
}

/** Marks the confirmed lines' invoices paid (via 'bank'), each if still open and still due at the line's amount. */
export async function confirmBankPayments(
  deps: MarkPaidDeps,
  body: BankStatementConfirmBody,
  by: StudioActor,
): Promise<MarkInvoicesPaidResponse> {
  const ids = await invoiceIdsOf(
    deps.db,
    deps.portalId,
    body.payments.map((p) => p.invoice),
  );
  const uuidOf = new Map([...ids].map(([uuid, { id }]) => [id, uuid]));
  const refused: MarkInvoicesPaidResponse["refused"] = body.payments
    .filter((p) => !ids.has(p.invoice))
    .map((p) => ({
      uuid: p.invoice,
      number: null,
      reason: "not_found",
      message: "The shop has no such invoice.",
    }));
  const expectedDue = new Map<number, number>();
  for (const p of body.payments) {
    const found = ids.get(p.invoice);
    if (found) expectedDue.set(found.id, p.amount);
  }
  const done = await markInvoicesPaid(deps, {
    invoiceIds: [...expectedDue.keys()],
    via: "bank",
    by,
    expectedDue,
  });
  await recordStudioChange(deps.db, {
    staff: by,
    action: "invoices.bank-statement",
    objectType: "invoices",
    detail: {
      lines: body.payments.length,
      paid: done.paid.length,
      refused: done.refused.length + refused.length,
    },
  });
  return {
    paid: done.paid.map((p) => ({ uuid: uuidOf.get(p.id) ?? "", number: p.number, amount: p.amount })),
    refused: [
      ...refused,
      ...done.refused.map((r) => ({
        uuid: uuidOf.get(r.id) ?? "",
        number: r.number,
        reason: r.reason,
        message: r.message,
      })),
    ],
  };
}
