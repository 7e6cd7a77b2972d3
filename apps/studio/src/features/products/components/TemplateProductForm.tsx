import type { StudioProduct } from "@shop/contracts/studio-products";
import { Button } from "@shop/ui/Button";
import { Checkbox } from "@shop/ui/Checkbox";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSaveTemplateProduct } from "../api/products.ts";
import { productErrorText } from "../error-text.ts";
import { type FormProblems, requestOf, type TemplateProductValues, valuesOf } from "../form-values.ts";
import { languageName } from "../language-name.ts";
import { FormProblemList } from "./FormProblemList.tsx";
import { PriceTierRows } from "./PriceTierRows.tsx";
import { SubProductRows } from "./SubProductRows.tsx";

/**
 * The form of a card, calendar or photo gift product (`product` null: a new one): names per language of the shop,
 * category, least quantity, price rows with 'Special offer' prices and the offer's end, extras, on sale. Amounts are
 * read with the shop's own rule before anything is sent, and a wrong one is named at its field and in the list above.
 */
export function TemplateProductForm({
  product,
  languages,
  currency,
  onSaved,
}: {
  product: StudioProduct | null;
  languages: readonly string[];
  currency: string;
  /** Told after a save: the page says so, as the form starts again from what was stored. */
  onSaved?: () => void;
}) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTemplateProduct(product?.uuid ?? null, (uuid) => {
    if (product === null) void navigate(`/products/${uuid}`, { replace: true, state: { saved: true } });
    else onSaved?.();
  });
  const [values, setValues] = useState<TemplateProductValues>(() => valuesOf(product, languages, language));
  const [problems, setProblems] = useState<FormProblems>({});
  const typeId = useId();
  const set = (change: Partial<TemplateProductValues>) => setValues((v) => ({ ...v, ...change }));
  const problemOf = (field: string): string | null => {
    const problem = problems[field];
    return problem ? t(`products.problems.${problem.key}`, problem.values) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const made = requestOf(values, currency);
    setProblems(made.problems ?? {});
    if (made.request === null) return;
    save.mutate(made.request, {
      onSuccess: (saved) => {
        if (product === null)
          void navigate(`/products/${saved.uuid}`, { replace: true, state: { saved: true } });
        else onSaved?.();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-6">
      <FormProblemList problems={problems} problemOf={problemOf} />
      <fieldset className="flex flex-col gap-3">
        {languages.map((tag, i) => (
          <div key={tag} className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <TextField
              label={t("products.form.name", { language: languageName(tag, t) })}
              value={values.names[tag] ?? ""}
              onChange={(e) => set({ names: { ...values.names, [tag]: e.target.value } })}
              error={i === 0 ? problemOf("names") : null}
            />
            <TextField
              label={t("products.form.description", { language: languageName(tag, t) })}
              value={values.descriptions[tag] ?? ""}
              onChange={(e) => set({ descriptions: { ...values.descriptions, [tag]: e.target.value } })}
            />
          </div>
        ))}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-semibold">
            {t("products.form.type")}
          </label>
          <Select
            id={typeId}
            value={values.type}
            onChange={(e) => set({ type: e.target.value as TemplateProductValues["type"] })}
          >
            {(["1", "2", "89"] as const).map((type) => (
              <option key={type} value={type}>
                {t(`products.templateTypes.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <TextField
          label={t("products.form.minOrderQuantity")}
          inputMode="numeric"
          value={values.minOrderQuantity}
          onChange={(e) => set({ minOrderQuantity: e.target.value })}
          error={problemOf("minOrderQuantity")}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold">{t("products.form.prices")}</legend>
        <p className="text-sm text-muted">{t("products.form.pricesHint")}</p>
        {problemOf("tiers") && <p className="text-sm font-medium text-danger">{problemOf("tiers")}</p>}
        <PriceTierRows tiers={values.tiers} onChange={(tiers) => set({ tiers })} problemOf={problemOf} />
        <TextField
          className="max-w-xs"
          label={t("products.form.campaignEnds")}
          hint={t("products.form.campaignEndsHint")}
          type="date"
          value={values.campaignEnds}
          onChange={(e) => set({ campaignEnds: e.target.value })}
          error={problemOf("campaignEndsAt")}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold">{t("products.form.subProducts")}</legend>
        <SubProductRows
          subProducts={values.subProducts}
          languages={languages}
          onChange={(subProducts) => set({ subProducts })}
          problemOf={problemOf}
        />
      </fieldset>
      <Checkbox
        checked={values.active}
        onCheckedChange={(active) => set({ active })}
        label={t("products.form.active")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          {t("products.form.save")}
        </Button>
        {save.isError && (
          <p role="alert" className="text-danger">
            {productErrorText(save.error, t)}
          </p>
        )}
      </div>
    </form>
  );
}
