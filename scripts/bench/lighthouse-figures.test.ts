import { expect, it } from "vitest";
import { metOf } from "./figures.ts";
import { lighthouseRows } from "./lighthouse-figures.ts";

const page = { score: 92, fcp: 1200, lcp: 1900, tbt: 160, bytes: 300_000 };

it("holds the front page to 95, its LCP to 2 s and its TBT, and every other page to 95 and an LCP of 2.5 s", () => {
  const rows = lighthouseRows([
    { page: "front page", path: "/", ...page },
    { page: "picture set", path: "/picture-sets/abc", ...page },
    { page: "cart (3 lines)", path: "/shopping-cart", ...page, score: 95 },
    { page: "packages page", path: "/products/packages", ...page, score: 96, lcp: 2_600 },
    { page: "template list (cards)", path: "/templates/cards", ...page, lcp: 2_500 },
  ]);
  expect(rows.map((row) => [row.figure, metOf(row)])).toEqual([
    ["Lighthouse, front page: performance", "no"],
    ["Lighthouse, front page: LCP", "yes"],
    ["Lighthouse, front page: TBT", "no"],
    ["Lighthouse, picture set: performance", "no"],
    ["Lighthouse, picture set: LCP", "yes"],
    ["Lighthouse, cart (3 lines): performance", "yes"],
    ["Lighthouse, cart (3 lines): LCP", "yes"],
    ["Lighthouse, packages page: performance", "yes"],
    ["Lighthouse, packages page: LCP", "no"],
    ["Lighthouse, template list (cards): performance", "no"],
    ["Lighthouse, template list (cards): LCP", "yes"],
  ]);
});
