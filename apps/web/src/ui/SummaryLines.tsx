import type { Summary, SummaryLine } from "@shop/contracts/cart";
import { cx } from "@shop/ui/cx";
import type { TFunction } from "../lib/i18n.ts";
import { useTranslation } from "../lib/i18n.ts";
import { Price } from "./Price.tsx";

type Props = {
  summary: Summary;
  /** Shows '...' in place of the amounts while the cart is being updated. */
  pending?: boolean;
  className?: string;
};

/** The summary's own words are the server's English; the kind lets the interface say them in the user's language. */
function label(line: SummaryLine, t: TFunction): { title: string; detail: string | null } {
  switch (line.kind) {
    case "subtotal":
      return { title: t("summary.subtotal"), detail: null };
    case "rebate":
      return { title: t("summary.rebate"), detail: line.description || null };
    case "voucher":
      return { title: t("summary.voucher"), detail: line.description || null };
    case "shipping":
      return { title: t("summary.shipping"), detail: line.description || null };
    case "fee":
      return { title: line.description || t("summary.fee"), detail: null };
    case "total":
      return { title: t("summary.total"), detail: null };
    case "tax":
      return { title: t("summary.vatIncluded"), detail: null };
  }
}

/** '...' on screen while a price is being worked out; screen readers hear what it means. */
export function Updating({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">...</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/** The summary of a cart or an order: subtotal, voucher, shipping, fees, the total in bold and the VAT it includes. */
export function SummaryLines({ summary, pending = false, className }: Props) {
  const { t } = useTranslation();
  return (
    <dl className={cx("flex flex-col gap-1.5 text-base", className)} aria-busy={pending || undefined}>
      {summary.lines.map((line) => {
        const { title, detail } = label(line, t);
        const isTotal = line.kind === "total";
        const isTax = line.kind === "tax";
        return (
          <div
            // Summary lines have no id; no two lines of one summary share all three.
            key={`${line.kind}:${line.description}:${line.linePrice}`}
            data-kind={line.kind}
            className={cx(
              "flex items-baseline justify-between gap-4",
              isTotal && "mt-1 border-t border-border pt-2 text-lg font-bold",
              isTax && "text-sm text-muted",
            )}
          >
            <dt className="min-w-0">
              {title}
              {detail && <span className="block text-sm font-normal text-muted break-words">{detail}</span>}
            </dt>
            <dd className="shrink-0 text-right">
              {pending ? (
                <Updating label={t("price.updating")} />
              ) : line.kind === "shipping" && line.linePrice === 0 ? (
                <span className="font-semibold text-success">{t("price.free")}</span>
              ) : (
                <Price amount={line.linePrice} currency={summary.currency} />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
