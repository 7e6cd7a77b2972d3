import type { TemplateDocument, TemplateInstance } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { IconButton } from "@shop/ui/IconButton";
import { PartPreview } from "@shop/ui/PartPreview";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

type Shared = {
  doc: TemplateDocument;
  instance: TemplateInstance;
  pictureUrls: ReadonlyMap<string, string>;
  fontsVersion: number;
  partName: (index: number) => string;
};

/** The preview screen (spec 02): every page in a grid of 2, 3 or 4 columns; a page opens the preview dialog. */
export function PreviewScreen({
  doc,
  instance,
  pictureUrls,
  fontsVersion,
  partName,
  onOpen,
  onClose,
}: Shared & { onOpen: (index: number) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{t("editor.preview")}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {doc.parts.map((part, index) => (
          <li key={part.id}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              className="flex w-full flex-col items-center gap-1 rounded-lg p-1 hover:bg-primary/5"
            >
              <PartPreview
                doc={doc}
                instance={instance}
                partId={part.id}
                pictureUrls={pictureUrls}
                idPrefix={`grid${index}`}
                locale={i18n.language === "nb" ? "nb" : "en"}
                fontsVersion={fontsVersion}
                label={partName(index)}
              />
              <span className="text-sm">{partName(index)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onClick={onClose}>
          {t("common.close")}
        </Button>
      </div>
    </div>
  );
}

/** The full-screen preview dialog: one page, previous and next arrows hidden at the ends, and 'Close'. */
export function PreviewDialog({
  doc,
  instance,
  pictureUrls,
  fontsVersion,
  partName,
  index,
  onIndex,
}: Shared & { index: number | null; onIndex: (index: number | null) => void }) {
  const { t, i18n } = useTranslation();
  const part = index === null ? undefined : doc.parts[index];
  const last = doc.parts.length - 1;
  // The arrow keys turn the pages, as the arrows do, wherever the focus is in the dialog.
  useEffect(() => {
    if (index === null) return;
    const turn = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const to = event.key === "ArrowLeft" ? index - 1 : event.key === "ArrowRight" ? index + 1 : null;
      if (to === null || to < 0 || to > last) return;
      event.preventDefault();
      onIndex(to);
    };
    document.addEventListener("keydown", turn);
    return () => document.removeEventListener("keydown", turn);
  }, [index, last, onIndex]);
  return (
    <Dialog
      variant="full"
      open={part !== undefined}
      onOpenChange={(open) => !open && onIndex(null)}
      title={index === null ? t("editor.preview") : partName(index)}
      footer={
        <Button variant="secondary" onClick={() => onIndex(null)}>
          {t("common.close")}
        </Button>
      }
    >
      {part && index !== null && (
        <div className="flex min-h-0 flex-1 items-center justify-center gap-1">
          <span className="w-11 shrink-0">
            {index > 0 && (
              <IconButton aria-label={t("editor.previousPart")} onClick={() => onIndex(index - 1)}>
                <ChevronLeft aria-hidden="true" className="size-6" />
              </IconButton>
            )}
          </span>
          <PartPreview
            doc={doc}
            instance={instance}
            partId={part.id}
            pictureUrls={pictureUrls}
            idPrefix="dialog"
            locale={i18n.language === "nb" ? "nb" : "en"}
            fontsVersion={fontsVersion}
            label={partName(index)}
            // The page as large as the screen allows below the title and above 'Close'.
            maxHeight="calc(100dvh - 10rem)"
            className="min-w-0 flex-1"
          />
          <span className="w-11 shrink-0">
            {index < last && (
              <IconButton aria-label={t("editor.nextPart")} onClick={() => onIndex(index + 1)}>
                <ChevronRight aria-hidden="true" className="size-6" />
              </IconButton>
            )}
          </span>
        </div>
      )}
    </Dialog>
  );
}
