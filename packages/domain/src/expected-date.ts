import { addBusinessDays, isoDate } from "./business-days.ts";

const dayMs = 24 * 60 * 60 * 1000;

export interface ExpectedDateInput {
  /** When the order was placed (and again when it was paid or invoiced: the count starts over). */
  from: Date;
  /** The delivery option's business days; null for a digital delivery (the files come at once). */
  deliveryDays: number | null;
  /**
   * A catalogue line's promise, in calendar days after the last photo day (spec: 'within {{days}} days after the last
   * photo day'). The last photo day is before the order, so counting from the order is a date it is never later than.
   */
  catalogueMaxDeliveryTime: number | null;
}

/**
 * The date the parent may expect the order (issue 32), as an ISO calendar date: the delivery option's business days
 * from the order, or later when a catalogue is promised later. What the shop knows when the order is placed; a delay
 * replaces it by an event with its reason.
 */
export function expectedDeliveryDate(input: ExpectedDateInput): string {
  // Digital files come the moment the order is paid, a Sunday too: no business day to wait for.
  const delivery = input.deliveryDays === null ? input.from : addBusinessDays(input.from, input.deliveryDays);
  if (input.catalogueMaxDeliveryTime === null) return isoDate(delivery);
  const catalogue = new Date(input.from.getTime() + input.catalogueMaxDeliveryTime * dayMs);
  return isoDate(catalogue > delivery ? catalogue : delivery);
}
