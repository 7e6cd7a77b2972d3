import type { SalesFigures } from "@shop/contracts/studio-sales";
import { buttonClass } from "@shop/ui/button-styles";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import type { UseQueryResult } from "@tanstack/react-query";
import { ChartColumn, Download } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { SalesNumbers } from "./SalesNumbers.tsx";

/** A sales section of a page (the start page's, a job's): its heading, the CSV, and the numbers in each state. */
export function SalesSection({
  id,
  title,
  sales,
  csvHref,
  controls,
}: {
  id: string;
  title: string;
  sales: UseQueryResult<SalesFigures>;
  csvHref: string;
  /** What narrows the numbers (the start page's range), above them. */
  controls?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {title}
        </h2>
        <a href={csvHref} download className={buttonClass("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {t("sales.csv")}
        </a>
      </div>
      {controls}
      {sales.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : sales.isError ? (
        <ErrorState message={sales.error.message} onRetry={() => void sales.refetch()} />
      ) : sales.data.orders === 0 ? (
        <EmptyState icon={ChartColumn} text={t("sales.empty")} />
      ) : (
        <SalesNumbers figures={sales.data} />
      )}
    </section>
  );
}
