import type { PrintOffer } from "@shop/contracts/prints";
import { type PrintCrop, printSizeLabel } from "@shop/domain/print-size";
import { Button } from "@shop/ui/Button";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { cropForSize, type PrintPicture, ratePrintDpi } from "../print-choice.ts";
import { CroppedPicture } from "./CroppedPicture.tsx";
import { SizeChooser } from "./SizeChooser.tsx";

// The crop screen is the template editor's, loaded with its code only when a parent crops.
const PrintCropScreen = lazy(async () => ({
  default: (await import("../../../shared/template-editor/Editor.tsx")).PrintCropScreen,
}));

type Props = {
  picture: PrintPicture;
  offers: readonly PrintOffer[];
  currency: string;
  /** A print line being changed: its size and crop. */
  initial: { productUuid: string; crop: PrintCrop } | null;
  submitLabel: string;
  submitting: boolean;
  /** The call's failure, said under the button. */
  error: string | null;
  onSubmit: (choice: { productUuid: string; crop: PrintCrop }) => void;
  /** The page's heading, shown above the size and the confirmation (the crop screen has its own bar). */
  header: ReactNode;
};

/**
 * Ordering a print: the size, then the crop in the editor's crop screen with the print's quality light, then the
 * cropped picture with its size and price and the button that puts it in the cart (or updates the line).
 */
export function PrintFlow({
  picture,
  offers,
  currency,
  initial,
  submitLabel,
  submitting,
  error,
  onSubmit,
  header,
}: Props) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<"size" | "crop" | "confirm">(initial ? "confirm" : "size");
  const [productUuid, setProductUuid] = useState(
    initial && offers.some((o) => o.uuid === initial.productUuid)
      ? initial.productUuid
      : (offers[0]?.uuid ?? ""),
  );
  const [crop, setCrop] = useState<PrintCrop | null>(initial?.crop ?? null);
  const offer = offers.find((o) => o.uuid === productUuid) ?? offers[0];
  if (!offer) return <ErrorState message={t("common.errorText")} />;
  const decimalMark = i18n.language.startsWith("en") ? "." : ",";
  const size = t("prints.size", { size: printSizeLabel(offer, decimalMark) });
  const currentCrop = cropForSize(picture, offer, crop);

  if (step === "size")
    return (
      <PrintPage header={header}>
        <SizeChooser
          offers={offers}
          currency={currency}
          chosen={offer.uuid}
          picture={picture}
          onChoose={setProductUuid}
          onNext={() => setStep("crop")}
        />
      </PrintPage>
    );

  if (step === "crop")
    return (
      <Suspense fallback={<LoadingState text={t("common.loading")} />}>
        <PrintCropScreen
          name={offer.name}
          size={offer}
          picture={picture}
          crop={currentCrop}
          rateDpi={ratePrintDpi}
          onCancel={() => setStep(crop ? "confirm" : "size")}
          onDone={(chosen) => {
            setCrop(chosen);
            setStep("confirm");
          }}
        />
      </Suspense>
    );

  return (
    <PrintPage header={header}>
      <section aria-labelledby="print-confirm-title" className="mx-auto flex max-w-xl flex-col gap-4">
        <h2 id="print-confirm-title" className="text-xl font-bold">
          {t("prints.yourPrint")}
        </h2>
        <CroppedPicture
          src={picture.previewUrl}
          picture={picture}
          crop={currentCrop}
          alt={t("prints.croppedAlt", { size })}
          className="mx-auto w-full max-w-sm"
        />
        <p className="flex items-baseline justify-between gap-2 text-lg">
          <span className="font-semibold">
            {offer.name} <span className="text-muted">({size})</span>
          </span>
          <Price amount={offer.price} currency={currency} className="font-semibold" />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setStep("size")}>
            {t("prints.changeSize")}
          </Button>
          <Button variant="secondary" onClick={() => setStep("crop")}>
            {t("prints.changeCrop")}
          </Button>
        </div>
        <Button
          loading={submitting}
          onClick={() => onSubmit({ productUuid: offer.uuid, crop: currentCrop })}
          className="w-full sm:w-auto"
        >
          {submitLabel}
        </Button>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
      </section>
    </PrintPage>
  );
}

/** The print pages' frame (the crop screen takes the whole page below the shop's header instead). */
export function PrintPage({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:py-8">
      {header}
      {children}
    </div>
  );
}
