import type { SQL, SQLWrapper } from "drizzle-orm";
import { sql } from "drizzle-orm";

/**
 * The fields of a select, each under its key as its column's name: a row of them aggregated as it is (`json_agg` of
 * the subquery's alias) is the JSON object with those keys. The database turns a row into JSON once per row type,
 * where `json_build_object` works out the output of each of its arguments on every call (decision 0015, "One
 * statement"). Name the keys' type (`fieldsUnderKeys<keyof Row>`) and every key must be given.
 */
export function fieldsUnderKeys<K extends string>(fields: Record<K, SQLWrapper>): Record<K, SQL.Aliased> {
  const aliased = {} as Record<K, SQL.Aliased>;
  for (const key of Object.keys(fields) as K[]) aliased[key] = sql`${fields[key]}`.as(key);
  return aliased;
}

/**
 * A JSON value of a statement's row as its parsed value: node-postgres and PGlite both parse `json` columns, and a
 * driver that hands the text over is covered as well. Null stays null (an aggregate over no rows).
 */
export function jsonValue<T>(value: unknown): T | null {
  return (typeof value === "string" ? JSON.parse(value) : value) as T | null;
}
