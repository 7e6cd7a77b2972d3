import { PaymentOptionsResponse } from "@shop/contracts/checkout";
import { apiGet } from "../../../lib/api.ts";

/**
 * GET …/delivery-options/{deliveryOptionUuid}/payment-options: what may pay for the delivery, and the cart with
 * its shipping. Fetched right after the delivery is set (the same click), so it is a plain call, not a cached query.
 */
export function fetchPaymentOptions(
  checkoutUuid: string,
  deliveryOptionUuid: string,
): Promise<PaymentOptionsResponse> {
  const path = `/api/webshop/checkout/${encodeURIComponent(checkoutUuid)}/delivery-options/${encodeURIComponent(deliveryOptionUuid)}/payment-options`;
  return apiGet(path, PaymentOptionsResponse);
}
