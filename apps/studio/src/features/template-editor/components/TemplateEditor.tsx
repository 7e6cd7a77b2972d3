import type { StudioEditorProduct } from "@shop/contracts/studio-template-editor";
import type { TemplateDocument } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { type KeyboardEvent, useReducer, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSaveTemplate } from "../api/editor.ts";
import { type Command, editorReducer, openEditor } from "../model/commands.ts";
import { fieldsOf } from "../model/simple-template.ts";
import { EditorCanvas } from "./EditorCanvas.tsx";
import { FieldPanel } from "./FieldPanel.tsx";
import { PageSettings } from "./PageSettings.tsx";
import { SavedNotice, type SavedTemplate } from "./SavedNotice.tsx";
import { Toolbar } from "./Toolbar.tsx";

type Props = {
  initial: TemplateDocument;
  products: readonly StudioEditorProduct[];
  /** The template's product; empty for a new template until one is chosen. */
  initialProduct: string;
  /** An existing template's (a new version): its product stays. */
  existing: boolean;
  /** What the last save made (shown after a new template's page opened). */
  saved: SavedTemplate | null;
};

/** The editor's state (the document and its undo steps) and its parts: settings, drawing, the selected field. */
export function TemplateEditor({ initial, products, initialProduct, existing, saved: savedBefore }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, initial, openEditor);
  const [product, setProduct] = useState(initialProduct);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<SavedTemplate | null>(savedBefore);
  const save = useSaveTemplate();
  const command = (c: Command) => dispatch({ type: "command", command: c });
  const selected = fieldsOf(state.doc).find((f) => f.id === state.selected) ?? null;

  const nameError = tried && state.doc.name.trim() === "" ? t("templateEditor.errors.name") : null;
  const productError = tried && product === "" ? t("templateEditor.errors.product") : null;
  const saveError =
    save.error === null
      ? null
      : isApiError(save.error, 400) && save.error.code === "studio_template_refused"
        ? t("templateEditor.errors.studio_template_refused")
        : save.error.message;

  const chooseProduct = (uuid: string) => {
    setProduct(uuid);
    const type = products.find((p) => p.uuid === uuid)?.type;
    if (type && type !== state.doc.type) command({ name: "setType", type });
  };
  const onSave = () => {
    setTried(true);
    if (state.doc.name.trim() === "" || product === "") return;
    save.mutate(
      { product, document: { ...state.doc, name: state.doc.name.trim() } },
      {
        onSuccess: (answer) => {
          const made = { uuid: answer.uuid, version: answer.version, product: answer.product };
          setSaved(made);
          dispatch({ type: "saved", doc: state.doc });
          if (answer.action === "created")
            navigate(`/templates/${answer.uuid}/edit`, { replace: true, state: { saved: made } });
        },
      },
    );
  };
  const undoKey = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z" && !event.shiftKey) {
      const target = event.target as HTMLElement;
      // A text input undoes its own typing.
      if (target.closest("input, textarea")) return;
      event.preventDefault();
      dispatch({ type: "undo" });
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Z anywhere in the editor undoes its last step.
    <div className="flex flex-col gap-4" onKeyDown={undoKey}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Toolbar
          canUndo={state.past.length > 0}
          selected={selected !== null}
          onAdd={(kind) => command({ name: "addField", kind })}
          onDelete={() => selected && command({ name: "deleteField", id: selected.id })}
          onUndo={() => dispatch({ type: "undo" })}
        />
        <Button loading={save.isPending} onClick={onSave}>
          {t("templateEditor.save")}
        </Button>
      </div>
      <div aria-live="polite">
        {saveError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {saveError}
          </p>
        )}
        {saved && !state.dirty && !save.isPending && <SavedNotice saved={saved} />}
      </div>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="mx-auto w-full max-w-[min(100%,70vh)] p-2">
            <EditorCanvas
              doc={state.doc}
              selected={state.selected}
              onSelect={(id) => dispatch({ type: "select", id })}
              onCommand={command}
            />
          </div>
          <p className="text-sm text-muted">{t("templateEditor.canvas.help")}</p>
        </div>
        <div className="flex w-full flex-col gap-6 md:grid md:grid-cols-2 lg:flex lg:w-80 lg:shrink-0">
          <PageSettings
            doc={state.doc}
            products={products}
            product={product}
            productFixed={existing}
            onProduct={chooseProduct}
            onCommand={command}
            nameError={nameError}
            productError={productError}
          />
          {selected ? (
            <FieldPanel doc={state.doc} field={selected} onCommand={command} />
          ) : (
            <p className="text-sm text-muted">{t("templateEditor.field.none")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
