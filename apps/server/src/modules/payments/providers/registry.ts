import type { PaymentProvider as ProviderName } from "@shop/contracts/checkout";
import type { PaymentDeps } from "../service.ts";
import { cardProvider } from "./card.ts";
import { invoiceProvider } from "./invoice.ts";
import { mobileProvider } from "./mobile.ts";
import type { PaymentProvider } from "./provider.ts";
import { stripeProvider } from "./stripe.ts";
import { vippsProvider } from "./vipps.ts";

/** Every provider the shop knows; which of them a shop offers is enabledProviders' decision. */
const providers: Readonly<Record<ProviderName, PaymentProvider<never>>> = {
  card: cardProvider,
  mobile: mobileProvider,
  invoice: invoiceProvider,
  stripe: stripeProvider,
  vipps: vippsProvider,
};

export function providerOf(name: string): PaymentProvider<never> | null {
  return Object.hasOwn(providers, name) ? providers[name as ProviderName] : null;
}

/** Closes cancelled payments at their providers (an abandoned or replaced Stripe page), best effort. */
export async function closeCancelledPayments(
  deps: PaymentDeps,
  cancelled: ReadonlyArray<{ provider: string; providerRef: string | null }>,
): Promise<void> {
  for (const t of cancelled) {
    const close = providerOf(t.provider)?.closeCancelled;
    if (close && t.providerRef !== null) await close(deps, t.providerRef);
  }
}
