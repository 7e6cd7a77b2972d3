import { cx } from "@shop/ui/cx";
import { Check, Circle } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { isPartDone } from "../state/editor-state.ts";
import type { EditorView } from "./editor-view.ts";

/** The parts of a design of several (a card's pages, a calendar's months), each marked done or not. */
export function PartStrip({ view }: { view: EditorView }) {
  const { t } = useTranslation();
  const { doc, instance, state, dispatch, partName } = view;
  return (
    <nav aria-label={t("editor.parts")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {doc.parts.map((p, index) => {
          const done = isPartDone(doc, instance, p.id);
          const current = p.id === state.currentPartId;
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-current={current || undefined}
                onClick={() => dispatch({ type: "selectPart", partId: p.id })}
                className={cx(
                  "flex min-h-11 items-center gap-1 rounded-lg border px-3 text-sm whitespace-nowrap",
                  current ? "border-primary bg-primary/10 font-semibold" : "border-border",
                )}
              >
                {done ? (
                  <Check aria-hidden="true" className="size-4 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-4 text-muted" />
                )}
                {partName(index)}
                <span className="sr-only">{done ? t("editor.done") : t("editor.notDone")}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
