import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { Trash2 } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { SubProductValues } from "../form-values.ts";
import { languageName } from "../language-name.ts";

/** The extras of a product (an envelope, a hanging kit): a name per language and what each adds to a piece. */
export function SubProductRows({
  subProducts,
  languages,
  onChange,
  problemOf,
}: {
  subProducts: readonly SubProductValues[];
  languages: readonly string[];
  onChange: (subProducts: SubProductValues[]) => void;
  problemOf: (field: string) => string | null;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<SubProductValues>) =>
    onChange(subProducts.map((sub, at) => (at === i ? { ...sub, ...change } : sub)));
  return (
    <div className="flex flex-col gap-3">
      {subProducts.map((sub, i) => {
        const row = i + 1;
        return (
          <div
            key={sub.uuid ?? `new-${i}`}
            className="grid grid-cols-2 items-start gap-3 border-b border-border pb-3 lg:grid-cols-[1fr_1fr_11rem_auto] lg:border-0 lg:pb-0"
          >
            {languages.map((language, at) => (
              <TextField
                key={language}
                label={t("products.form.subProductName", { row, language: languageName(language, t) })}
                value={sub.names[language] ?? ""}
                onChange={(e) => set(i, { names: { ...sub.names, [language]: e.target.value } })}
                error={at === 0 ? problemOf(`subProducts.${i}.names`) : null}
              />
            ))}
            <TextField
              label={t("products.form.extraPrice", { row })}
              inputMode="decimal"
              value={sub.extraPrice}
              onChange={(e) => set(i, { extraPrice: e.target.value })}
              error={problemOf(`subProducts.${i}.extraPrice`)}
            />
            <Button
              variant="secondary"
              className="self-end justify-self-start lg:mt-6 lg:self-start"
              aria-label={t("products.form.removeSubProduct", { row })}
              onClick={() => onChange(subProducts.filter((_, at) => at !== i))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            onChange([
              ...subProducts,
              { names: Object.fromEntries(languages.map((l) => [l, ""])), extraPrice: "" },
            ])
          }
        >
          {t("products.form.addSubProduct")}
        </Button>
      </div>
    </div>
  );
}
