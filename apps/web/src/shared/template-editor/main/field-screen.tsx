import type { TemplateInstance } from "@shop/render/template";
import type { ReactNode } from "react";
import type { TFunction } from "../../../lib/i18n.ts";
import { fillUserStrings } from "../api.ts";
import { SelectFieldScreen } from "../components/SelectFieldScreen.tsx";
import { ImageScreen } from "../image/ImageScreen.tsx";
import { TextScreen } from "../text/TextScreen.tsx";
import type { EditorView } from "./editor-view.ts";

/** The screens of one field: choosing which (when there are several), then its image or its text. */
export function fieldScreen(
  view: EditorView,
  t: TFunction,
  afterDelay: (action: () => void) => void,
  namesTexts: readonly unknown[],
): ReactNode {
  const { state, dispatch, doc, instance, images, texts, props } = view;
  const back = () => dispatch({ type: "backToMain" });
  switch (state.menu) {
    case "select-image":
    case "select-text": {
      const image = state.menu === "select-image";
      return (
        <SelectFieldScreen
          title={image ? t("editor.chooseImage") : t("editor.chooseText")}
          fields={(image ? images : texts).map((f, i) => ({
            id: f.id,
            label: image ? t("editor.imageN", { n: i + 1 }) : t("editor.textN", { n: i + 1 }),
            number: i + 1,
          }))}
          onChoose={(id) => dispatch({ type: image ? "openImage" : "openText", fieldId: id })}
          onBack={back}
        />
      );
    }
    case "image":
      return (
        state.currentResourceId && (
          <ImageScreen
            doc={doc}
            instance={instance}
            fieldId={state.currentResourceId}
            pictures={view.pictures}
            jobUuid={props.jobUuid}
            // A package is made of the set's pictures; the server refuses own pictures in its items (decision 0026).
            ownPictures={props.mode.kind !== "packageItem"}
            packageMode={props.mode.kind === "packageItem" ? props.mode.subjectChangeMode : null}
            toolboxDisabled={view.options?.disableImageToolbox === true}
            onCancel={back}
            onDone={(next) => afterDelay(imageDone(view, state.currentResourceId ?? "", next, namesTexts))}
          />
        )
      );
    case "text": {
      const fieldId = state.currentResourceId ?? "";
      const field = texts.find((f) => f.id === fieldId);
      return (
        field && (
          <TextScreen
            doc={doc}
            fieldId={fieldId}
            choice={instance.texts[fieldId] ?? { text: field.defaultText }}
            onCancel={back}
            onDone={(choice) => afterDelay(() => dispatch({ type: "textEdited", fieldId, choice }))}
          />
        )
      );
    }
    default:
      return null;
  }
}

/**
 * After the image screen's Done: the edit goes in, and a new picture names its people in the texts that say {names}
 * (spec 02 §4), through the server, after the edit is in; a failure keeps the texts (§8).
 */
function imageDone(
  { dispatch, doc, instance, props }: EditorView,
  fieldId: string,
  next: TemplateInstance,
  namesTexts: readonly unknown[],
): () => void {
  const placed = next.images[fieldId]?.picture.uuid;
  const newPicture = placed !== undefined && placed !== instance.images[fieldId]?.picture.uuid;
  return () => {
    dispatch({ type: "imageEdited", instance: next });
    if (!newPicture || namesTexts.length === 0) return;
    fillUserStrings({
      subject: { uuid: props.subjectUuid },
      template: { uuid: doc.uuid },
      picture: { uuid: placed },
      resource: { id: fieldId },
    }).then(
      (filled) => dispatch({ type: "namesFilled", texts: filled }),
      () => undefined,
    );
  };
}
