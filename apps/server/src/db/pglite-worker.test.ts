import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, insertUser } from "../modules/account/service.ts";
import { createParentWithCart, createShop, createUser, signedInCookie } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { migrate, openDatabaseFrom } from "./client.ts";
import { WorkerEngine } from "./pglite-worker.ts";
import { users } from "./schema/index.ts";

/**
 * The running shop's embedded engine is on a worker thread (decision 0037): the shop's flows through it, as the
 * tests' in-thread engine runs them everywhere else. In the PostgreSQL run (`scripts/pg-test.sh`) a test shop is on
 * PostgreSQL, where the worker has no part (and a read does not wait for another's transaction), so these are skipped
 * there; the engine's own tests below open PGlite themselves and run in both.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the shop on the database worker", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ pgliteWorker: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const userCount = async (email: string) =>
    (await t.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

  it("serves a parent's list, detail and cart after a checkout was started (transactions and all)", async () => {
    const shop = await createShop(t);
    const parent = await createParentWithCart(t, shop);
    const cookie = await parent.cookie();
    const list = await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().pictureSets.map((set: { uuid: string }) => set.uuid)).toEqual([
      parent.set.subject.uuid,
    ]);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().pictures).toHaveLength(4);
    const cart = await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } });
    expect(cart.statusCode).toBe(200);
    expect(JSON.stringify(cart.json())).toContain(parent.set.pictures[2]?.uuid);
  });

  it("rolls a failed transaction back and keeps the engine's error code (two registrations of one address)", async () => {
    const email = `twice-${Date.now()}@example.com`;
    const portalId = t.app.portalId;
    const account = { portalId, email, mobile: "+4791234567", password: "secret123", lang: "en" };
    const result = await createAccount(t.db, {
      ...account,
      acceptMail: false,
      subjectId: null,
      // The other registration of the same address, committed between the check and the insert.
      andThen: async (tx) => {
        await insertUser(tx, {
          ...account,
          email: email.toUpperCase(),
          passwordHash: "x",
          name: null,
          acceptMail: false,
        });
      },
    });
    expect(result).toEqual({ kind: "email-taken" });
    expect(await userCount(email)).toBe(0);
  });

  it("answers reads sent during a transaction after it ends, without its uncommitted rows", async () => {
    const email = `during-${Date.now()}@example.com`;
    const reader = await createUser(t);
    const cookie = await signedInCookie(t, reader.id);
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const order: string[] = [];
    const transaction = t.db
      .transaction(async (tx) => {
        await insertUser(tx, {
          portalId: t.app.portalId,
          email,
          passwordHash: "x",
          name: null,
          mobile: null,
          lang: "en",
          acceptMail: false,
        });
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push("transaction");
        throw new Error("changed my mind");
      })
      .catch((error: unknown) => (error as Error).message);
    await insertDone;
    const reads = Promise.all([
      userCount(email).then((n) => {
        order.push("read");
        return n;
      }),
      // A signed-in request reads its session from the database.
      t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } }).then((res) => {
        order.push("request");
        return res.statusCode;
      }),
    ]);
    expect(await transaction).toBe("changed my mind");
    const [n, status] = await reads;
    expect(n).toBe(0);
    expect(status).toBe(200);
    expect(order[0]).toBe("transaction");
    expect(order).toHaveLength(3);
  });

  it("gives a statement's error with its PostgreSQL code and goes on answering", async () => {
    const user = await createUser(t);
    const error = await t.db
      .insert(users)
      .values({
        portalId: t.app.portalId,
        email: user.email,
        passwordHash: "x",
        lang: "en",
        acceptMail: false,
      })
      .catch((caught: unknown) => caught);
    const codes: unknown[] = [];
    for (let e: unknown = error; e !== undefined && e !== null; e = (e as { cause?: unknown }).cause) {
      codes.push((e as { code?: unknown }).code);
    }
    expect(codes).toContain("23505");
    expect(await userCount(user.email)).toBe(1);
  });
});

// Each test starts an engine of its own from an empty data directory (and the first reopens it): 16–19 s apiece alone
// on a machine 5–8× slower than the usual one (2026-11-27), over the suite's 30 s while the other tests share the cores.
describe("the database worker's engine", { timeout: 120_000 }, () => {
  it("answers the queries sent before close, refuses those after, and leaves the data directory consistent", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pglite-worker-"));
    try {
      const engine = await WorkerEngine.start({ dataDir, loadDataDir: undefined });
      await engine.exec("create table counted (n int primary key)");
      let holding!: () => void;
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      // A transaction holds the engine while the other queries queue behind it; close comes in the middle.
      const transaction = engine.transaction(async (tx) => {
        await tx.query("insert into counted values (0)");
        holding();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.query("insert into counted values (1)");
      });
      await held;
      const queued = Array.from({ length: 20 }, (_, i) =>
        engine.query("insert into counted values ($1) returning n", [i + 2]),
      );
      const closed = engine.close();
      await expect(engine.query("select 1")).rejects.toThrow(/closed/);
      await transaction;
      const answers = await Promise.all(queued);
      expect(answers.map((answer) => answer.rows)).toEqual(queued.map((_, i) => [{ n: i + 2 }]));
      await closed;
      expect(engine.closed).toBe(true);

      const reopened = await openDatabaseFrom({ kind: "pglite", dataDir });
      try {
        const { rows } = (await reopened.db.execute(
          sql`select count(*)::int as n from counted`,
        )) as unknown as {
          rows: unknown[];
        };
        expect(rows).toEqual([{ n: 22 }]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("migrates a new data directory and refuses parsers it cannot run", async () => {
    const opened = await openDatabaseFrom({ kind: "memory" }, { pgliteWorker: true });
    try {
      await migrate(opened.db);
      expect(await opened.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      const client = (opened.db as unknown as { $client: WorkerEngine }).$client;
      await expect(
        client.query("select 1 as n", [], { parsers: { 23: (value: string) => Number(value) * 2 } }),
      ).rejects.toThrow(/keep the text/);
    } finally {
      await opened.close();
    }
  });
});
