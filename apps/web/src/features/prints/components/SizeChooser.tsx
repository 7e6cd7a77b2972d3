import type { PrintOffer } from "@shop/contracts/prints";
import { printSizeLabel } from "@shop/domain/print-size";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import type { PrintPicture } from "../print-choice.ts";

type Props = {
  offers: readonly PrintOffer[];
  currency: string;
  chosen: string;
  picture: PrintPicture;
  onChoose: (productUuid: string) => void;
  onNext: () => void;
};

/** The print's size: one of the shop's sizes on sale, with its price; then on to the crop. */
export function SizeChooser({ offers, currency, chosen, picture, onChoose, onNext }: Props) {
  const { t, i18n } = useTranslation();
  const decimalMark = i18n.language.startsWith("en") ? "." : ",";
  return (
    <section aria-labelledby="print-size-title" className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
      <img
        src={picture.previewUrl}
        alt={t("prints.pictureAlt", { id: picture.webshopId })}
        className="mx-auto max-h-[50dvh] w-auto rounded-md object-contain"
      />
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onNext();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend id="print-size-title" className="mb-2 text-xl font-bold">
            {t("prints.chooseSize")}
          </legend>
          {offers.map((offer) => (
            <label
              key={offer.uuid}
              className={cx(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-focus-visible:ring-2 has-focus-visible:ring-primary",
                offer.uuid === chosen ? "border-primary bg-primary/5" : "border-border",
              )}
            >
              <input
                type="radio"
                name="print-size"
                value={offer.uuid}
                checked={offer.uuid === chosen}
                onChange={() => onChoose(offer.uuid)}
                className="size-5 accent-primary"
              />
              <span className="flex-1">
                <span className="font-semibold">{offer.name}</span>{" "}
                <span className="text-muted">
                  ({t("prints.size", { size: printSizeLabel(offer, decimalMark) })})
                </span>
              </span>
              <Price amount={offer.price} currency={currency} className="font-semibold" />
            </label>
          ))}
        </fieldset>
        <Button type="submit">{t("prints.chooseCrop")}</Button>
      </form>
    </section>
  );
}
