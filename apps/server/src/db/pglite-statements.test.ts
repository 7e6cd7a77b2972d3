import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerWithNamedStatements } from "./pglite-statements.ts";
import { WorkerEngine } from "./pglite-worker.ts";

interface Setup {
  client: PGlite;
  /** How many named statements the engine holds, where this thread can see it. */
  size?: () => number;
}

/**
 * The engine as the tests and the operator's commands have it (on the calling thread), and as the running shop has
 * it (in the database worker, where every answer crosses threads: decision 0037).
 */
const setups: Array<{ where: string; open: () => Promise<Setup> }> = [
  {
    where: "on the calling thread",
    async open() {
      const client = await PGlite.create();
      const named = answerWithNamedStatements(client, { capacity: 3 });
      return { client, size: () => named.size };
    },
  },
  {
    where: "in the database worker",
    async open() {
      const engine = await WorkerEngine.start({
        dataDir: undefined,
        loadDataDir: undefined,
        namedStatementCapacity: 3,
      });
      return { client: engine as unknown as PGlite };
    },
  },
];

/**
 * The named-statement path answers as PGlite's own path does. PGlite's own path is what a transaction's handle still
 * uses, so each answer is compared with the same query asked inside a transaction.
 */
describe.each(setups)("PGlite's queries through named statements, $where", ({ open }) => {
  let client: PGlite;
  let setup: Setup;

  beforeAll(async () => {
    setup = await open();
    client = setup.client;
    await client.exec(`
      create table things (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        count integer,
        big bigint,
        price numeric(10, 2),
        active boolean,
        at timestamptz,
        day date,
        data jsonb,
        tags text[],
        raw bytea
      );
      insert into things (name, count, big, price, active, at, day, data, tags, raw) values
        ('one', 1, 9007199254740993, 12.50, true, '2026-11-26T04:00:00Z', '2026-11-26', '{"a": [1, 2]}', '{x,y}', '\\x0102'),
        ('two', null, null, null, null, null, null, null, null, null);
    `);
  });
  afterAll(async () => {
    await client.close();
  });

  const usual = <T>(text: string, params: unknown[] = [], options?: Parameters<PGlite["query"]>[2]) =>
    client.transaction((tx) => tx.query<T>(text, params, options));

  it("gives the same rows, fields and parsed values as PGlite's own path", async () => {
    const text = "select * from things where name = any($1) order by name";
    for (const options of [
      undefined,
      { rowMode: "array" as const },
      { parsers: { 1184: (v: string) => v } },
    ]) {
      const fast = await client.query(text, [["one", "two"]], options);
      const slow = await usual(text, [["one", "two"]], options);
      expect(fast).toEqual(slow);
    }
    const update = "update things set count = count where name = any($1)";
    expect(await client.query(update, [["one", "two"]])).toEqual(await usual(update, [["one", "two"]]));
    const none = "delete from things where name = $1 returning name";
    expect(await client.query(none, ["nobody"])).toEqual(await usual(none, ["nobody"]));
    const [one] = (
      await client.query<Record<string, unknown>>("select * from things where name = $1", ["one"])
    ).rows;
    expect(one).toMatchObject({ count: 1, active: true, data: { a: [1, 2] }, tags: ["x", "y"] });
    expect(one?.at).toEqual(new Date("2026-11-26T04:00:00Z"));
    expect(one?.raw).toEqual(new Uint8Array([1, 2]));
  });

  it("serialises parameters by the types the engine describes (dates, JSON, booleans, arrays, bytes, null)", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    const inserted = await client.query<{ name: string; affected: number }>(
      "insert into things (name, at, data, active, tags, raw, count) values ($1, $2, $3, $4, $5, $6, $7) returning name",
      ["three", at, { b: "c" }, false, ["p", "q"], new Uint8Array([255]), null],
    );
    expect(inserted.affectedRows).toBe(1);
    const row = (await usual<Record<string, unknown>>("select * from things where name = 'three'")).rows[0];
    expect(row).toMatchObject({ at, data: { b: "c" }, active: false, tags: ["p", "q"], count: null });
    expect(row?.raw).toEqual(new Uint8Array([255]));
  });

  it("keeps the engine's error with its code and the query beside it, and goes on answering", async () => {
    const error = await client
      .query("insert into things (name) values ($1)", ["one"])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: "23505",
      query: "insert into things (name) values ($1)",
      params: ["one"],
    });
    await expect(client.query("select nothing from things")).rejects.toMatchObject({ code: "42703" });
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from things where name = $1",
      ["one"],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("keeps at most its capacity of statements and prepares an evicted one again", async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} + $1::int as n`);
    for (const text of texts) await client.query(text, [1]);
    if (setup.size !== undefined) expect(setup.size()).toBe(3);
    const held = await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
    expect(held.rows[0]?.n).toBeLessThanOrEqual(4);
    expect((await client.query<{ n: number }>(texts[0] ?? "", [1])).rows).toEqual([{ n: 2 }]);
  });

  it("answers again after the schema changed under a statement", async () => {
    const text = "select * from things where name = $1";
    const before = await client.query<Record<string, unknown>>(text, ["one"]);
    await client.exec("alter table things add column extra text default 'e'");
    const after = await client.query<Record<string, unknown>>(text, ["one"]);
    expect(Object.keys(after.rows[0] ?? {})).toEqual([...Object.keys(before.rows[0] ?? {}), "extra"]);
  });

  it("waits for an open transaction, as PGlite's own path does", async () => {
    // The engine has one session: a query let in while the transaction is open would see its uncommitted row.
    let inserted: () => void = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = client
      .transaction(async (tx) => {
        await tx.query("insert into things (name) values ('four')");
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("rolled back");
      })
      .catch(() => "rolled back");
    await insertDone;
    const counted = await client.query<{ n: number }>(
      "select count(*)::int as n from things where name = $1",
      ["four"],
    );
    expect(await transaction).toBe("rolled back");
    expect(counted.rows).toEqual([{ n: 0 }]);
  });

  it("leaves other statements to PGlite's own path", async () => {
    await client.query("create table others (id int)");
    const result = await client.query("set statement_timeout = 0");
    expect(result.rows).toEqual([]);
  });
});
