import { monthOfPage } from "@shop/render/calendar";
import { isTemplateComplete } from "@shop/render/picture-rules";
import { Button } from "@shop/ui/Button";
import { type FieldTarget, PartPreview } from "@shop/ui/PartPreview";
import { useTranslation } from "../../../lib/i18n.ts";
import { EditorTools } from "./EditorTools.tsx";
import type { EditorView } from "./editor-view.ts";
import { PartStrip } from "./PartStrip.tsx";

/**
 * The editor's main screen: the current part, drawn with the fields to tap, the parts, and the bar of tools and
 * actions at the bottom.
 */
export function MainView({
  view,
  updateLabel,
  pending,
  onCancel,
  onAction,
}: {
  view: EditorView;
  /** The shop's name for 'Update cart'. */
  updateLabel: string;
  pending: boolean;
  onCancel: () => void;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  const { doc, instance, state, dispatch, template } = view;
  const complete = isTemplateComplete(doc, instance);
  const { mode } = view.props;
  const actionLabel =
    mode.kind === "packageItem"
      ? t("editor.updatePackage")
      : mode.kind === "update"
        ? updateLabel
        : t("editor.addToCart");
  const part = doc.parts.find((p) => p.id === state.currentPartId) ?? doc.parts[0];
  const targets: FieldTarget[] = [
    ...view.images.map((f, i) => ({
      id: f.id,
      kind: "image" as const,
      label: t("editor.imageN", { n: i + 1 }),
    })),
    ...view.texts.map((f, i) => ({
      id: f.id,
      kind: "text" as const,
      label: t("editor.textN", { n: i + 1 }),
    })),
  ];
  return (
    <>
      {part && (
        <div className="flex justify-center rounded-xl bg-bg p-3 sm:p-6">
          <PartPreview
            doc={doc}
            instance={instance}
            partId={part.id}
            pictureUrls={view.pictureUrls}
            guides
            idPrefix="editor"
            locale={view.locale}
            targets={targets}
            fontsVersion={view.fontsVersion}
            onField={(target) =>
              dispatch({ type: target.kind === "image" ? "openImage" : "openText", fieldId: target.id })
            }
            label={t("editor.previewOf", {
              name:
                monthOfPage(part) === null
                  ? (part.name ?? template.name)
                  : view.partName(doc.parts.indexOf(part)),
            })}
            // Room left for the title, the pages and the bar of tools on one screen, phone or desktop.
            maxHeight="max(14rem, min(60dvh, calc(100dvh - 24rem)))"
          />
        </div>
      )}
      {doc.parts.length > 1 && <PartStrip view={view} />}
      {/*
        Tools and actions share the bar at the bottom, in view as the page scrolls: a tool is never behind it. On a
        phone the tools are one row of icons over short labels above Cancel and Add to cart; wider, beside them.
      */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-border bg-bg px-4 pt-2 pb-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:py-3">
        <EditorTools view={view} />
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={!complete}>
            {t("editor.cancel")}
          </Button>
          <Button onClick={onAction} disabled={!complete} loading={pending} className="flex-1 sm:flex-none">
            {actionLabel}
          </Button>
        </div>
      </div>
    </>
  );
}
