import { Button } from "@shop/ui/Button";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { childPath, type Json, nameFields, priceFields, textOf } from "../sections.ts";
import { SettingsRow } from "./SettingsRow.tsx";

interface Props {
  section: string;
  rows: Json[];
  newRow: Json;
  onChange: (rows: Json[]) => void;
}

/** A list section as a table: each row named and priced, opened to edit in place; rows added and removed. */
export function RowsTable({ section, rows, newRow, onChange }: Props) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 ? (
        <p className="text-muted">{t("settings.noRows")}</p>
      ) : (
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-border text-sm text-muted">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("settings.rowName")}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("settings.rowPrice")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">{t("settings.rowActions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <SettingsRow
                // Rows have no key of their own until saved; their place is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={i}
                row={row}
                path={childPath(section, i)}
                name={rowName(row, language) || t("settings.unnamed")}
                price={rowPrice(row)}
                open={open === i}
                onToggle={() => setOpen(open === i ? null : i)}
                onChange={(next) => onChange(rows.map((r, j) => (j === i ? next : r)))}
                onRemove={() => {
                  setOpen(null);
                  onChange(rows.filter((_, j) => j !== i));
                }}
              />
            ))}
          </tbody>
        </table>
      )}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            onChange([...rows, structuredClone(newRow)]);
            setOpen(rows.length);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("settings.addRow")}
        </Button>
      </div>
    </div>
  );
}

function rowName(row: Json, language: string): string {
  if (row === null || typeof row !== "object" || Array.isArray(row)) return "";
  for (const field of nameFields) {
    const text = textOf(row[field], language);
    if (text !== "") return text;
  }
  return "";
}

function rowPrice(row: Json): string {
  if (row === null || typeof row !== "object" || Array.isArray(row)) return "";
  for (const field of priceFields) {
    const value = row[field];
    if (typeof value === "string") return value;
    if (typeof value === "number") return field === "percent" ? `${value} %` : String(value);
  }
  // A product priced by quantity shows its price from 1.
  const tiers = row.tiers;
  return Array.isArray(tiers) && tiers.length > 0 ? rowPrice(tiers[0] ?? null) : "";
}
