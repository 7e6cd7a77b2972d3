import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { isFontLoaded, loadFont } from "@shop/ui/template-fonts";
import { browserMeasure } from "@shop/ui/template-measure";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { belowHeaderScreen } from "../screen-layout.ts";
import type { TextScreenProps } from "../types.ts";
import { TextEditor } from "./TextEditor.tsx";
import { findTextField } from "./text-draft.ts";

/**
 * The editor's text screen (spec 02 §2 'Text screen toolbars', §4 'Text editing', §5): edits one editable text
 * field and answers the new choice on Done. Its font is loaded before anything is measured, so the size fitted on
 * opening is the one the renderer and the print find too.
 */
export function TextScreen({ doc, fieldId, choice, onCancel, onDone }: TextScreenProps) {
  const { t } = useTranslation();
  const found = useMemo(() => findTextField(doc, fieldId), [doc, fieldId]);
  const editable = found?.field.editable === true;
  const family = choice.family ?? found?.field.font.family;
  const [font, setFont] = useState<"loading" | "ready" | "error">(() =>
    family === undefined || isFontLoaded(family) ? "ready" : "loading",
  );

  useEffect(() => {
    if (family === undefined || !editable) return;
    if (isFontLoaded(family)) {
      setFont("ready");
      return;
    }
    let current = true;
    setFont("loading");
    loadFont(family).then(
      () => current && setFont("ready"),
      () => current && setFont("error"),
    );
    return () => {
      current = false;
    };
  }, [family, editable]);

  if (found !== null && editable && font === "ready") {
    return (
      <TextEditor
        key={fieldId}
        field={found.field}
        background={found.background}
        choice={choice}
        measure={browserMeasure}
        onCancel={onCancel}
        onDone={onDone}
      />
    );
  }
  // Fixed texts are part of the design and never offered here; a screen opened on one says so and lets go.
  return (
    <section
      aria-label={t("editor.text.title")}
      className={cx("flex w-full flex-col bg-bg", belowHeaderScreen)}
    >
      <header className="flex items-center gap-2 border-b border-border bg-surface px-2 py-2 sm:px-4">
        <Button variant="ghost" onClick={onCancel}>
          {t("editor.text.cancel")}
        </Button>
        <h2 className="truncate text-lg font-bold">{t("editor.text.title")}</h2>
      </header>
      <div className="flex flex-1 flex-col items-center justify-center p-4">
        {!editable ? (
          <ErrorState message={t("editor.text.notEditable")} />
        ) : font === "error" ? (
          <ErrorState
            message={t("editor.text.fontError")}
            onRetry={() => {
              if (family === undefined) return;
              setFont("loading");
              loadFont(family).then(
                () => setFont("ready"),
                () => setFont("error"),
              );
            }}
          />
        ) : (
          <LoadingState text={t("editor.text.loading")} />
        )}
      </div>
    </section>
  );
}
