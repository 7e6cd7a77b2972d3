import { registerDemoParent, type Visitor } from "./client.ts";
import { percentile } from "./percentiles.ts";
import { fillCart } from "./reads.ts";
import type { Report } from "./report.ts";
import { type Database, targets } from "./targets.ts";

/** The demo's access code every bench parent registers with (two-processes.ts and lighthouse.ts use it too). */
export const buyerCount = 50;

/**
 * What the checkout page (apps/web/src/features/checkout) asks for when it opens, as recorded in Chromium: the
 * shell's /me, the page's one POST that makes the visit's checkout, the header's cart and the shop's settings.
 * Each buyer sends them one after the other, so 50 buyers keep 50 calls in flight: the load issue 10's figure for
 * today (24 calls/s, p95 3.5 s) was taken with.
 */
const checkoutPageCalls: Array<[method: string, path: string]> = [
  ["GET", "/api/webshop/me"],
  ["POST", "/api/webshop/checkout"],
  ["GET", "/api/webshop/cart"],
  ["GET", "/api/webshop/settings"],
];

/** A parent of their own: registered with the demo's code from an address of their own, with pictures in the cart. */
async function newBuyer(base: string, index: number, runId: string): Promise<Visitor> {
  const buyer = await registerDemoParent(base, 50, index, `bench-${runId}-${index}@example.com`);
  await fillCart(buyer, 2);
  return buyer;
}

async function inBatches<T>(count: number, batch: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i);
    made.push(...(await Promise.all(indexes.map(make))));
  }
  return made;
}

export async function setUpBuyers(base: string): Promise<Visitor[]> {
  const runId = Date.now().toString(36);
  return inBatches(buyerCount, 5, (index) => newBuyer(base, index, runId));
}

interface Sample {
  call: string;
  ms: number;
  ok: boolean;
  status: number;
}

/**
 * Every buyer opens the checkout page again and again for `seconds`, all buyers at once: p50/p95/p99 over every
 * call, the calls per second, the slowest call, and the page loads (all four answered) per second.
 */
export async function measureCheckoutBuyers(
  buyers: Visitor[],
  database: Database,
  seconds: number,
  report: Report,
): Promise<void> {
  const samples: Sample[] = [];
  const pageMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < deadline) {
        const pageStarted = performance.now();
        for (const [method, path] of checkoutPageCalls) {
          const call = `${method} ${path}`;
          const callStarted = performance.now();
          try {
            const answer = await buyer.call(method, path);
            samples.push({ call, ms: answer.ms, ok: answer.status === 200, status: answer.status });
          } catch {
            samples.push({ call, ms: performance.now() - callStarted, ok: false, status: 0 });
          }
        }
        pageMs.push(performance.now() - pageStarted);
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const all = samples.map((s) => s.ms);
  const failed = samples.filter((s) => !s.ok);
  const p = (values: number[], n: number) => Math.round(percentile(values, n));
  report.note(
    `checkout page's calls, ${buyers.length} buyers for ${seconds} s, ${database}: ${samples.length} calls, ` +
      `${(samples.length / elapsedS).toFixed(1)} calls/s, ${(pageMs.length / elapsedS).toFixed(1)} page loads/s; ` +
      `p50 ${p(all, 50)} ms, p95 ${p(all, 95)} ms, p99 ${p(all, 99)} ms, slowest ${p(all, 100)} ms; ` +
      `page (all four, one after the other) p95 ${p(pageMs, 95)} ms; ${failed.length} failed` +
      (failed[0] ? ` (first: ${failed[0].call} ${failed[0].status})` : ""),
  );
  for (const [method, path] of checkoutPageCalls) {
    const call = `${method} ${path}`;
    const of = samples.filter((s) => s.call === call).map((s) => s.ms);
    report.note(`  ${call}: p50 ${p(of, 50)} ms, p95 ${p(of, 95)} ms, p99 ${p(of, 99)} ms`);
  }
  const name = `checkout page's calls, ${buyers.length} buyers, ${database}`;
  const group = (what: string) => ({ figure: `${name}: ${what}`, group: `checkout page's calls: ${what}` });
  report.add(
    {
      ...group("p95"),
      measured: percentile(all, 95),
      unit: "ms",
      target: { compare: "≤", value: targets.checkoutP95Ms[database], on: "measured" },
    },
    { ...group("p99"), measured: percentile(all, 99), unit: "ms" },
    { ...group("throughput"), measured: samples.length / elapsedS, unit: "calls/s" },
    {
      ...group("failed calls"),
      measured: failed.length,
      unit: "count",
      target: { compare: "≤", value: 0, on: "measured" },
    },
  );
}
