import type { PrintCrop, PrintSize } from "@shop/domain/print-size";
import { printDocumentFor, printFieldId, printInstance } from "@shop/render/print-page";
import type { PrintQuality } from "@shop/render/quality";
import { ImageScreen } from "../image/ImageScreen.tsx";
import type { EditorPicture } from "../types.ts";

type Props = {
  name: string;
  size: PrintSize;
  picture: EditorPicture;
  crop: PrintCrop;
  rateDpi: (dpi: number) => PrintQuality;
  onCancel: () => void;
  onDone: (crop: PrintCrop) => void;
};

/**
 * The crop screen of a plain print (decision 0067): the editor's image screen on the print's one-field page, without
 * its toolbox (no turning: the page is turned to the picture; no effects), answering the crop.
 */
export function PrintCropScreen({ name, size, picture, crop, rateDpi, onCancel, onDone }: Props) {
  const doc = printDocumentFor(name, size, picture);
  return (
    <ImageScreen
      doc={doc}
      instance={printInstance(doc, picture, crop)}
      fieldId={printFieldId}
      pictures={[picture]}
      jobUuid=""
      ownPictures={false}
      toolboxDisabled
      rateDpi={rateDpi}
      onCancel={onCancel}
      onDone={(next) => {
        const chosen = next.images[printFieldId]?.crop;
        if (chosen) onDone({ ...chosen });
      }}
    />
  );
}
