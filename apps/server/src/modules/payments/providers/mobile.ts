import { randomUUID } from "node:crypto";
import type { MobilePaymentBody } from "@shop/contracts/payments";
import { conflict } from "../../../errors.ts";
import {
  applyPaymentResult,
  declineTransaction,
  isPlaced,
  paymentTexts,
  reload,
  restartTransaction,
  resultOf,
  stopIfVoucherInvalid,
} from "../service.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * The built-in mobile payment (demo shops only): 'start' sends the request to the number from the payment step,
 * then the phone approves or declines.
 */
export const mobileProvider: PaymentProvider<MobilePaymentBody> = {
  name: "mobile",

  async pay(deps, t, { action }) {
    if (isPlaced(t)) return resultOf(t);
    if (action === "start") {
      if (await stopIfVoucherInvalid(deps, t)) return resultOf(await reload(deps.db, t));
      // A new request replaces an earlier decline: the page shows it as waiting again.
      await restartTransaction(deps.db, t.id, `mobile-request:${randomUUID()}`);
      return resultOf(await reload(deps.db, t));
    }
    if (t.providerRef === null) throw conflict(paymentTexts.mobileNotStarted, "mobile_not_started");
    if (action === "decline") {
      await declineTransaction(deps.db, t.id, {
        error: paymentTexts.mobileDeclined,
        code: "mobile_declined",
      });
    } else await applyPaymentResult(deps, t.id, "paid");
    return resultOf(await reload(deps.db, t));
  },
};
