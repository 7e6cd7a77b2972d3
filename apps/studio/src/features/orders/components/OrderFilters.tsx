import { DeliveryType } from "@shop/contracts/delivery";
import { OrderStatus } from "@shop/contracts/orders";
import { StudioInvoiceState, StudioPaymentKind } from "@shop/contracts/studio-orders";
import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrderFilterJobs } from "../api/orders.ts";
import type { FilterName } from "../filters.ts";

type Filters = Partial<Record<FilterName, string>>;

/** The list's filters and its search; each change goes to the URL through `onChange`. */
export function OrderFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const jobs = useOrderFilterJobs();
  const id = useId();
  // The search is sent when asked for (Enter or the button), not on every key.
  const [q, setQ] = useState(filters.q ?? "");
  const [lastQ, setLastQ] = useState(filters.q);
  if (filters.q !== lastQ) {
    setLastQ(filters.q);
    setQ(filters.q ?? "");
  }
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange("q", q);
  };
  const select = (name: FilterName, label: string, options: readonly { value: string; label: string }[]) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <Select
        id={`${id}-${name}`}
        value={filters[name] ?? ""}
        onChange={(e) => onChange(name, e.target.value)}
      >
        <option value="">{t("orders.filters.any")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
  const day = (name: "from" | "to", label: string) => (
    <TextField
      type="date"
      label={label}
      value={filters[name] ?? ""}
      onChange={(e) => onChange(name, e.target.value)}
    />
  );

  return (
    <section aria-label={t("orders.filters.title")} className="mb-4 flex flex-col gap-3">
      <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <TextField
          label={t("orders.filters.search")}
          hint={t("orders.filters.searchHint")}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="min-w-72"
        />
        <Button type="submit">{t("orders.filters.find")}</Button>
      </form>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {select(
          "job",
          t("orders.filters.job"),
          (jobs.data?.jobs ?? []).map((j) => ({ value: j.uuid, label: `${j.name} (${j.year})` })),
        )}
        {filters.job ? (
          <TextField
            label={t("orders.filters.class")}
            value={filters.class ?? ""}
            onChange={(e) => onChange("class", e.target.value)}
          />
        ) : (
          <TextField
            label={t("orders.filters.class")}
            hint={t("orders.filters.classHint")}
            disabled
            value=""
          />
        )}
        {select(
          "status",
          t("orders.filters.status"),
          OrderStatus.options.map((s) => ({ value: s, label: t(`orders.status.${s}`) })),
        )}
        {select(
          "delivery",
          t("orders.filters.delivery"),
          DeliveryType.options.map((d) => ({ value: d, label: t(`orders.delivery.${d}`) })),
        )}
        {select(
          "payment",
          t("orders.filters.payment"),
          StudioPaymentKind.options.map((p) => ({ value: p, label: t(`orders.payment.${p}`) })),
        )}
        {filters.payment === "invoice" &&
          select(
            "invoice",
            t("orders.filters.invoice"),
            StudioInvoiceState.options.map((s) => ({ value: s, label: t(`orders.invoice.${s}`) })),
          )}
        {day("from", t("orders.filters.from"))}
        {day("to", t("orders.filters.to"))}
      </div>
      <div>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t("orders.filters.clear")}
        </Button>
      </div>
    </section>
  );
}
