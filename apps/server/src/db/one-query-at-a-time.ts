import type pg from "pg";

/**
 * A connection is given one query at a time. node-postgres queues a query sent while others wait, but deprecates it
 * and its next major version refuses it; a transaction's handle is sent such queries whenever a service reads two or
 * three things at once (`Promise.all` of reads inside `db.transaction`), which outside a transaction go to separate
 * connections of the pool. Here each promise-style query waits for the one before on the same connection. Callback-
 * style calls (pg-pool's own) and submittables (cursors) pass as they are.
 */
export function oneQueryAtATime(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    const submittable = typeof first === "object" && first !== null && "submit" in first;
    if (submittable || typeof args.at(-1) === "function") return query(...args);
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}
