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
  const sales = useShopSales(range);
  const shown = sales.data ? { from: sales.data.from, to: sales.data.to } : range;
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const day = (name: string) => {
      const value = String(form.get(name) ?? "");
      return value === "" ? undefined : value;
    };
    setRange({ from: day("from"), to: day("to") });
  };
  return (
    <SalesSection
      id="shop-sales"
      title={t("sales.shopTitle")}
      sales={sales}
      csvHref={salesCsvHref(shown)}
      controls={
        <form onSubmit={choose} className="flex flex-wrap items-end gap-3" key={`${shown.from}-${shown.to}`}>
          <TextField label={t("sales.from")} name="from" type="date" defaultValue={shown.from} />
          <TextField label={t("sales.to")} name="to" type="date" defaultValue={shown.to} />
          <Button type="submit" variant="secondary">
            {t("sales.show")}
          </Button>
        </form>
      }
    />
  );
}
