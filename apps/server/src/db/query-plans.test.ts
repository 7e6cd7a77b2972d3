import type { Order } from "@shop/contracts/orders";
import type { PictureSet } from "@shop/contracts/picture-sets";
import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSet,
  openTransaction,
  payWithCard,
  putFileInCart,
} from "../modules/checkout/purchase-test-support.ts";
import { purgeAbandonedCheckouts } from "../modules/checkout/service.ts";
import { signPictureUrl } from "../modules/images/signing.ts";
import { paymentExpiryRound } from "../modules/payments/expiry.ts";
import { sendDueReminders } from "../modules/reminders/service.ts";
import { insertGreenScreenBackgrounds } from "../modules/templates/records.ts";
import { purgeRateLimitCounters } from "../platform/rate-limit.ts";
import {
  addToAccount,
  aTemplateDocument,
  createImageBackgrounds,
  createParent,
  createPictureSet,
  createShop,
  createSubjectWithCode,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { loadLargeShop } from "../test/large-shop.ts";
import {
  type CapturedStatement,
  captureStatements,
  deletedFrom,
  foreignKeysInto,
  type PlanNode,
  planOf,
  seqScannedTables,
  tableRows,
} from "../test/query-plans.ts";
import { createStaff, studioCookie } from "../test/staff-factories.ts";
import { jobs } from "./schema/subjects.ts";

/**
 * Every query path has an index: the statements the hot requests send, captured at the driver as the services send
 * them, are explained on a shop of realistic size, and none may read a large table from start to end. Plans are
 * PostgreSQL's, so the test runs in the PostgreSQL run (`bash scripts/pg-test.sh`, which sets TEST_DATABASE_URL) and
 * is skipped without it.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A table with at least this many rows is large: reading it whole for one parent's request is a missing index. */
const largeTable = 1_000;

interface Finding {
  statement: CapturedStatement;
  tables: string[];
  plan: PlanNode;
}

function describeFinding({ statement, tables, plan }: Finding): string {
  return [
    `${statement.step}: reads ${tables.join(", ")} whole`,
    `  ${statement.text}`,
    `  values: ${JSON.stringify(statement.values)}; plan_cache_mode: ${statement.planCacheMode ?? "the connection's"}`,
    `  plan: ${JSON.stringify(plan, null, 1).replace(/\n\s*/g, " ")}`,
  ].join("\n");
}

/** A URL an earlier answer gave; the step cannot run without it. */
function given(url: string | undefined, what: string): string {
  if (!url) throw new Error(`no ${what} URL in the answer before`);
  return url;
}

describe.skipIf(!onPostgres)(
  "query plans of the hot requests (PostgreSQL only: skipped without TEST_DATABASE_URL, run by scripts/pg-test.sh)",
  () => {
    let t: TestApp;
    let capture: ReturnType<typeof captureStatements>;
    const steps: string[] = [];

    async function step(name: string, work: () => Promise<unknown>): Promise<void> {
      steps.push(name);
      await capture.during(name, async () => {
        await work();
      });
    }

    beforeAll(async () => {
      capture = captureStatements();
      t = await createTestApp();
      const shop = await createShop(t);
      await loadLargeShop(t.db, { portalId: t.app.portalId, jobId: shop.jobId });
      const parent = await createParent(t, shop, { pictureCount: 4 });
      const second = await createSubjectWithCode(t, { jobId: shop.jobId, pictureCount: 2 });
      const signedOut = await createSubjectWithCode(t, { jobId: shop.jobId, pictureCount: 1 });
      const { cookie } = parent;
      const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
      let set: PictureSet | undefined;
      let order: Order | undefined;
      let templateProduct: { uuid: string; template: { uuid: string } } | undefined;

      await step("session lookup", () => get("/api/webshop/me"));
      await step("code check signed out, with its rate-limit counters", () =>
        t.app.inject({ method: "GET", url: `/ajax/prophoto/verify_subject_code.php?code=${signedOut.code}` }),
      );
      await step("code redemption", () =>
        get(`/ajax/prophoto/add_picture_set_by_code.php?code=${second.code}`),
      );
      await step("picture-set list", () => get("/api/webshop/picture-sets"));
      await step("picture-set detail", async () => {
        set = (await get(`/api/webshop/picture-sets/${parent.set.subject.uuid}`)).json();
      });
      // A picture set's own URLs name the original and need no statement (decision 0004); the cart's, the receipt's
      // and the editor's do not, and read the picture's row.
      await step("first thumbnail through a URL without its original", () =>
        t.app.inject({ url: signPictureUrl(t.config, given(set?.pictures[0]?.uuid, "picture"), "320") }),
      );
      await step("cart changes", async () => {
        for (const picture of parent.set.pictures.slice(0, 2)) await putFileInCart(t.app, cookie, picture);
        if (set) await addSet(t.app, cookie, set, "IP");
      });
      await step("cart read", () => get("/api/webshop/cart"));
      await step("checkout page and payment", async () => {
        const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "card");
        await payWithCard(t.app, cookie, transactionUuid);
        order = (await get(`/api/webshop/user/orders/${orderUuid}`)).json().order;
      });
      await step("outbox pick-up", () => t.mails());
      await step("template categories, lists and fills", async () => {
        const cards = await createTemplateCategory(t, { internalName: "cards" });
        const product = await createTemplateProduct(t, { type: templateProductTypes.CARDS });
        const template = await createTemplate(t, {
          productId: product.id,
          categoryIds: [cards.id],
          document: aTemplateDocument({ text: "{names}" }),
        });
        const group = await createPictureSet(t, { jobId: shop.jobId, pictureType: "GP", pictureCount: 1 });
        await addToAccount(t, parent.user.id, group.subject.id);
        const backgrounds = await createImageBackgrounds(t, ["Blue"]);
        await insertGreenScreenBackgrounds(t.db, t.app.portalId, shop.jobId, [
          { backgroundUuid: backgrounds[0]?.uuid as string },
        ]);
        const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, shop.jobId));
        const ok = async (answer: Promise<{ statusCode: number; body: string }>) => {
          const res = await answer;
          expect(res.statusCode, res.body).toBe(200);
        };
        const post = (url: string, payload: object) =>
          t.app.inject({ method: "POST", url, payload, headers: { cookie } });
        await ok(get("/ajax/template/get_categories.php"));
        await ok(get(`/api/webshop/templates/cards/subjects/${parent.set.subject.uuid}`));
        await ok(get(`/api/webshop/templates/by-uuid/${template.uuid}/1`));
        await ok(get(`/api/webshop/user/templates/by-product/${product.uuid}`));
        await ok(
          post("/api/webshop/user/templates/fill-template", {
            template: { uuid: template.uuid },
            subject: { uuid: parent.set.subject.uuid },
          }),
        );
        await ok(
          post("/api/webshop/templates/fill-user-strings-by-picture", {
            template: { uuid: template.uuid },
            subject: { uuid: group.subject.uuid },
            picture: { uuid: group.pictures[0]?.uuid },
            resource: { id: "photo" },
          }),
        );
        await ok(get(`/api/webshop/green-screen-backgrounds/${job?.uuid}`));
        await ok(get("/api/webshop/promoted-products"));
        templateProduct = { uuid: product.uuid, template };
      });
      await step("template product lines: add, update, cart read", async () => {
        if (!templateProduct) throw new Error("no template product made");
        const { template } = templateProduct;
        const fill = await t.app.inject({
          method: "POST",
          url: "/api/webshop/user/templates/fill-template",
          payload: { template: { uuid: template.uuid }, subject: { uuid: parent.set.subject.uuid } },
          headers: { cookie },
        });
        const { userResources, year } = fill.json() as { userResources: object; year: number };
        const design = { template: { uuid: template.uuid, version: 1 }, year, userResources };
        const added = await t.app.inject({
          method: "POST",
          url: "/api/webshop/cart/template-products",
          payload: {
            ...design,
            subject: { uuid: parent.set.subject.uuid },
            lines: [{ productUuid: templateProduct.uuid, quantity: 2 }],
          },
          headers: { cookie },
        });
        expect(added.statusCode, added.body).toBe(200);
        const [lineUuid] = (added.json() as { orderLineUuids: string[] }).orderLineUuids;
        const updated = await t.app.inject({
          method: "PUT",
          url: `/api/webshop/cart/lines/${lineUuid}/template`,
          payload: design,
          headers: { cookie },
        });
        expect(updated.statusCode, updated.body).toBe(200);
        await get("/api/webshop/cart");
      });
      await step("orders list", () => get("/ajax/user/get_order_list.php"));
      // The studio's order list by each filter of its own columns and the job's, its search (a reference, a
      // parent's e-mail address, a child's name: trigram indexes) and an order's page (issue 32).
      await step("studio orders", async () => {
        const member = await createStaff(t, { role: "staff" });
        const staff = { cookie: await studioCookie(t, member.id) };
        const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, shop.jobId));
        const today = new Date().toISOString().slice(0, 10);
        for (const query of [
          `job=${job?.uuid}&class=3B`,
          "status=in_production",
          "delivery=school-pickup",
          "payment=invoice&invoice=unpaid",
          `from=${today}`,
          `q=${order?.reference}`,
          `q=${encodeURIComponent(parent.user.email)}`,
          `q=${encodeURIComponent(parent.set.subject.name)}`,
        ]) {
          const res = await t.app.inject({ url: `/api/studio/orders?${query}`, headers: staff });
          expect(res.statusCode, res.body).toBe(200);
        }
        const page = await t.app.inject({ url: `/api/studio/orders/${order?.uuid}`, headers: staff });
        expect(page.statusCode, page.body).toBe(200);
      });
      await step("downloads", async () => {
        const bought: PictureSet = (await get(`/api/webshop/picture-sets/${parent.set.subject.uuid}`)).json();
        await get(given(bought.pictures[0]?.urls.original ?? undefined, "original"));
        await get(given(order?.downloads.sets[0]?.url, "set download"));
      });
      // The server's rounds (start.ts): hourly purges, payment expiry every minute.
      await step("session purge", () => t.app.sessions.purgeExpired());
      await step("rate-limit purge", () => purgeRateLimitCounters(t.db));
      await step("checkout purge", () =>
        purgeAbandonedCheckouts(t.db, new Date(Date.now() - 7 * 86_400_000)),
      );
      await step("payment expiry", () => paymentExpiryRound(t.app)());
      // The reminder round (every 15 minutes), a day before the shop job's yearbook pose deadline: the parent's set
      // is due, so every read of the round runs with rows to find.
      await step("reminder round", async () => {
        const [job] = await t.db
          .select({ deadline: jobs.yearbookPoseDeadline })
          .from(jobs)
          .where(eq(jobs.id, shop.jobId));
        const deadline = job?.deadline;
        if (!deadline) throw new Error("the shop's job has no yearbook pose deadline");
        const deps = { db: t.db, mailer: t.mailer, portalId: t.app.portalId, publicUrl: t.config.publicUrl };
        const counts = await sendDueReminders(deps, new Date(deadline.getTime() - 86_400_000));
        expect(counts.yearbook_pose).toBeGreaterThan(0);
      });
      capture.stop();
    }, 120_000);

    afterAll(async () => {
      capture?.stop();
      await t?.close();
    });

    it("captures the statements of every hot request and round", () => {
      const captured = new Set(capture.statements().map((s) => s.step));
      expect(steps.filter((name) => !captured.has(name))).toEqual([]);
    });

    it("reads no large table from start to end in any statement of a hot request or round", async () => {
      const rows = await tableRows(t.db);
      const isLarge = (table: string) => (rows.get(table) ?? 0) >= largeTable;
      expect([...rows.values()].filter((n) => n >= largeTable).length).toBeGreaterThan(10);
      const findings: Finding[] = [];
      for (const statement of capture.statements()) {
        const plan = await planOf(t.db, statement);
        const tables = seqScannedTables(plan).filter(isLarge);
        if (tables.length > 0) findings.push({ statement, tables, plan });
      }
      expect(findings.map(describeFinding).join("\n\n")).toBe("");
    });

    it("has an index for every foreign key into a table the hot requests and rounds delete from", async () => {
      const rows = await tableRows(t.db);
      const deleted = [...new Set(capture.statements().flatMap((s) => deletedFrom(s.text) ?? []))];
      expect(deleted).toContain("checkouts");
      const missing = (await foreignKeysInto(t.db, deleted))
        .filter((key) => !key.indexed && (rows.get(key.table) ?? 0) >= largeTable)
        .map((key) => `${key.table} (${key.columns.join(", ")}) → ${key.references}`);
      expect(missing).toEqual([]);
    });
  },
);
