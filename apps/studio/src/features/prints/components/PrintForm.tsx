import type { StudioPrintProduct } from "@shop/contracts/studio-prints";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { Checkbox } from "@shop/ui/Checkbox";
import { TextField } from "@shop/ui/TextField";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { isApiError } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSavePrint } from "../api/prints.ts";
import {
  emptyPrintForm,
  type PrintFormProblem,
  type PrintFormValues,
  printFormOf,
  readPrintForm,
} from "./print-form.ts";

type Props = {
  /** The print changed; null: a new one. */
  print: StudioPrintProduct | null;
  languages: readonly string[];
  currency: string;
  onDone: () => void;
};

/**
 * A print product's form: its name in each of the shop's languages, its paper (width × height and bleed in mm), its
 * prices from a quantity as people write them ('29', '29,00 kr'), and whether it is on sale.
 */
export function PrintForm({ print, languages, currency, onDone }: Props) {
  const { t } = useTranslation();
  const save = useSavePrint();
  const [values, setValues] = useState<PrintFormValues>(() =>
    print ? printFormOf(print, languages) : emptyPrintForm(languages),
  );
  const [problems, setProblems] = useState<PrintFormProblem[]>([]);
  const problemAt = (field: string) => {
    const found = problems.find((p) => p.field === field);
    return found ? t(found.key, found.values) : null;
  };
  const set = (change: Partial<PrintFormValues>) => setValues((current) => ({ ...current, ...change }));
  const setTier = (index: number, change: Partial<PrintFormValues["tiers"][number]>) =>
    set({ tiers: values.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readPrintForm(values, languages, currency);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    save.mutate({ uuid: print?.uuid ?? null, body: read.body }, { onSuccess: onDone });
  }

  const saveError = save.error
    ? isApiError(save.error) && save.error.code === "studio_print_invalid"
      ? t("prints.problems.refused")
      : save.error.message
    : null;

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">
        {print ? t("prints.editTitle", { name: print.name }) : t("prints.add")}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          {languages.map((language) => (
            <TextField
              key={language}
              label={t("prints.name", { language: t(`languages.${language}`) })}
              value={values.names[language] ?? ""}
              required={language === languages[0]}
              error={problemAt(`names.${language}`)}
              onChange={(e) => set({ names: { ...values.names, [language]: e.target.value } })}
            />
          ))}
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">{t("prints.paper")}</legend>
          <TextField
            label={t("prints.widthMm")}
            inputMode="numeric"
            value={values.widthMm}
            error={problemAt("widthMm")}
            onChange={(e) => set({ widthMm: e.target.value })}
          />
          <TextField
            label={t("prints.heightMm")}
            inputMode="numeric"
            value={values.heightMm}
            error={problemAt("heightMm")}
            onChange={(e) => set({ heightMm: e.target.value })}
          />
          <TextField
            label={t("prints.bleedMm")}
            inputMode="numeric"
            value={values.bleedMm}
            hint={t("prints.bleedHint")}
            error={problemAt("bleedMm")}
            onChange={(e) => set({ bleedMm: e.target.value })}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t("prints.prices", { currency })}</legend>
          {values.tiers.map((tier, index) => (
            <div
              // The rows have no ids of their own; their place is what the messages name.
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list
              key={index}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-3"
            >
              <TextField
                label={t("prints.fromQuantity")}
                inputMode="numeric"
                value={tier.quantity}
                readOnly={index === 0}
                error={problemAt(`tiers.${index}.quantity`)}
                onChange={(e) => setTier(index, { quantity: e.target.value })}
              />
              <TextField
                label={t("prints.price")}
                inputMode="decimal"
                value={tier.price}
                placeholder="29"
                error={problemAt(`tiers.${index}.price`)}
                onChange={(e) => setTier(index, { price: e.target.value })}
              />
              {index > 0 ? (
                <Button
                  variant="ghost"
                  className="mt-7"
                  aria-label={t("prints.removeTier", { quantity: tier.quantity })}
                  onClick={() => set({ tiers: values.tiers.filter((_, i) => i !== index) })}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
              ) : (
                <span className="w-11" />
              )}
            </div>
          ))}
          <Button
            variant="secondary"
            className="w-fit"
            onClick={() => {
              const last = Number(values.tiers.at(-1)?.quantity ?? "1");
              set({
                tiers: [
                  ...values.tiers,
                  { quantity: String(Number.isFinite(last) ? last * 10 : 10), price: "" },
                ],
              });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("prints.addTier")}
          </Button>
        </fieldset>
        <Checkbox
          checked={values.active}
          onCheckedChange={(active) => set({ active })}
          label={t("prints.onSale")}
        />
        {problems.length > 0 && (
          <p role="alert" className="font-medium text-danger">
            {t("prints.problems.summary", { count: problems.length })}
          </p>
        )}
        {saveError && (
          <p role="alert" className="font-medium text-danger">
            {saveError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {t("prints.save")}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
