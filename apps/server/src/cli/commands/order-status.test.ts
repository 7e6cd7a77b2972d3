import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { createParent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPaidOrder, createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { CliError } from "../command.ts";
import { orderStatusCommands, parseStatusArguments } from "./order-status.ts";

describe("npm run shop -- order status", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let run: (argv: string[]) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    const [command] = orderStatusCommands((work) => work({ db: t.db, config: t.config }));
    if (!command) throw new Error("no command");
    run = (argv) => command.run(argv);
  });
  afterAll(() => t.close());

  it("reads the reference, the status and the options before, between or after them", () => {
    expect(parseStatusArguments(["#1a2b3c4d", "--carrier", "Posten", "shipped"])).toEqual({
      reference: "#1a2b3c4d",
      to: "shipped",
      carrier: "Posten",
    });
    expect(() => parseStatusArguments(["#1a2b3c4d", "shipped"])).toThrow("A shipped order needs --carrier.");
    expect(() => parseStatusArguments(["#1a2b3c4d", "refunded"])).toThrow(CliError);
  });

  it("moves a paid order into production, and refuses a move the table forbids with its reason", async () => {
    const parent = await createParent(t, shop);
    const { orderUuid } = await createPaidOrder(t, parent);
    await t.db
      .update(orders)
      .set({ delivery: { type: "postage" } })
      .where(eq(orders.uuid, orderUuid));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await run([`#${orderUuid.slice(0, 8)}`, "in_production"]);
    log.mockRestore();
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, orderUuid));
    expect(row?.status).toBe("in_production");
    await expect(run([orderUuid, "in_production"])).rejects.toThrow(
      "An order cannot go from in production to in production.",
    );
  });
});
