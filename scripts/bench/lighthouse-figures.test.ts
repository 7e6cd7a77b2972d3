import { expect, it } from "vitest";
import { metOf } from "./figures.ts";
import { lighthouseRows } from "./lighthouse-figures.ts";

const page = { score: 92, fcp: 1200, lcp: 1900, tbt: 160, bytes: 300_000 };

it("holds the front page to 95, its LCP and TBT, and the signed-in pages to 90", () => {
  const rows = lighthouseRows([
    { page: "front page", path: "/", ...page },
    { page: "picture set", path: "/picture-sets/abc", ...page },
    { page: "cart (3 lines)", path: "/shopping-cart", ...page },
  ]);
  expect(rows.map((row) => [row.figure, metOf(row)])).toEqual([
    ["Lighthouse, front page: performance", "no"],
    ["Lighthouse, front page: LCP", "yes"],
    ["Lighthouse, front page: TBT", "no"],
    ["Lighthouse, picture set: performance", "yes"],
    ["Lighthouse, cart (3 lines): performance", "yes"],
  ]);
});
