import type { MarkInvoicesPaidResponse } from "@shop/contracts/studio-invoices";
import { studioInvoicePageSizes } from "@shop/contracts/studio-invoices";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { FileText } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useInvoiceList } from "../api/invoices.ts";
import { BankStatementImport } from "../components/BankStatementImport.tsx";
import { InvoiceFilters } from "../components/InvoiceFilters.tsx";
import { InvoicesTable } from "../components/InvoicesTable.tsx";
import { MarkPaidBar } from "../components/MarkPaidBar.tsx";
import { PaymentResult } from "../components/PaymentResult.tsx";
import {
  type InvoiceFilterName,
  invoiceFiltersOf,
  invoicePageOf,
  invoiceServerQuery,
  withInvoiceFilter,
} from "../filters.ts";

/** The shop's invoices (issue 33): filters in the URL, a page from the server, marking paid, a bank statement. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = invoiceFiltersOf(params);
  const { page, size } = invoicePageOf(params);
  const list = useInvoiceList(invoiceServerQuery(params));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<MarkInvoicesPaidResponse | null>(null);

  const onFilter = (name: InvoiceFilterName, value: string) => {
    setSelected(new Set());
    setParams(withInvoiceFilter(params, name, value));
  };
  const onPage = (next: number, nextSize = size) => {
    const query = new URLSearchParams(params);
    query.set("page", String(next));
    query.set("size", String(nextSize));
    setParams(query);
  };
  const onSelect = (uuids: readonly string[], on: boolean) => {
    setSelected((before) => {
      const next = new Set(before);
      for (const uuid of uuids) {
        if (on) next.add(uuid);
        else next.delete(uuid);
      }
      return next;
    });
  };
  const onDone = (done: MarkInvoicesPaidResponse) => {
    setSelected(new Set());
    setResult(done);
  };
  const filtered = Object.keys(filters).length > 0;
  const currency = list.data?.invoices[0]?.currency ?? "NOK";

  return (
    <>
      <PageHeader title={t("invoices.title")}>
        <p className="text-muted">{t("invoices.intro")}</p>
      </PageHeader>
      <BankStatementImport currency={currency} onDone={onDone} />
      {result && <PaymentResult result={result} />}
      <InvoiceFilters
        filters={filters}
        onChange={onFilter}
        onClear={() => {
          setSelected(new Set());
          setParams(new URLSearchParams());
        }}
      />
      {list.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState icon={FileText} text={filtered ? t("invoices.emptyFiltered") : t("invoices.empty")} />
      ) : (
        <>
          <p aria-live="polite" className="mb-3 font-semibold">
            {t("invoices.count", { count: list.data.total })}
          </p>
          <MarkPaidBar
            invoices={list.data.invoices.filter((i) => selected.has(i.uuid))}
            onClear={() => setSelected(new Set())}
            onDone={onDone}
          />
          <InvoicesTable invoices={list.data.invoices} selected={selected} onSelect={onSelect} />
          <ListPager
            texts="invoices.pager"
            sizes={studioInvoicePageSizes}
            page={page}
            size={size}
            total={list.data.total}
            onPage={(next) => onPage(next)}
            onSize={(nextSize) => onPage(1, nextSize)}
          />
        </>
      )}
    </>
  );
}
