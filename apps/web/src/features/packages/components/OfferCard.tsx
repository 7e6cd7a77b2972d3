import type { PackageOffer } from "@shop/contracts/packages";
import { buttonClass } from "@shop/ui/button-styles";
import { Package } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { PreviewImage } from "../../../ui/PreviewImage.tsx";
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

/**
 * A package card (spec 02 § Packages): image, name, description, price, a link button, the disabled overlay. On a
 * phone the picture sits small beside the name and price, so a few offers fit the screen; from the tablet width up it
 * is the card's head. A picture of the child shows at once while the filled preview loads.
 */
export function OfferCard({
  offer,
  currency,
  first = false,
}: {
  offer: PackageOffer;
  currency: string;
  /** The page's first offer, whose picture is its largest paint on a phone. */
  first?: boolean;
}) {
  const { t } = useTranslation();
  const target = offer.disabled ? null : offerTarget(offer);
  const label = offer.linkText ?? t("packages.choose");
  const headingId = `offer-${offer.uuid}`;
  return (
    <li className="relative">
      <article
        aria-labelledby={headingId}
        className="grid h-full grid-cols-[6.5rem_minmax(0,1fr)] content-start gap-x-3 gap-y-3 overflow-hidden rounded-xl border border-border bg-surface p-3 shadow-sm sm:flex sm:flex-col sm:gap-0 sm:p-0"
      >
        <div className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg bg-primary/10 sm:aspect-[4/3] sm:rounded-none">
          {offer.image ? (
            // Whole, never cut: a filled design's texts and a photographer's banner alike.
            <PreviewImage
              src={offer.image}
              placeholder={offer.placeholder}
              className="object-contain p-1 sm:p-2"
              first={first}
            />
          ) : (
            <Package aria-hidden="true" className="size-12 text-primary sm:size-16" strokeWidth={1.5} />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2 sm:px-4 sm:pt-4">
          <h3 id={headingId} className="text-lg leading-snug font-semibold">
            {offer.name}
          </h3>
          <PackagePrice offer={offer} currency={currency} />
        </div>
        {offer.description && (
          <p className="col-span-2 text-sm whitespace-pre-line text-muted sm:px-4 sm:pt-3">
            {offer.description}
          </p>
        )}
        {target && (
          <div className="col-span-2 flex flex-col sm:mt-auto sm:px-4 sm:pt-3 sm:pb-4">
            {target.external ? (
              <a href={target.to} className={buttonClass("primary")} rel="noopener noreferrer">
                {label}
              </a>
            ) : (
              <Link to={target.to} className={buttonClass("primary")}>
                {label}
              </Link>
            )}
          </div>
        )}
      </article>
      {offer.disabled && (
        <div
          data-testid="offer-disabled"
          className="absolute inset-0 flex items-center justify-center rounded-xl bg-bg/85 p-4"
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
