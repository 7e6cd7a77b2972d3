import type { CardPaymentBody } from "@shop/contracts/payments";
import { badRequest } from "../../../errors.ts";
import {
  applyPaymentResult,
  declineTransaction,
  isPlaced,
  reload,
  resultOf,
  stopIfVoucherInvalid,
} from "../service.ts";
import { chargeTestCard } from "../test-card.ts";
import type { PaymentProvider } from "./provider.ts";

/** The built-in test card (demo shops only): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export const cardProvider: PaymentProvider<CardPaymentBody> = {
  name: "card",

  async pay(deps, t, body) {
    if (isPlaced(t)) return resultOf(t);
    if (await stopIfVoucherInvalid(deps, t)) return resultOf(await reload(deps.db, t));
    const outcome = chargeTestCard(body.cardNumber, body.expiry, new Date());
    if (outcome.kind === "invalid") throw badRequest(outcome.error, outcome.code);
    if (outcome.kind === "declined") await declineTransaction(deps.db, t.id, outcome);
    else await applyPaymentResult(deps, t.id, "paid");
    return resultOf(await reload(deps.db, t));
  },
};
