import { createHash } from "node:crypto";
import type pg from "pg";
import { isStalePlan } from "./plans.ts";

/**
 * PostgreSQL parses and plans an unnamed statement every time it is sent. Drizzle names only the statements a
 * service prepared itself (the session lookup, the scope, the picture reads); this names every other read and write
 * of rows after a hash of its text, so each pooled connection parses and plans it once and then only binds and
 * executes it (decision 0015). Names are the same in every process, and a text always has the same name, which
 * node-postgres requires of a connection's statements. A connection keeps what it prepared until it closes, so a
 * statement with more than `maxNamedParameters` values (a long `in (…)` list, whose text differs with its length: an
 * operator's import, a zip of many pictures) stays unnamed rather than add one more to every connection.
 *
 * A connection whose statement the server can no longer use after a change of the schema by another process
 * ("cached plan must not change result type", a migration during a rolling deploy) is closed, and the query is sent
 * again on another connection: a new connection knows no statements.
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= 2_000) names.clear();
      name = `s_${createHash("sha1").update(text).digest("base64url")}`;
      names.set(text, name);
    }
    return name;
  };

  const usual = pool.query.bind(pool) as (
    config: pg.QueryConfig,
    values?: unknown[],
  ) => Promise<pg.QueryResult>;
  const query = async (config: unknown, values?: unknown[]): Promise<pg.QueryResult> => {
    if (!isNameable(config) || (values?.length ?? 0) > maxNamedParameters) {
      return usual(config as pg.QueryConfig, values);
    }
    const named = { ...config, name: nameOf(config.text) };
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        const result = await client.query(named, values);
        client.release();
        return result;
      } catch (error) {
        // As pg's own pool.query does, a connection that failed a query is closed rather than reused.
        client.release(true);
        if (isStalePlan(error) && attempt === 1) continue;
        throw error;
      }
    }
  };
  pool.query = query as typeof pool.query;
}

const maxNamedParameters = 32;

function isNameable(config: unknown): config is pg.QueryConfig & { text: string } {
  if (typeof config !== "object" || config === null) return false;
  const { name, text } = config as { name?: unknown; text?: unknown };
  return (
    name === undefined && typeof text === "string" && /^\s*(select|insert|update|delete|with)\b/i.test(text)
  );
}
