import type { StudioDeliveryResponse } from "@shop/contracts/studio-order-status";
import type { OrderStatus } from "@shop/domain/order-lifecycle";

export interface ClassCounts {
  group: string | null;
  /** Orders by status, every delivery together. */
  byStatus: Map<OrderStatus, number>;
  /** The class's school orders waiting at the press, and those at the school (what the class buttons move). */
  schoolInProduction: number;
  schoolReady: number;
}

/** The server's counts by class, status and delivery, as the page's rows: one per class, in the server's order. */
export function classCounts(counts: StudioDeliveryResponse["counts"]): ClassCounts[] {
  const byGroup = new Map<string | null, ClassCounts>();
  for (const c of counts) {
    const row = byGroup.get(c.group) ?? {
      group: c.group,
      byStatus: new Map(),
      schoolInProduction: 0,
      schoolReady: 0,
    };
    row.byStatus.set(c.status, (row.byStatus.get(c.status) ?? 0) + c.count);
    if (c.deliveryType === "school-pickup" && c.status === "in_production") row.schoolInProduction += c.count;
    if (c.deliveryType === "school-pickup" && c.status === "ready_for_pickup") row.schoolReady += c.count;
    byGroup.set(c.group, row);
  }
  return [...byGroup.values()];
}
