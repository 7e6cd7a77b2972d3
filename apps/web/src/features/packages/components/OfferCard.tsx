import type { PackageOffer } from "@shop/contracts/packages";
import { Package } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { PackagePrice } from "./PackagePrice.tsx";

/** Where an offer's button leads: a package to its edit overview, a link offer to its link or its template list. */
export function offerTarget(offer: PackageOffer): { to: string; external: boolean } | null {
  if (offer.type === "package") return { to: `/products/packages/${offer.uuid}`, external: false };
  if (offer.link) return { to: offer.link, external: /^https?:\/\//i.test(offer.link) };
  if (offer.linkInfo) {
    const category = offer.linkInfo.category ? `/${encodeURIComponent(offer.linkInfo.category)}` : "";
    return { to: `/templates/${encodeURIComponent(offer.linkInfo.type)}${category}`, external: false };
  }
  return null;
}

/** A package card (spec 02 § Packages): image, name, description, price, a link button, the disabled overlay. */
export function OfferCard({ offer, currency }: { offer: PackageOffer; currency: string }) {
  const { t } = useTranslation();
  const target = offer.disabled ? null : offerTarget(offer);
  const label = offer.linkText ?? t("packages.choose");
  const headingId = `offer-${offer.uuid}`;
  return (
    <li className="relative">
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm"
      >
        <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-primary/10">
          {offer.image ? (
            <img
              src={offer.image}
              alt=""
              width={640}
              height={480}
              // Whole, never cut: a filled design's texts and a photographer's banner alike.
              className="size-full object-contain p-2"
              loading="lazy"
              decoding="async"
            />
          ) : (
            <Package aria-hidden="true" className="size-16 text-primary" strokeWidth={1.5} />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <h3 id={headingId} className="text-lg font-semibold">
            {offer.name}
          </h3>
          {offer.description && <p className="text-sm whitespace-pre-line text-muted">{offer.description}</p>}
          <div className="mt-auto flex flex-col gap-3">
            <PackagePrice offer={offer} currency={currency} />
            {target &&
              (target.external ? (
                <a href={target.to} className={buttonClass("primary")} rel="noopener noreferrer">
                  {label}
                </a>
              ) : (
                <Link to={target.to} className={buttonClass("primary")}>
                  {label}
                </Link>
              ))}
          </div>
        </div>
      </article>
      {offer.disabled && (
        <div
          data-testid="offer-disabled"
          className="absolute inset-0 flex items-center justify-center rounded-xl bg-bg/85 p-6"
        >
          <div className="flex max-w-xs flex-col gap-1 rounded-lg border border-border bg-surface px-4 py-3 text-center shadow-sm">
            <p className="font-semibold">{t("packages.notAvailable")}</p>
            <p className="text-sm">{offer.disabled.reason}</p>
          </div>
        </div>
      )}
    </li>
  );
}
