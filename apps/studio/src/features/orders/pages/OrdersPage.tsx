import { studioOrderPageSizes } from "@shop/contracts/studio-orders";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Download, ReceiptText } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { ordersCsvUrl, useOrderList } from "../api/orders.ts";
import { BulkActions } from "../components/BulkActions.tsx";
import { OrderFilters } from "../components/OrderFilters.tsx";
import { OrdersTable } from "../components/OrdersTable.tsx";
import { type FilterName, filtersOf, pageOf, serverQuery, withFilter } from "../filters.ts";

/** The shop's orders: filters and search in the URL, a page from the server, the CSV of all the filters find. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { page, size } = pageOf(params);
  const list = useOrderList(serverQuery(params, true));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const onFilter = (name: FilterName, value: string) => {
    setSelected(new Set());
    setParams(withFilter(params, name, value));
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
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <PageHeader title={t("orders.title")}>
        <p className="text-muted">{t("orders.intro")}</p>
      </PageHeader>
      <OrderFilters
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
        <EmptyState icon={ReceiptText} text={filtered ? t("orders.emptyFiltered") : t("orders.empty")} />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <p aria-live="polite" className="font-semibold">
              {t("orders.count", { count: list.data.total })}
            </p>
            <a
              href={ordersCsvUrl(serverQuery(params, false))}
              download
              className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 font-semibold text-primary hover:bg-primary/10"
            >
              <Download aria-hidden="true" className="size-5" />
              {t("orders.csv")}
            </a>
          </div>
          <BulkActions
            orders={list.data.orders.filter((o) => selected.has(o.uuid))}
            onClear={() => setSelected(new Set())}
          />
          <OrdersTable orders={list.data.orders} selected={selected} onSelect={onSelect} />
          <ListPager
            texts="orders.pager"
            sizes={studioOrderPageSizes}
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
