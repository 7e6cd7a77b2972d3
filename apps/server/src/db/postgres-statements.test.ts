import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameStatements } from "./postgres-statements.ts";

/** Needs a real PostgreSQL: runs in the PostgreSQL run (`bash scripts/pg-test.sh` sets TEST_DATABASE_URL). */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("PostgreSQL statements named after their text", () => {
  const schema = `named_${process.pid}`;
  let pool: pg.Pool;
  let other: pg.Pool;

  beforeAll(async () => {
    const options = { connectionString: url, max: 1, options: `-c search_path=${schema}` };
    pool = new pg.Pool(options);
    other = new pg.Pool(options);
    nameStatements(pool);
    await other.query(`create schema ${schema}`);
    await other.query("create table things (id int primary key, name text not null)");
    await other.query("insert into things values (1, 'one'), (2, 'two')");
  });
  afterAll(async () => {
    await other.query(`drop schema ${schema} cascade`);
    await pool.end();
    await other.end();
  });

  it("answers as an unnamed statement does, and the connection keeps the statement prepared", async () => {
    const text = "select id, name from things where id = any($1) order by id";
    const named = await pool.query({ text, rowMode: "array" }, [[1, 2]]);
    const unnamed = await other.query({ text, rowMode: "array" }, [[1, 2]]);
    expect(named.rows).toEqual(unnamed.rows);
    expect(named.rows).toEqual([
      [1, "one"],
      [2, "two"],
    ]);
    await pool.query({ text }, [[2]]);
    const prepared = await pool.query<{ statement: string }>(
      "select statement from pg_prepared_statements where statement = $1",
      [text],
    );
    expect(prepared.rows).toHaveLength(1);
  });

  it("keeps the server's error, and the next query still answers", async () => {
    await expect(
      pool.query({ text: "insert into things values ($1, $2)" }, [1, "again"]),
    ).rejects.toMatchObject({
      code: "23505",
    });
    const { rows } = await pool.query({ text: "select count(*)::int as n from things" });
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("answers again after another process changed the schema under a statement", async () => {
    const text = "select * from things where id = $1";
    expect((await pool.query({ text }, [1])).rows).toEqual([{ id: 1, name: "one" }]);
    await other.query("alter table things add column extra text default 'e'");
    expect((await pool.query({ text }, [1])).rows).toEqual([{ id: 1, name: "one", extra: "e" }]);
  });
});
