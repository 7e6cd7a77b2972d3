import type { DigitalPortraitResponse } from "@shop/contracts/digital";
import { useTranslation } from "../../../lib/i18n.ts";
import { DigitalFileItem } from "./DigitalFileItem.tsx";
import { DigitalSetOffer } from "./DigitalSetOffer.tsx";

type Offer = DigitalPortraitResponse["offers"][number];

/** One picture type of a picture set: the whole set first, then the single pictures. */
export function DigitalTypeSection({
  subjectUuid,
  subjectName,
  offer,
  currency,
}: {
  subjectUuid: string;
  subjectName: string;
  offer: Offer;
  currency: string;
}) {
  const { t } = useTranslation();
  const setInCart = !!offer.set?.inCart;
  const file = offer.file;
  const headingId = `digital-${offer.type}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t(`digital.types.${offer.type}`)}
      </h2>
      <DigitalSetOffer
        subjectUuid={subjectUuid}
        offer={offer}
        pictures={offer.pictures}
        currency={currency}
      />
      {file && offer.pictures.length > 0 && (
        <>
          <h3 className="text-base font-semibold">{t("digital.singlePictures")}</h3>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 lg:grid-cols-4">
            {offer.pictures.map((picture, index) => (
              <DigitalFileItem
                key={picture.uuid}
                picture={picture}
                alt={t("pictureSets.pictureAlt", { subject: subjectName, number: index + 1 })}
                price={file}
                currency={currency}
                setInCart={setInCart}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
