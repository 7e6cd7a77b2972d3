import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { templateProductTypes } from "@shop/domain/product-kind";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { aTemplateDocument, createTemplate, createTemplateProduct } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { orderDesignedCard } from "../../test/template-orders.ts";
import { CliError } from "../command.ts";
import { orderCommands, parsePrintArguments } from "./order.ts";

describe("npm run shop -- order print", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let card: { id: number; uuid: string };
  let cardProduct: { id: number; uuid: string };
  let run: (argv: string[]) => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    cardProduct = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 15x15" });
    card = await createTemplate(t, {
      productId: cardProduct.id,
      document: aTemplateDocument({ name: "Birthday card", text: "Hello {firstName}" }),
    });
    const [command] = orderCommands((work) => work({ db: t.db, storage: t.storage }));
    if (!command) throw new Error("no command");
    run = (argv) => command.run(argv);
  });
  afterAll(() => t.close());

  it("writes one PDF per personalised product of a paid order, named by its reference", async () => {
    const { orderUuid } = await orderDesignedCard(t, shop, card, cardProduct.uuid);
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-print-")), "new-folder");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await run([`#${orderUuid.slice(0, 8)}`, "--out", out]);
    log.mockRestore();
    const name = `${orderUuid.slice(0, 8)}-1-birthday-card.pdf`;
    expect(readdirSync(out)).toEqual([name]);
    const pdf = await PDFDocument.load(readFileSync(path.join(out, name)));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Birthday card");
  });

  it("refuses an order not paid yet, and an unknown one, with a message", async () => {
    const { orderUuid } = await orderDesignedCard(t, shop, card, cardProduct.uuid, { pay: false });
    const out = mkdtempSync(path.join(os.tmpdir(), "shop-print-"));
    await expect(run([orderUuid, "--out", out])).rejects.toThrow(
      new CliError("The order is awaiting payment: only a paid or invoiced order is produced."),
    );
    await expect(run(["#00000000", "--out", out])).rejects.toThrow(new CliError("No order #00000000."));
    expect(readdirSync(out)).toEqual([]);
  });

  it("reads its arguments in any order and asks for what is missing", () => {
    expect(parsePrintArguments(["--out", "files", "#1a2b3c4d"])).toEqual({
      reference: "#1a2b3c4d",
      out: "files",
    });
    expect(() => parsePrintArguments(["#1a2b3c4d"])).toThrow(
      "Give the folder to write to with --out <folder>.",
    );
    expect(() => parsePrintArguments(["--out", "files"])).toThrow("Give one order reference or uuid.");
  });
});
