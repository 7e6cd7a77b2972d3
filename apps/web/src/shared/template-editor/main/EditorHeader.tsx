import type { UnitPrice } from "@shop/domain/pricing";
import { cx } from "@shop/ui/cx";
import { ChevronLeft } from "lucide-react";
import type { Ref } from "react";
import { Price } from "../../../ui/Price.tsx";

/** The editor's header: back (Cancel's question when there are changes), the design's name and what a piece costs. */
export function EditorHeader({
  name,
  backLabel,
  onBack,
  price,
  currency,
  headingRef,
}: {
  name: string;
  backLabel: string;
  onBack: () => void;
  /** Null in a package, whose price is the package's. */
  price: UnitPrice | null;
  currency: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="flex items-center gap-2">
      <button
        type="button"
        onClick={onBack}
        aria-label={backLabel}
        className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-primary/10"
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="line-clamp-2 min-w-0 flex-1 text-xl font-bold break-words sm:text-2xl"
      >
        {name}
      </h1>
      {price !== null && (
        // The regular price goes under a lower one, so a phone's header keeps room for the name.
        <div className="flex shrink-0 flex-col items-end">
          <Price
            amount={price.actual}
            currency={currency}
            className={cx("text-lg font-semibold", price.actual < price.regular && "text-danger")}
          />
          {price.actual < price.regular && (
            <Price amount={price.regular} currency={currency} strike className="text-sm" />
          )}
        </div>
      )}
    </header>
  );
}
