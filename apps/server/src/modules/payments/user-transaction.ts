import type { PaymentProvider as ProviderName } from "@shop/contracts/checkout";
import { conflict, notFound } from "../../errors.ts";
import { expireIfDue } from "./expiry.ts";
import {
  findTransaction,
  type PaymentDeps,
  paymentTexts,
  type TransactionRow,
  transactionNotFoundMessage,
} from "./service.ts";

/**
 * The user's transaction for a payment with this provider, expired first when its time is up (the lazy side of
 * the expiry); anyone else's is not found. `providers` are the shop's enabled ones.
 */
export async function userTransaction(
  deps: PaymentDeps,
  providers: ReadonlySet<ProviderName>,
  userId: number,
  transactionUuid: string,
  provider: ProviderName,
): Promise<TransactionRow> {
  const t = await findTransaction(deps.db, deps.portalId, userId, transactionUuid);
  if (!t) throw notFound(transactionNotFoundMessage, "transaction_not_found");
  if (t.provider !== provider) throw conflict(paymentTexts.wrongProvider, "wrong_provider");
  // A transaction made before the shop's configuration changed may name a provider that is now off.
  if (!providers.has(provider)) throw conflict(paymentTexts.providerOff, "provider_off");
  return expireIfDue(deps, t);
}

/** The transaction, to be paid: a cancelled or expired one answers 409. */
export function payable(t: TransactionRow): TransactionRow {
  if (t.status === "cancelled") throw conflict(paymentTexts.cancelled, "payment_cancelled");
  if (t.status === "expired") throw conflict(paymentTexts.expired, "payment_expired");
  return t;
}
