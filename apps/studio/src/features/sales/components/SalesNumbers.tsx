import type { SalesDay, SalesFigures } from "@shop/contracts/studio-sales";
import { Card } from "@shop/ui/Card";
import { LoadingState } from "@shop/ui/LoadingState";
import { lazy, Suspense, useCallback } from "react";
import { formatDay, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { SalesDaysTable } from "./SalesDaysTable.tsx";
import { SalesTopProducts } from "./SalesTopProducts.tsx";
import { SalesVatTable } from "./SalesVatTable.tsx";

// uPlot comes with the chart, when a page first shows numbers.
const SalesChart = lazy(async () => ({ default: (await import("./SalesChart.tsx")).SalesChart }));

/** The figures, the chart per day with its table, the top products and the VAT by rate. */
export function SalesNumbers({ figures }: { figures: SalesFigures }) {
  const { t, language } = useTranslation();
  const money = useCallback(
    (minor: number) => formatMoney(language, minor, figures.currency),
    [language, figures.currency],
  );
  const tiles = [
    {
      label: t("sales.revenue"),
      value: money(figures.revenue),
      note: t("sales.vatIncluded", { vat: money(figures.vat) }),
    },
    { label: t("sales.orders"), value: String(figures.orders) },
    { label: t("sales.averageOrder"), value: money(figures.averageOrder) },
    {
      label: t("sales.codes"),
      value: t("sales.codesValue", { redeemed: figures.codesRedeemed, ordered: figures.codesOrdered }),
      note:
        figures.codesRedeemed === 0
          ? undefined
          : t("sales.conversion", {
              percent: Math.round((100 * figures.codesOrdered) / figures.codesRedeemed),
            }),
    },
  ];
  const range = t("sales.range", {
    from: formatDay(language, `${figures.from}T12:00:00Z`),
    to: formatDay(language, `${figures.to}T12:00:00Z`),
  });
  const best = figures.days.reduce<SalesDay | undefined>(
    (top, day) => (top === undefined || day.revenue > top.revenue ? day : top),
    undefined,
  );
  const chartLabel = t("sales.chartLabel", {
    range,
    revenue: money(figures.revenue),
    best: best ? formatDay(language, `${best.date}T12:00:00Z`) : "",
    bestRevenue: money(best?.revenue ?? 0),
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{range}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Card key={tile.label} className="flex flex-col gap-1 sm:p-4">
            <dt className="text-sm text-muted">{tile.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{tile.value}</dd>
            {tile.note && <dd className="text-sm text-muted">{tile.note}</dd>}
          </Card>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        {/* min-w-0: the canvas must not hold the column at the width it was first drawn (a narrower window). */}
        <Card className="min-w-0 overflow-hidden sm:p-4">
          <h3 className="pb-2 font-semibold">{t("sales.perDay")}</h3>
          <Suspense fallback={<LoadingState text={t("common.loading")} />}>
            <SalesChart days={figures.days} label={chartLabel} money={money} />
          </Suspense>
        </Card>
        <SalesDaysTable days={figures.days} money={money} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SalesTopProducts title={t("sales.topByRevenue")} products={figures.topByRevenue} money={money} />
        <SalesTopProducts title={t("sales.topByQuantity")} products={figures.topByQuantity} money={money} />
        <SalesVatTable rates={figures.vatRates} money={money} />
      </div>
    </div>
  );
}
