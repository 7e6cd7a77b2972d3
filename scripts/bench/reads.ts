import { pictureSets, picturesOf, putInCart, type Visitor } from "./client.ts";
import type { Figure } from "./figures.ts";
import { againstPeer, bareJsonPeer, connections, describeLoad } from "./load.ts";
import type { StatementCounter } from "./postgres.ts";
import type { Report } from "./report.ts";
import { type Database, targets } from "./targets.ts";

/** Puts up to three digital pictures of the first set in the signed-in visitor's cart; the lines it then holds. */
export async function fillCart(visitor: Visitor, lines = 3): Promise<number> {
  const [first] = await pictureSets(visitor);
  if (first === undefined) throw new Error("the parent has no picture set");
  const pictures = await picturesOf(visitor, first.uuid);
  const inCart = pictures.filter((p) => p.inCart).length;
  for (const picture of pictures
    .filter((p) => !p.bought && !p.inCart)
    .slice(0, Math.max(0, lines - inCart))) {
    await putInCart(visitor, picture);
  }
  return Math.min(lines, pictures.filter((p) => !p.bought).length);
}

/** How many calls the statements of one read are counted over (the background work's polls then barely count). */
const countedCalls = 50;

/**
 * The signed-in reads a parent's evening is made of (list, detail, cart, the template list of a set), each at 50
 * connections against a bare Fastify route answering the same JSON, in the same run; on PostgreSQL with the statements
 * each sends.
 */
export async function measureReads(
  visitor: Visitor,
  database: Database,
  seconds: number,
  report: Report,
  countStatements?: StatementCounter,
): Promise<void> {
  const lines = await fillCart(visitor);
  const [first] = await pictureSets(visitor);
  if (first === undefined) throw new Error("the parent has no picture set");
  const reads: Array<[string, string]> = [
    ["picture-set list", "/api/webshop/picture-sets"],
    ["picture-set detail", `/api/webshop/picture-sets/${first.uuid}`],
    [`cart (${lines} lines)`, "/api/webshop/cart"],
    ["template list of a set (cards)", `/api/webshop/templates/cards/subjects/${first.uuid}`],
  ];
  for (const [label, route] of reads) {
    const json = await visitor.ok<unknown>("GET", route);
    if (countStatements) {
      const statements = await countStatements(async () => {
        for (let i = 0; i < countedCalls; i++) await visitor.ok("GET", route);
        return countedCalls;
      });
      report.add({
        figure: `${label}: statements per request`,
        group: `${label}: statements`,
        measured: statements,
        unit: "statements",
      });
    }
    const { shop, bare } = await againstPeer(`${visitor.base}${route}`, await bareJsonPeer(json), seconds, {
      cookie: visitor.cookie,
    });
    report.note(
      `${label}, ${database}, ${connections} connections for ${seconds} s: ${describeLoad(shop)} against ` +
        `${Math.round(bare.rps)} req/s for a bare Fastify route with the same JSON`,
    );
    const name = `${label}, ${database}`;
    report.add(
      {
        figure: `${name}: req/s`,
        group: `${label}: req/s`,
        measured: shop.rps,
        unit: "req/s",
        peer: bare.rps,
        ratio: "percent",
        target: { compare: "≥", value: targets.readsPercent[database], on: "ratio" },
      },
      {
        figure: `${name}: p99`,
        group: `${label}: p99`,
        measured: shop.p99,
        unit: "ms",
        target: { compare: "≤", value: targets.readsP99Ms[database], on: "measured" },
      },
      slowest(label, shop.max, database),
    );
  }
}

function slowest(label: string, ms: number, database: Database): Figure {
  const figure: Figure = {
    figure: `${label}, ${database}: slowest answer`,
    group: `${label}: slowest answer`,
    measured: ms,
    unit: "ms",
  };
  return database === "PGlite"
    ? { ...figure, target: { compare: "≤", value: targets.slowestMs, on: "measured" } }
    : figure;
}
