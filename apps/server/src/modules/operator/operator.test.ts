import { randomBytes, randomUUID } from "node:crypto";
import { templateProductTypes } from "@shop/domain/product-kind";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aTemplateDocument,
  createJob,
  createSubjectWithCode,
  createTemplate,
  createTemplateProduct,
  createUser,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { orderDesignedCard } from "../../test/template-orders.ts";
import { correctSubject } from "../subjects/corrections.ts";

const token = randomBytes(32).toString("base64url");
const printPath = (orderUuid: string, lineUuid: string) =>
  `/api/operator/orders/${orderUuid}/lines/${lineUuid}/print.pdf`;

describe("the operator's routes without OPERATOR_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("do not exist", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: printPath(randomUUID(), randomUUID()),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe("route_not_found");
    expect(t.routes.some((route) => String(route.url).startsWith("/api/operator/"))).toBe(false);
  });
});

describe("the operator's routes with OPERATOR_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { OPERATOR_TOKEN: token },
      rateLimits: { wrongOperatorTokensPerAddress: { max: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it("refuse a call without the token, or with another, and never cache", async () => {
    const url = printPath(randomUUID(), randomUUID());
    for (const authorization of [undefined, "Bearer", `Basic ${token}`, `Bearer ${token}x`]) {
      const answer = await t.app.inject({
        method: "GET",
        url,
        headers: authorization === undefined ? {} : { authorization },
        remoteAddress: "192.0.2.10",
      });
      if (answer.statusCode === 429) break;
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe("unauthorized");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("refuse an address's wrong tokens after too many, yet take the right token from it and from others", async () => {
    const url = printPath(randomUUID(), randomUUID());
    for (let i = 0; i < 3; i++) {
      const wrong = await t.app.inject({
        method: "GET",
        url,
        headers: { authorization: "Bearer wrong" },
        remoteAddress: "192.0.2.20",
      });
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: "Bearer wrong" },
      remoteAddress: "192.0.2.20",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The token is compared before the count: someone guessing from the operator's address does not lock it out.
    for (const remoteAddress of ["192.0.2.20", "192.0.2.21"]) {
      const right = await t.app.inject({
        method: "GET",
        url,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress,
      });
      expect(right.statusCode).toBe(404);
    }
  });

  it("never count a call without an Authorization header against its address", async () => {
    const url = printPath(randomUUID(), randomUUID());
    for (let i = 0; i < 5; i++) {
      const anonymous = await t.app.inject({ method: "GET", url, remoteAddress: "192.0.2.30" });
      expect(anonymous.statusCode).toBe(401);
    }
    const wrong = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: "Bearer wrong" },
      remoteAddress: "192.0.2.30",
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: "192.0.2.30",
    });
    expect(right.statusCode).toBe(404);
  });

  it("make a job's code letters, all or one class's, and name a job the shop does not have", async () => {
    const job = await createJob(t, { name: "Operator letters school" });
    await createSubjectWithCode(t, { jobId: job.id, name: "Ida Hansen", group: "3B" });
    await createSubjectWithCode(t, { jobId: job.id, name: "Jon Olsen", group: "3C" });
    const letters = (query = "") =>
      t.app.inject({
        method: "GET",
        url: `/api/operator/jobs/${encodeURIComponent("Operator letters school")}/letters.pdf${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const all = await letters();
    expect(all.statusCode).toBe(200);
    expect(all.headers["content-type"]).toBe("application/pdf");
    expect(all.headers["x-letter-count"]).toBe("2");
    expect((await PDFDocument.load(all.rawPayload)).getPageCount()).toBe(2);
    expect((await letters("?class=3B")).headers["x-letter-count"]).toBe("1");
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/operator/jobs/No%20such%20job/letters.pdf",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No job is named "No such job".');
  });

  it("list a job's name corrections and their review as the command prints them (decision 0063)", async () => {
    const job = await createJob(t, { name: "Operator corrections school" });
    const ida = await createSubjectWithCode(t, { jobId: job.id, name: "Ida Hansn", group: "3B" });
    const parent = await createUser(t);
    await correctSubject(t.db, ida.id, parent.id, { name: "Ida Hansen", group: "3B" }, new Date());
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/operator/jobs/${encodeURIComponent("Operator corrections school")}/corrections`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    const { lines } = answer.json() as { lines: string[] };
    expect(lines[0]).toBe('1 correction(s) of the job "Operator corrections school", oldest first:');
    expect(lines[2]).toContain(`"Ida Hansn" (3B) -> "Ida Hansen" (3B)  by account ${parent.id}  [to review]`);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/operator/jobs/No%20such%20job/corrections",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answer 404 order_not_found for an order the shop does not have", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: printPath(randomUUID(), randomUUID()),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe("order_not_found");
  });

  it("check the path's uuids with the contract", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/operator/orders/not-a-uuid/lines/x/print.pdf",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe("invalid_input");
  });
});

describe("the operator's print file of an ordered card", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let card: { id: number; uuid: string };
  let cardProduct: { id: number; uuid: string };
  const auth = { authorization: `Bearer ${token}` };

  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token } });
    shop = await createPurchaseShop(t);
    cardProduct = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 15x15" });
    card = await createTemplate(t, {
      productId: cardProduct.id,
      document: aTemplateDocument({ name: "Birthday card", text: "Hello {firstName}" }),
    });
  });
  afterAll(() => t.close());

  it("is still made once the buyer deleted the account (the order kept anonymised, decision 0034)", async () => {
    const { orderUuid, lineUuid, parent } = await orderDesignedCard(t, shop, card, cardProduct.uuid);
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/delete",
      payload: { password: parent.user.password },
      headers: { cookie: parent.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const res = await t.app.inject({ url: printPath(orderUuid, lineUuid), headers: auth });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBeGreaterThan(0);
  });

  it("is a PDF of the card with its trim and bleed boxes, named after the order and the template", async () => {
    const { orderUuid, lineUuid } = await orderDesignedCard(t, shop, card, cardProduct.uuid);
    const res = await t.app.inject({ url: printPath(orderUuid, lineUuid), headers: auth });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${orderUuid.slice(0, 8)}-1-birthday-card.pdf"`,
    );
    const pdf = await PDFDocument.load(res.rawPayload);
    const [page] = pdf.getPages();
    const mm = (pt: number) => Math.round((pt * 25.4) / 72);
    // 150 × 150 mm trimmed, with 3 mm of bleed on every side.
    expect([mm(page?.getTrimBox().width ?? 0), mm(page?.getTrimBox().height ?? 0)]).toEqual([150, 150]);
    expect([mm(page?.getBleedBox().width ?? 0), mm(page?.getBleedBox().height ?? 0)]).toEqual([156, 156]);
    expect(pdf.getTitle()).toBe("Birthday card");
  });

  it("is refused for an order not paid yet (409) and for a line the order does not have (404)", async () => {
    const unpaid = await orderDesignedCard(t, shop, card, cardProduct.uuid, { pay: false });
    const refused = await t.app.inject({ url: printPath(unpaid.orderUuid, unpaid.lineUuid), headers: auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("order_not_in_production");
    const paid = await orderDesignedCard(t, shop, card, cardProduct.uuid);
    const otherLine = await t.app.inject({ url: printPath(paid.orderUuid, randomUUID()), headers: auth });
    expect(otherLine.statusCode).toBe(404);
    expect(otherLine.json().code).toBe("order_line_not_found");
    // A line of one order asked under another order's uuid is not found.
    const crossed = await t.app.inject({ url: printPath(paid.orderUuid, unpaid.lineUuid), headers: auth });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe("order_line_not_found");
  });
});
