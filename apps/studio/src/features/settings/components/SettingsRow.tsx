import { Button } from "@shop/ui/Button";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { Json } from "../sections.ts";
import { useHasIssueWithin } from "./issues-context.ts";
import { ObjectFields } from "./ObjectFields.tsx";

/** One row of a list section: its name and price, Edit (opens its fields below it) and Remove. */
export function SettingsRow({
  row,
  path,
  name,
  price,
  open,
  onToggle,
  onChange,
  onRemove,
}: {
  row: Json;
  path: string;
  name: string;
  price: string;
  open: boolean;
  onToggle: () => void;
  onChange: (row: Json) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const wrong = useHasIssueWithin(path);
  // A row with a problem opens by itself, so its message shows at its field.
  const shown = open || wrong;
  return (
    <>
      <tr className="border-b border-border">
        <td className={`py-2 pr-3 ${wrong ? "font-semibold text-danger" : ""}`}>{name}</td>
        <td className="py-2 pr-3 tabular-nums">{price}</td>
        <td className="py-2 text-right whitespace-nowrap">
          <Button
            variant="ghost"
            size="small"
            aria-expanded={shown}
            onClick={onToggle}
            aria-label={t("settings.editRow", { name })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t("settings.edit")}
          </Button>
          <Button
            variant="ghost"
            size="small"
            onClick={onRemove}
            aria-label={t("settings.removeRow", { name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("settings.remove")}
          </Button>
        </td>
      </tr>
      {shown && row !== null && typeof row === "object" && !Array.isArray(row) && (
        <tr>
          <td colSpan={3} className="py-3">
            <div className="flex flex-col gap-3">
              <ObjectFields value={row} path={path} onChange={onChange} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
