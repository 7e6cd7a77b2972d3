import { type PGlite, parse, protocol, type Results } from "@electric-sql/pglite";
import { isStalePlan } from "./plans.ts";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type Parser = (value: string, type: number) => unknown;
interface RowDescription {
  fields: Array<{ name: string; dataTypeID: number }>;
}
interface DataRow {
  fields: Array<string | null>;
}
interface CommandComplete {
  text: string;
}

/**
 * The embedded engine, asked a query the usual way (`PGlite.query`), parses and plans the statement every time and
 * is entered six times (parse, describe, bind, describe, execute, sync). For the shop's reads the planning was most of
 * the cost: a session lookup took 220–340 µs that way and 33 µs as a named statement executed in one entry
 * (decision 0015). This keeps one named statement per statement text, prepared on first use, and answers every later
 * query of the same text with one message: bind, describe, execute, sync.
 *
 * - Only statements outside a transaction: a transaction's handle keeps PGlite's own path.
 * - Only reads and writes of rows (select, insert, update, delete, with); anything else, and queries with a blob or
 *   explicit parameter types, take PGlite's own path.
 * - Parameters are serialised and rows parsed exactly as PGlite does (its serializers by the parameter types the
 *   engine describes, its parseResults), so callers see the same answers.
 * - At most `capacity` statements are kept; the least recently used one is closed with the next message.
 * - A statement the engine can no longer use after a change of the schema ("cached plan must not change result
 *   type") is dropped and the query answered the usual way.
 */
export function answerWithNamedStatements(
  client: PGlite,
  options: { capacity?: number } = {},
): NamedStatements {
  const capacity = options.capacity ?? 256;
  const usual = client.query.bind(client);
  const statements = new Map<string, Prepared>();
  const toClose: string[] = [];
  let made = 0;

  async function prepared(text: string, onNotice: NoticeOption): Promise<Prepared> {
    const known = statements.get(text);
    if (known !== undefined) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    made += 1;
    const name = `shop_${made}`;
    const described = await client.execProtocolStream(
      join([
        ...closing(),
        serialize.parse({ name, text }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldest] = statements;
      if (oldest !== undefined) {
        statements.delete(oldest[0]);
        toClose.push(oldest[1].name);
      }
    }
    return statement;
  }

  function closing(): Uint8Array[] {
    return toClose.splice(0).map((name) => serialize.close({ type: "S", name }));
  }

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    queryOptions?: QueryOptions,
  ): Promise<Results<T>> => {
    if (!reusable(text, queryOptions)) return usual<T>(text, params, queryOptions);
    await client._checkReady();
    const answer = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async (): Promise<Results<T> | typeof stale> => {
        const onNotice = queryOptions?.onNotice;
        let statement: Prepared | undefined;
        try {
          statement = await prepared(text, onNotice);
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const type = statement?.parameterTypes[index] ?? 0;
            const serializer = queryOptions?.serializers?.[type] ?? client.serializers[type];
            return serializer ? serializer(value) : String(value);
          });
          const messages = await client.execProtocolStream(
            join([
              ...closing(),
              serialize.bind({ statement: statement.name, values }),
              serialize.describe({ type: "P" }),
              serialize.execute({}),
              serialize.sync(),
            ]),
            { syncToFs: false, onNotice },
          );
          await client.syncToFs();
          return resultOf<T>(messages, client.parsers, queryOptions);
        } catch (error) {
          if (statement !== undefined && isStalePlan(error)) {
            statements.delete(text);
            toClose.push(statement.name);
            return stale;
          }
          throw withQuery(error, text, params, queryOptions);
        }
      }),
    );
    return answer === stale ? usual<T>(text, params, queryOptions) : answer;
  };
  client.query = query as PGlite["query"];
  return {
    get size() {
      return statements.size;
    },
  };
}

export interface NamedStatements {
  /** How many named statements the engine holds now. */
  readonly size: number;
}

interface Prepared {
  name: string;
  parameterTypes: number[];
}

type QueryOptions = Parameters<PGlite["query"]>[2];
type NoticeOption = NonNullable<QueryOptions>["onNotice"];

const { serialize } = protocol;
const stale = Symbol("stale plan");

function reusable(text: string, options: QueryOptions): boolean {
  if (options?.blob !== undefined || options?.paramTypes !== undefined) return false;
  return /^\s*(select|insert|update|delete|with)\b/i.test(text);
}

/** The engine's error with the query beside it, as PGlite's own path gives it. */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions: QueryOptions): unknown {
  if (error instanceof Error) Object.assign(error, { query, params, queryOptions });
  return error;
}

/**
 * The answer to one statement, as PGlite's `parseResults` gives it, but choosing each column's parser once per answer
 * rather than once per value, and without copying the whole table of parsers (a few hundred types) into a new object
 * for every answer, which `parseResults` does when the query names parsers of its own, as drizzle's queries all do:
 * that copy was the largest single cost of a read under load.
 */
function resultOf<T>(
  messages: BackendMessage[],
  parsers: Record<number | string, Parser>,
  options: QueryOptions,
): Results<T> {
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  let columnParsers: Array<Parser | undefined> = [];
  const rows: unknown[] = [];
  const asArrays = options?.rowMode === "array";
  for (const message of messages) {
    if (message.name === "rowDescription") {
      fields = (message as unknown as RowDescription).fields.map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }));
      columnParsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? parsers[dataTypeID]);
    } else if (message.name === "dataRow") {
      const values = (message as unknown as DataRow).fields;
      if (asArrays) {
        rows.push(
          values.map((value, column) =>
            parsed(value, fields[column]?.dataTypeID ?? 0, columnParsers[column]),
          ),
        );
      } else {
        const row: Record<string, unknown> = {};
        for (let column = 0; column < values.length; column++) {
          row[fields[column]?.name ?? ""] = parsed(
            values[column] ?? null,
            fields[column]?.dataTypeID ?? 0,
            columnParsers[column],
          );
        }
        rows.push(row);
      }
    } else if (message.name === "commandComplete") {
      const words = (message as unknown as CommandComplete).text.split(" ");
      const command = words[0] ?? "";
      const count = Number.parseInt(words[words.length - 1] ?? "", 10);
      const affectedRows = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command) ? count : 0;
      return {
        rows,
        fields,
        command,
        affectedRows,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
}

function parsed(value: string | null, type: number, parser: Parser | undefined): unknown {
  if (value === null) return null;
  return parser ? parser(value, type) : value;
}

function join(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.byteLength;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.byteLength;
  }
  return message;
}
