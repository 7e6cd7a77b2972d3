import type {
  SettingsSection,
  ShopSettingsFile,
  StudioSettingsResult,
} from "@shop/contracts/studio-settings";
import { Card } from "@shop/ui/Card";
import { useMemo, useState } from "react";
import { isListSection, type Json, newRows } from "../sections.ts";
import { CurrencyContext } from "./currency-context.ts";
import { IssuesContext, issuesByPath } from "./issues-context.ts";
import { ObjectFields } from "./ObjectFields.tsx";
import { PreviewAndApply } from "./PreviewAndApply.tsx";
import { RowsTable } from "./RowsTable.tsx";

/** A section the shop has not set yet starts from what the file's defaults would give. */
const emptySections: Partial<Record<SettingsSection, Json>> = {
  page: {
    backgroundImage: null,
    primaryColor: "#1f4e79",
    backgroundColor: "#f5f1ea",
    textColor: "#1b1b1b",
    desktopVersionUrl: null,
  },
  checkout: { orderComment: true, addressAutocomplete: false },
  digital: {},
};

/** One section of the settings file as a form: edited here, previewed, then applied in place of the shop's. */
export function SectionForm({ section, file }: { section: SettingsSection; file: ShopSettingsFile }) {
  const initial =
    (file[section] as Json | undefined) ?? emptySections[section] ?? (isListSection(section) ? [] : {});
  const [draft, setDraft] = useState<Json>(initial);
  const [result, setResult] = useState<StudioSettingsResult | null>(null);
  const issues = useMemo(() => issuesByPath(result?.ok === false ? result.issues : []), [result]);

  function change(next: Json) {
    setDraft(next);
    // What was previewed is no longer what would be applied.
    if (result?.ok !== false) setResult(null);
  }

  return (
    <CurrencyContext value={file.portal.currency}>
      <IssuesContext value={issues}>
        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-3">
            {isListSection(section) && Array.isArray(draft) ? (
              <RowsTable section={section} rows={draft} newRow={newRows[section]} onChange={change} />
            ) : draft !== null && typeof draft === "object" && !Array.isArray(draft) ? (
              <ObjectFields value={draft} path={section} onChange={change} />
            ) : null}
          </Card>
          <PreviewAndApply
            body={{ section, value: JSON.stringify(draft) }}
            result={result}
            onResult={setResult}
          />
        </div>
      </IssuesContext>
    </CurrencyContext>
  );
}
