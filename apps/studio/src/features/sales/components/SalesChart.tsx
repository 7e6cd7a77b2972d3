import type { SalesDay } from "@shop/contracts/studio-sales";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/**
 * The revenue per day as bars drawn by uPlot. This file is loaded only when a sales section shows (React.lazy in
 * SalesSection), so uPlot is a chunk of the studio's own and never part of a first load, nor of the parent's app. The
 * chart is a picture for the eye: `label` says what it shows, and the table beside it holds the same numbers.
 */
export function SalesChart({
  days,
  label,
  money,
}: {
  days: readonly SalesDay[];
  label: string;
  money: (minor: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const colour = getComputedStyle(target).getPropertyValue("--color-primary").trim() || "#1f4e79";
    // A see-through fill of the shop's colour when it is written as #rrggbb (the theme's), else the colour itself.
    const fill = /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}55` : colour;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000),
      days.map((d) => d.revenue),
    ];
    const plot = new uPlot(
      {
        width: Math.max(240, target.clientWidth),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(100, max)] } },
        series: [{}, { stroke: colour, fill, paths: uPlot.paths.bars?.({ size: [0.7, 40] }) }],
        axes: [{}, { size: 100, values: (_u, ticks) => ticks.map((tick) => money(tick)) }],
      },
      data,
      target,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, target.clientWidth), height: 220 }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, money]);
  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />;
}
