import type { DigitalPrice } from "@shop/contracts/digital";
import type { Picture } from "@shop/contracts/picture-sets";
import { buttonClass } from "@shop/ui/button-styles";
import { Download } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { AwaitingInvoiceNote } from "../../../ui/AwaitingInvoiceNote.tsx";
import { DigitalCartButton } from "../../../ui/DigitalCartButton.tsx";
import { OfferPrice } from "../../../ui/Price.tsx";

type Props = {
  picture: Picture;
  alt: string;
  price: DigitalPrice;
  currency: string;
  /** The whole set of this picture's type is in the cart: the single picture cannot be bought besides. */
  setInCart: boolean;
};

/**
 * A single digital picture: the picture, its id and price, and the toggle; its download once bought, or once ordered
 * on an invoice not paid yet, that it comes when the invoice is paid.
 */
export function DigitalFileItem({ picture, alt, price, currency, setInCart }: Props) {
  const { t } = useTranslation();
  const textId = useId();
  const { width, height } = picture.dimensions;
  return (
    <li className="flex flex-col gap-2">
      <img
        src={picture.urls.thumbnail}
        alt={alt}
        width={320}
        height={width > 0 ? Math.round((320 * height) / width) : 400}
        loading="lazy"
        decoding="async"
        className="aspect-[4/5] w-full rounded-lg bg-border object-cover"
      />
      <div id={textId} className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span>
          <span className="sr-only">{t("pictureSets.pictureId")} </span>
          <span className="font-semibold break-all">{picture.webshopId}</span>
        </span>
        {!picture.bought && !picture.awaitingInvoice && (
          <OfferPrice price={price.price} rebatedPrice={price.rebatedPrice} currency={currency} />
        )}
      </div>
      {picture.bought ? (
        picture.urls.original ? (
          <a
            href={picture.urls.original}
            download={`${picture.webshopId}.jpg`}
            className={buttonClass("secondary", "w-full px-2 text-sm")}
          >
            <Download aria-hidden="true" className="size-4" />
            {t("pictureSets.download", { id: picture.webshopId })}
          </a>
        ) : (
          <p className="text-sm font-semibold text-success">{t("digital.bought")}</p>
        )
      ) : picture.awaitingInvoice ? (
        <AwaitingInvoiceNote what="picture" />
      ) : (
        <DigitalCartButton
          target={{ kind: "file", pictureUuid: picture.uuid, type: picture.pictureType }}
          inCart={picture.inCart}
          disabled={setInCart}
          describedBy={textId}
          compact
        />
      )}
    </li>
  );
}
