import { canChangeYear } from "@shop/domain/template-year";
import { CalendarDays, Eye, Images, LayoutTemplate, Type } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { MainTool } from "../components/MainTool.tsx";
import type { EditorView } from "./editor-view.ts";

/** The main screen's tools: the photos, the texts, a calendar's year, another design and the preview. */
export function EditorTools({ view }: { view: EditorView }) {
  const { t } = useTranslation();
  const { images, texts, doc, dispatch, props, options } = view;
  const mode = props.mode;
  return (
    <div role="toolbar" aria-label={t("editor.toolbar")} className="flex gap-1 sm:flex-wrap">
      {images.length > 0 && (
        <MainTool
          icon={<Images aria-hidden="true" className="size-5" />}
          onClick={() =>
            images.length === 1 && images[0]
              ? dispatch({ type: "openImage", fieldId: images[0].id })
              : dispatch({ type: "openMenu", menu: "select-image" })
          }
        >
          {options?.disableImageToolbox === true ? t("editor.changePhotos") : t("editor.changeEditPhotos")}
        </MainTool>
      )}
      {texts.length > 0 && (
        <MainTool
          icon={<Type aria-hidden="true" className="size-5" />}
          onClick={() =>
            texts.length === 1 && texts[0]
              ? dispatch({ type: "openText", fieldId: texts[0].id })
              : dispatch({ type: "openMenu", menu: "select-text" })
          }
        >
          {t("editor.editText")}
        </MainTool>
      )}
      {doc.type === "CALENDAR" && (
        <MainTool
          icon={<CalendarDays aria-hidden="true" className="size-5" />}
          disabled={!canChangeYear(view.yearRange)}
          onClick={() => dispatch({ type: "openMenu", menu: "year" })}
        >
          {t("editor.changeYear")}
        </MainTool>
      )}
      {(mode.kind !== "packageItem" || mode.canChangeTemplate) && (
        <MainTool
          icon={<LayoutTemplate aria-hidden="true" className="size-5" />}
          onClick={() => dispatch({ type: "openMenu", menu: "templates" })}
        >
          {t("editor.changeDesign")}
        </MainTool>
      )}
      <MainTool
        icon={<Eye aria-hidden="true" className="size-5" />}
        onClick={() => dispatch({ type: "openMenu", menu: "preview" })}
      >
        {t("editor.preview")}
      </MainTool>
    </div>
  );
}
