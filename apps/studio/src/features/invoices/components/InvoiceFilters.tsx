import { StudioInvoiceFilter } from "@shop/contracts/studio-invoices";
import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInvoiceFilterJobs } from "../api/invoices.ts";
import type { InvoiceFilters as Filters, InvoiceFilterName } from "../filters.ts";

/** The list's status and job filters and its search; each change goes to the URL through `onChange`. */
export function InvoiceFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (name: InvoiceFilterName, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const jobs = useInvoiceFilterJobs();
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
    onChange("q", q.trim());
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-semibold">
          {t("invoices.filters.status")}
        </label>
        <Select
          id={`${id}-status`}
          value={filters.status ?? ""}
          onChange={(e) => onChange("status", e.target.value)}
        >
          <option value="">{t("invoices.filters.any")}</option>
          {StudioInvoiceFilter.options.map((s) => (
            <option key={s} value={s}>
              {t(`invoices.status.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-job`} className="text-sm font-semibold">
          {t("invoices.filters.job")}
        </label>
        <Select id={`${id}-job`} value={filters.job ?? ""} onChange={(e) => onChange("job", e.target.value)}>
          <option value="">{t("invoices.filters.any")}</option>
          {(jobs.data?.jobs ?? []).map((job) => (
            <option key={job.uuid} value={job.uuid}>
              {job.name}
            </option>
          ))}
        </Select>
      </div>
      <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <TextField
          type="search"
          label={t("invoices.filters.search")}
          placeholder={t("invoices.filters.searchHint")}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t("invoices.filters.find")}
        </Button>
      </form>
      {Object.keys(filters).length > 0 && (
        <Button variant="ghost" onClick={onClear}>
          {t("invoices.filters.clear")}
        </Button>
      )}
    </div>
  );
}
