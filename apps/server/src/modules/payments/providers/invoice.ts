import { applyPaymentResult, isOpen, reload, resultOf } from "../service.ts";
import type { PaymentProvider } from "./provider.ts";

/** Paying by invoice: the order is confirmed unpaid (invoiced); the operator marks it paid when it is settled. */
export const invoiceProvider: PaymentProvider = {
  name: "invoice",

  async pay(deps, t) {
    if (isOpen(t)) await applyPaymentResult(deps, t.id, "invoiced");
    return resultOf(await reload(deps.db, t));
  },
};
