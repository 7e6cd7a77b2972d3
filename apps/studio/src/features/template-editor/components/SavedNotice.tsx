import { useTranslation } from "../../../lib/i18n.ts";

export interface SavedTemplate {
  readonly uuid: string;
  readonly version: number;
  readonly product: string;
}

/** What the save made, with the shop's own preview of it (the drawing the template lists show). */
export function SavedNotice({ saved }: { saved: SavedTemplate }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-4 rounded-lg border border-border bg-surface p-3">
      <img
        src={`/templates/all/${saved.uuid}-${saved.version}.svg`}
        alt={t("templateEditor.saved.preview")}
        className="size-24 rounded border border-border object-contain"
      />
      <p>{t("templateEditor.saved.text", { version: saved.version, product: saved.product })}</p>
    </div>
  );
}
