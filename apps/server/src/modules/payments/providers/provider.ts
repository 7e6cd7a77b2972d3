import type { PaymentProvider as ProviderName } from "@shop/contracts/checkout";
import type { PaymentResult } from "@shop/contracts/payments";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentDeps, TransactionRow } from "../service.ts";

/** What a provider works with during one request: the payment services' dependencies and the request's log. */
export interface ProviderContext extends PaymentDeps {
  log: FastifyBaseLogger;
}

/** An open payment whose time is up, as the expiry round reads it. */
export interface DuePayment {
  id: number;
  uuid: string;
  provider: string;
  providerRef: string | null;
  amount: number;
  currency: string;
}

/**
 * One payment provider (the test card, the test mobile payment, invoice, Stripe), next to the others in
 * payments/providers. Which providers a shop offers is decided in one place (enabledProviders); the routes give each
 * provider the user's transaction, found and expired by the shop's own rules, and answer what it answers.
 */
export interface PaymentProvider<Body = undefined> {
  readonly name: ProviderName;
  /**
   * The payment page's action on the user's transaction (open, or already paid: answered as it is): pay, or start
   * or continue paying. A closed (cancelled, expired) transaction never reaches it.
   */
  pay(context: ProviderContext, t: TransactionRow, body: Body): Promise<PaymentResult>;
  /** The browser is back from the provider's own page: the shop asks the provider how the payment went. */
  confirmReturn?(context: ProviderContext, t: TransactionRow): Promise<PaymentResult>;
  /** The provider tells the shop of a payment (a signed webhook): the raw body and its signature header. */
  handleWebhook?(
    context: ProviderContext,
    body: unknown,
    signature: string | string[] | undefined,
  ): Promise<void>;
  /**
   * Before an open payment expires: closes it at the provider, so it can take no money afterwards. False when it
   * may not be expired now (the provider took the money in time, which is applied instead; or it cannot be asked).
   */
  closeBeforeExpiry?(deps: PaymentDeps, t: DuePayment): Promise<boolean>;
  /** After the shop cancelled a payment (abandoned, or replaced by a new transaction): closes it there, best effort. */
  closeCancelled?(deps: PaymentDeps, providerRef: string): Promise<void>;
}
