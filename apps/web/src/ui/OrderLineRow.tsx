import type { OrderLine } from "@shop/contracts/cart";
import { limits } from "@shop/domain/limits";
import { cx } from "@shop/ui/cx";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/i18n.ts";
import { Price } from "./Price.tsx";
import { Updating } from "./SummaryLines.tsx";

type Props = {
  line: OrderLine;
  currency: string;
  /** The cart's quantity select and delete button. */
  children?: ReactNode;
  /** '...' in place of the prices while the line is being updated. */
  pending?: boolean;
  /** Off where `children` shows the quantity itself (the cart's select). */
  showQuantity?: boolean;
  className?: string;
  /** A picture of the line in place of the digital thumbnails (a template product's preview). */
  media?: ReactNode;
};

function subjectText(line: OrderLine): string {
  if (line.catalogue) return line.catalogue.subjectName;
  return line.subjects.map((s) => (s.group ? `${s.name} (${s.group})` : s.name)).join(", ");
}

/** The server's description often repeats the name and the subjects; then it says nothing new. */
function isRedundant(description: string, name: string, subjects: string, line: OrderLine): boolean {
  const plainSubjects = line.catalogue ? subjects : line.subjects.map((s) => s.name).join(", ");
  return [name, `${name} – ${subjects}`, `${name} – ${plainSubjects}`].includes(description.trim());
}

/** One product line of a cart or an order: thumbnails, name, description, subjects, quantity and price. */
export function OrderLineRow({
  line,
  currency,
  children,
  pending = false,
  showQuantity = true,
  className,
  media,
}: Props) {
  const { t } = useTranslation();
  // A line drawn by its own media (a template product's preview) does not repeat it with thumbnails.
  const thumbs = media ? [] : line.digitalFiles.slice(0, limits.digitalPreviewMax);
  const total = thumbs.length === 0 ? 0 : line.digitalFiles.length;
  const subjects = subjectText(line);
  const description = isRedundant(line.description, line.product.name, subjects, line)
    ? ""
    : line.description;
  const rebated = line.rebate !== null && line.actualLinePrice < line.linePrice;
  return (
    <article
      aria-label={line.product.name}
      aria-busy={pending || undefined}
      className={cx("@container", className ?? "py-4")}
    >
      <div className="flex gap-3 @sm:gap-4">
        {media && <div className="w-20 shrink-0 self-start @sm:w-24">{media}</div>}
        {thumbs.length > 0 && (
          <div className="relative flex shrink-0 items-start gap-1 self-start">
            {thumbs.map((file, index) => (
              <img
                key={file.uuid}
                src={file.thumbnail}
                alt=""
                width={64}
                height={80}
                loading="lazy"
                decoding="async"
                // A narrow place (a phone, the checkout's side column) shows the first picture and the count of the others.
                className={cx("h-20 w-16 rounded-md bg-border object-cover", index > 0 && "hidden @sm:block")}
              />
            ))}
            {total > 1 && (
              <span className="absolute right-1 bottom-1 rounded-full bg-black/70 px-1.5 text-xs font-semibold text-white @sm:hidden">
                {t("orderLine.moreFiles", { count: total - 1 })}
              </span>
            )}
            {total > thumbs.length && (
              <span className="hidden self-center px-1 text-sm text-muted @sm:inline">
                {t("orderLine.moreFiles", { count: total - thumbs.length })}
              </span>
            )}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 text-base font-semibold break-words">{line.product.name}</h3>
            <div className="flex shrink-0 flex-col items-end">
              {pending ? (
                <span className="font-semibold">
                  <Updating label={t("price.updating")} />
                </span>
              ) : (
                <>
                  <Price amount={line.actualLinePrice} currency={currency} className="font-semibold" />
                  {rebated && (
                    <Price amount={line.linePrice} currency={currency} strike className="text-sm" />
                  )}
                </>
              )}
            </div>
          </div>
          {description && <p className="text-sm text-muted break-words">{description}</p>}
          {subjects && <p className="text-sm text-muted">{subjects}</p>}
          {showQuantity && <p className="text-sm">{t("orderLine.quantity", { count: line.quantity })}</p>}
          {children && <div className="mt-2 flex flex-wrap items-center gap-2">{children}</div>}
        </div>
      </div>
    </article>
  );
}
