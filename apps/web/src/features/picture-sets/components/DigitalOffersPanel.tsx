import type { DigitalTypeOffer } from "@shop/contracts/digital-offer";
import { buttonClass } from "@shop/ui/button-styles";
import { Download } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { AwaitingInvoiceNote } from "../../../ui/AwaitingInvoiceNote.tsx";
import { DigitalCartButton } from "../../../ui/DigitalCartButton.tsx";
import { OfferPrice } from "../../../ui/Price.tsx";

function SetRow({
  subjectUuid,
  offer,
  currency,
}: {
  subjectUuid: string;
  offer: DigitalTypeOffer;
  currency: string;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const set = offer.set;
  return (
    <li className="flex flex-col gap-2 py-3">
      <h3 className="font-semibold">{t(`digital.types.${offer.type}`)}</h3>
      {offer.file && (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span>{t("digital.singlePicture")}</span>
          <OfferPrice price={offer.file.price} rebatedPrice={offer.file.rebatedPrice} currency={currency} />
        </p>
      )}
      {set && (
        <div className="flex flex-col gap-3 rounded-lg bg-bg p-3 sm:flex-row sm:items-center">
          <div id={textId} className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold">{t("digital.wholeSet", { count: offer.pictureCount })}</span>
              <OfferPrice price={set.price} rebatedPrice={set.rebatedPrice} currency={currency} />
            </p>
            {set.inCart && !set.bought && (
              <p className="text-sm text-success">{t("digital.setInCartHint")}</p>
            )}
          </div>
          {set.bought ? (
            set.zipUrl ? (
              <a href={set.zipUrl} download className={buttonClass("secondary", "shrink-0")}>
                <Download aria-hidden="true" className="size-5" />
                {t("digital.downloadSet")}
              </a>
            ) : (
              <p className="shrink-0 font-semibold text-success">{t("digital.bought")}</p>
            )
          ) : set.awaitingInvoice ? (
            <AwaitingInvoiceNote what="set" className="shrink-0 sm:max-w-56" />
          ) : (
            <DigitalCartButton
              target={{ kind: "set", subjectUuid, type: offer.type }}
              inCart={set.inCart}
              inPackage={set.inPackage}
              describedBy={textId}
              buyLabel={t("digital.buyWholeSet", { count: offer.pictureCount })}
              className="shrink-0"
            />
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The digital offers of a picture set per picture type: the prices, and the whole set's toggle, its zip, or (ordered on
 * an unpaid invoice) when it comes.
 */
export function DigitalOffersPanel({
  subjectUuid,
  offers,
  currency,
}: {
  subjectUuid: string;
  offers: DigitalTypeOffer[];
  currency: string;
}) {
  const { t } = useTranslation();
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby="digital-offers"
      className="mt-8 rounded-xl border border-border bg-surface px-4 py-2 shadow-sm"
    >
      <h2 id="digital-offers" className="pt-2 text-lg font-bold">
        {t("digital.panelTitle")}
      </h2>
      <ul className="divide-y divide-border">
        {offers.map((offer) => (
          <SetRow key={offer.type} subjectUuid={subjectUuid} offer={offer} currency={currency} />
        ))}
      </ul>
    </section>
  );
}
