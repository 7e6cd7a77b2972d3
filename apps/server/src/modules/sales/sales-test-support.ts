import type { SummaryLine } from "@shop/domain/summary";
import { orderLines, orders } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/helpers.ts";

/** A line of a factory order: a subject's product, its quantity and what the line cost (VAT included). */
export interface SaleLine {
  subjectId: number;
  productName: string;
  quantity?: number;
  price: number;
  /** What was paid back of the line (a partial refund of its order). */
  refunded?: number;
}

export interface Sale {
  userId: number;
  status: string;
  confirmedAt: Date | null;
  /** Basis points; the shop's 2500 unless given. */
  vatRate?: number;
  lines: SaleLine[];
  /** The order's own amounts beside its lines (shipping, fees, voucher). */
  extra?: SummaryLine[];
}

/** Orders placed as given, written straight to the tables in one statement each (a thousand of them in a second). */
export async function placeSales(t: Pick<TestApp, "db" | "app">, sales: readonly Sale[]): Promise<string[]> {
  if (sales.length === 0) return [];
  const rows = await t.db
    .insert(orders)
    .values(
      sales.map((sale) => {
        const total =
          sale.lines.reduce((sum, l) => sum + l.price, 0) +
          (sale.extra ?? []).reduce((sum, l) => sum + l.linePrice, 0);
        return {
          portalId: t.app.portalId,
          userId: sale.userId,
          status: sale.status,
          currency: "NOK",
          totalPrice: total,
          vatAmount: 0,
          summary: sale.extra ?? [],
          delivery: {},
          payment: { provider: "card", title: "Card", isInvoice: false },
          vatRate: sale.vatRate ?? 2500,
          createdAt: sale.confirmedAt ?? new Date(),
          confirmedAt: sale.confirmedAt,
          paidAt: sale.confirmedAt,
        };
      }),
    )
    .returning({ id: orders.id, uuid: orders.uuid });
  await t.db.insert(orderLines).values(
    sales.flatMap((sale, i) =>
      sale.lines.map((line, position) => ({
        orderId: rows[i]?.id as number,
        position,
        type: 1,
        productKind: "digital-file",
        productType: 1,
        productName: line.productName,
        quantity: line.quantity ?? 1,
        description: "",
        linePrice: line.price,
        actualLinePrice: line.price,
        refundedAmount: line.refunded ?? 0,
        subjectId: line.subjectId,
      })),
    ),
  );
  return rows.map((r) => r.uuid);
}
