import type { DigitalTypeOffer } from "@shop/contracts/digital";
import type { Picture } from "@shop/contracts/picture-sets";
import { limits } from "@shop/domain/limits";
import { buttonClass } from "@shop/ui/button-styles";
import { Download } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { AwaitingInvoiceNote } from "../../../ui/AwaitingInvoiceNote.tsx";
import { DigitalCartButton } from "../../../ui/DigitalCartButton.tsx";
import { OfferPrice } from "../../../ui/Price.tsx";

type Props = {
  subjectUuid: string;
  offer: DigitalTypeOffer;
  /** The pictures of this type; the first few are the set's previews. */
  pictures: readonly Picture[];
  currency: string;
};

/**
 * The whole digital set of one picture type: a few previews, its price and the toggle; its zip once bought, or once
 * ordered on an invoice not paid yet, that its pictures come when the invoice is paid.
 */
export function DigitalSetOffer({ subjectUuid, offer, pictures, currency }: Props) {
  const { t } = useTranslation();
  const textId = useId();
  const set = offer.set;
  if (!set) return null;
  // Spec 02 §9: at most 3 previews, the subject's own pictures before group pictures.
  const previews = [...pictures]
    .sort((a, b) => Number(a.groupPicture) - Number(b.groupPicture))
    .slice(0, limits.digitalPreviewMax);
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center">
      {previews.length > 0 && (
        <div className="flex shrink-0 gap-1">
          {previews.map((picture) => (
            <img
              key={picture.uuid}
              src={picture.urls.thumbnail}
              alt=""
              width={80}
              height={100}
              loading="lazy"
              decoding="async"
              className="h-24 w-20 rounded-md bg-border object-cover"
            />
          ))}
        </div>
      )}
      <div id={textId} className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-base font-semibold">{t("digital.wholeSet", { count: offer.pictureCount })}</h3>
        <OfferPrice price={set.price} rebatedPrice={set.rebatedPrice} currency={currency} />
        {set.inCart && !set.bought && (
          <p className="text-sm text-success">
            {set.inPackage
              ? t("digital.setInPackageHint", { name: set.inPackage.name })
              : t("digital.setInCartHint")}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {set.bought ? (
          set.zipUrl ? (
            <a href={set.zipUrl} download className={buttonClass("secondary")}>
              <Download aria-hidden="true" className="size-5" />
              {t("digital.downloadSet")}
            </a>
          ) : (
            <p className="font-semibold text-success">{t("digital.bought")}</p>
          )
        ) : set.awaitingInvoice ? (
          <AwaitingInvoiceNote what="set" className="sm:max-w-56" />
        ) : (
          <DigitalCartButton
            target={{ kind: "set", subjectUuid, type: offer.type }}
            inCart={set.inCart}
            inPackage={set.inPackage}
            describedBy={textId}
            buyLabel={t("digital.buyWholeSet", { count: offer.pictureCount })}
          />
        )}
      </div>
    </div>
  );
}
