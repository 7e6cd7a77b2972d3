import type { PaymentOption } from "@shop/contracts/checkout";
import { CreditCard, FileText, type LucideIcon, Smartphone, Wallet } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  visa: CreditCard,
  mastercard: CreditCard,
  card: CreditCard,
  stripe: CreditCard,
  mobile: Smartphone,
  vipps: Smartphone,
  invoice: FileText,
};

/** The enabled payment methods of an option: an icon and the method's name each. */
export function PaymentMethodIcons({ methods }: { methods: PaymentOption["enabledPaymentMethods"] }) {
  if (methods.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {methods.map((method) => {
        const Icon = icons[method.icon.toLowerCase()] ?? Wallet;
        return (
          <li
            key={`${method.icon}:${method.name}`}
            className="inline-flex items-center gap-1 rounded border border-border bg-surface px-1.5 py-0.5 text-xs font-semibold text-text"
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {method.name}
          </li>
        );
      })}
    </ul>
  );
}
