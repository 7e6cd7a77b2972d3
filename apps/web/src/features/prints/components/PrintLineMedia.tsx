import type { OrderLine } from "@shop/contracts/cart";
import { printSizeLabel } from "@shop/domain/print-size";
import { useTranslation } from "../../../lib/i18n.ts";
import { CroppedPicture } from "./CroppedPicture.tsx";

/** A print line's picture in the cart, cut as the print is. */
export function PrintLineMedia({ line }: { line: OrderLine }) {
  const { t, i18n } = useTranslation();
  const print = line.print;
  if (!print) return null;
  const size = t("prints.size", { size: printSizeLabel(print, i18n.language.startsWith("en") ? "." : ",") });
  return (
    <CroppedPicture
      src={print.previewUrl}
      picture={print.picture}
      crop={print.crop}
      alt={t("prints.croppedAlt", { size })}
      className="w-full"
    />
  );
}
