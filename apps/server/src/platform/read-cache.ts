/**
 * What changes rarely (the shop's settings, its products and prices, delivery and payment options), kept in the
 * process's memory per database so the hot reads do not ask the database for it on every request
 * (docs/decisions/0015-read-cache.md):
 * - a write through this process's database to a table an entry was read from drops that entry at once (the database
 *   client tells the cache the text of every statement it sends);
 * - every entry is read again when it is older than `readCacheLifetimeMs`, which is how a change made by another
 *   process of the shop (or by an operator's command) reaches this one.
 */
export const readCacheLifetimeMs = 2_000;

interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
  tables: readonly string[];
}

/** The table a statement writes ("insert into", "update", "delete from"), or "*" for a change of the schema. */
function writtenTable(statement: string): string | null {
  const match = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/i.exec(statement);
  if (match?.[1]) return match[1].toLowerCase();
  return /^\s*(?:drop|alter|truncate|create)\s/i.test(statement) ? "*" : null;
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #lifetimeMs: number;
  readonly #now: () => number;

  constructor(lifetimeMs: number = readCacheLifetimeMs, now: () => number = () => performance.now()) {
    this.#lifetimeMs = lifetimeMs;
    this.#now = now;
  }

  /** Told every statement the database is sent: a write drops the entries read from its table. */
  noteStatement(statement: string): void {
    const first = statement.trimStart().charAt(0).toLowerCase();
    if (!"iudatc".includes(first)) return;
    const table = writtenTable(statement);
    if (table === null) return;
    for (const [key, entry] of this.#entries) {
      if (table === "*" || entry.tables.includes(table)) this.#entries.delete(key);
    }
  }

  read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    const at = this.#now();
    const entry = this.#entries.get(key);
    if (entry && at - entry.loadedAt < this.#lifetimeMs) return entry.value as Promise<T>;
    const value = load();
    const fresh: Entry = { value, loadedAt: at, tables };
    this.#entries.set(key, fresh);
    // A failed read is not kept: the next caller asks the database again.
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return value;
  }
}

const caches = new WeakMap<object, ReadCache>();

/** Gives the database its cache, which is to be told every statement the database is sent (db/client.ts). */
export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * A read of shop-wide data kept in the database's cache, by its name and arguments; `tables` are every table it
 * reads. A database handle without a cache (a transaction's) reads through.
 */
export function cachedRead<D extends object, A extends Array<string | number>, T>(
  name: string,
  tables: readonly string[],
  load: (db: D, ...args: A) => Promise<T>,
): (db: D, ...args: A) => Promise<T> {
  return (db, ...args) => {
    const cache = caches.get(db);
    if (!cache) return load(db, ...args);
    return cache.read(`${name}:${args.join(":")}`, tables, () => load(db, ...args));
  };
}
