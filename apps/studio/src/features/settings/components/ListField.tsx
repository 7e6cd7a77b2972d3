import { Button } from "@shop/ui/Button";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { childPath, type Json } from "../sections.ts";
import { useIssue } from "./issues-context.ts";
import { ValueEditor } from "./ValueEditor.tsx";

/** A list inside a row (countries, stores, tasks, languages): each item its own group, with add and remove. */
export function ListField({
  label,
  items,
  path,
  onChange,
}: {
  label: string;
  items: Json[];
  path: string;
  onChange: (v: Json) => void;
}) {
  const { t } = useTranslation();
  const issue = useIssue(path);
  const last = items.at(-1);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {issue && <p className="text-sm font-medium text-danger">{issue}</p>}
      {items.map((item, i) => (
        // Items have no key of their own; their place is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={i} className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <ValueEditor
              name={i}
              value={item}
              path={childPath(path, i)}
              onChange={(next) => onChange(items.map((x, j) => (j === i ? next : x)))}
            />
          </div>
          <Button
            variant="ghost"
            size="small"
            aria-label={t("settings.removeItem", { what: label, n: i + 1 })}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="small" onClick={() => onChange([...items, blankLike(last ?? "")])}>
          <Plus aria-hidden="true" className="size-4" />
          {t("settings.addItem", { what: label })}
        </Button>
      </div>
    </fieldset>
  );
}

/** A new item shaped as the last one: its texts empty, its yes/no fields off. */
function blankLike(value: Json): Json {
  if (typeof value === "string") return "";
  if (typeof value === "boolean") return false;
  if (Array.isArray(value)) return [];
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankLike(v)]));
  }
  return value;
}
