import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { type SalesRange, salesCsvHref, useShopSales } from "../api/sales.ts";
import { SalesSection } from "./SalesSection.tsx";

/** The whole shop's sales on the start page: the last 30 days, or the days chosen. */
export function ShopSales() {
  const { t } = useTranslation();
  const [range, setRange] = useState<SalesRange>({});
  // What the member typed; until then the fields show the range the server answered for.
  const [draft, setDraft] = useState<SalesRange | null>(null);
  const sales = useShopSales(range);
  const shown = sales.data ? { from: sales.data.from, to: sales.data.to } : range;
  const fields = draft ?? shown;
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRange({ from: fields.from || undefined, to: fields.to || undefined });
    setDraft(null);
  };
  return (
    <SalesSection
      id="shop-sales"
      title={t("sales.shopTitle")}
      sales={sales}
      csvHref={salesCsvHref(shown)}
      controls={
        <form onSubmit={choose} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t("sales.from")}
            type="date"
            value={fields.from ?? ""}
            onChange={(event) => setDraft({ ...fields, from: event.target.value })}
          />
          <TextField
            label={t("sales.to")}
            type="date"
            value={fields.to ?? ""}
            onChange={(event) => setDraft({ ...fields, to: event.target.value })}
          />
          <Button type="submit" variant="secondary">
            {t("sales.show")}
          </Button>
        </form>
      }
    />
  );
}
