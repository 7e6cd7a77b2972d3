import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs, outbox, templateJobExclusions, templates, templateVersions } from "../../db/schema/index.ts";
import { backgroundWorkKinds } from "../../platform/background-work.ts";
import {
  createJob,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { CliError } from "../command.ts";
import type { OpenShop } from "./settings.ts";
import { templateCommands } from "./template.ts";

const example = fileURLToPath(new URL("../../../../../docs/examples/template-card.json", import.meta.url));
const folder = mkdtempSync(path.join(os.tmpdir(), "shop-template-"));

function fileWith(change: (document: Record<string, unknown>) => void): string {
  const document = JSON.parse(readFileSync(example, "utf8"));
  change(document);
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  return file;
}

describe("npm run shop -- template import", () => {
  let t: TestApp;
  let run: (argv: string[]) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    await createTemplateProduct(t, { type: 1, name: "Card 15x15" });
    await createTemplateProduct(t, { type: 2, name: "Wall calendar" });
    await createTemplateCategory(t, { internalName: "cards" });
    await createTemplateCategory(t, { internalName: "cards-15x15" });
    const onTestShop: OpenShop = (work) => work({ db: t.db, config: t.config });
    const [command] = templateCommands(onTestShop);
    if (!command) throw new Error("no command");
    run = (argv) => command.run(argv);
  });
  afterAll(() => t.close());

  const storedVersions = async (uuid: string) => {
    const [row] = await t.db.select({ id: templates.id }).from(templates).where(eq(templates.uuid, uuid));
    if (!row) return [];
    const rows = await t.db
      .select({ version: templateVersions.version })
      .from(templateVersions)
      .where(eq(templateVersions.templateId, row.id));
    return rows.map((r) => r.version).sort();
  };

  it("adds the example template to a product and its categories, and a second import of its uuid is version 2", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await run([example, "--product", "Card 15x15", "--category", "cards", "--category", "cards-15x15"]);
    const line = String(log.mock.calls.at(-1)?.[0]);
    expect(line).toMatch(
      /^Added "Christmas card": template ([0-9a-f-]{36}) version 1, sold as "Card 15x15", listed in cards, cards-15x15\.$/,
    );
    const uuid = line.match(/template ([0-9a-f-]{36})/)?.[1] ?? "";
    const list = await t.app.inject({ url: "/api/webshop/templates/cards/categories/cards-15x15" });
    expect(list.statusCode).toBe(200);
    expect(list.json().templates.map((item: { uuid: string }) => item.uuid)).toContain(uuid);

    const renamed = fileWith((document) => {
      document.uuid = uuid;
      document.name = "Christmas card, red";
    });
    await run([renamed, "--product", "Card 15x15"]);
    expect(String(log.mock.calls.at(-1)?.[0])).toBe(
      `Updated "Christmas card, red": template ${uuid} version 2, sold as "Card 15x15".`,
    );
    expect(await storedVersions(uuid)).toEqual([1, 2]);
    log.mockRestore();
  });

  it("asks the background work to make the filled previews of the jobs still selling again", async () => {
    const selling = await createJob(t, { name: "Selling school" });
    const archived = await createJob(t, { name: "Old school" });
    await t.db.update(jobs).set({ isArchived: true }).where(eq(jobs.id, archived.id));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await run([example, "--product", "Card 15x15", "--category", "cards"]);
    log.mockRestore();
    const asked = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, backgroundWorkKinds.jobChanged));
    const jobIds = asked.map((row) => row.payload.jobId);
    expect(jobIds).toContain(selling.id);
    expect(jobIds).not.toContain(archived.id);
  });

  it("refuses, naming what is wrong and writing nothing: a bad field, another type's product, an unknown category", async () => {
    const before = (await t.db.select({ id: templates.id }).from(templates)).length;
    const badSize = fileWith((document) => {
      const [front] = document.parts as Array<{ trim: { width: unknown } }>;
      if (front) front.trim.width = "15 cm";
    });
    await expect(run([badSize, "--product", "Card 15x15"])).rejects.toThrow(/parts\.0\.trim\.width/);
    await expect(run([example, "--product", "Wall calendar"])).rejects.toThrow(
      /"Wall calendar" does not sell templates of type CARDS/,
    );
    await expect(run([example, "--product", "Mug"])).rejects.toThrow(
      /No template product "Mug".*"Card 15x15"/,
    );
    await expect(run([example, "--product", "Card 15x15", "--category", "postcards"])).rejects.toThrow(
      /No category "postcards"/,
    );
    await expect(run([example])).rejects.toBeInstanceOf(CliError);
    expect((await t.db.select({ id: templates.id }).from(templates)).length).toBe(before);
  });
});

describe("npm run shop -- template install-starter", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("installs the starter library, then says it is installed already", async () => {
    const onTestShop: OpenShop = (work) => work({ db: t.db, config: t.config });
    const command = templateCommands(onTestShop).find((c) => c.name === "template install-starter");
    if (!command) throw new Error("no command");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await command.run([]);
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
      "Starter library: 6 categories, 8 products and 12 templates added, 0 templates updated, 0 unchanged.",
      "  Added, not on sale until they have a price: Card 15x15, Card 10x15, Wall calendar 20x30, Desk calendar, Mug, Mouse pad, Canvas 30x40, Puzzle 500 pieces.",
    ]);
    log.mockClear();
    await command.run([]);
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
      "The starter library is installed already: nothing added (12 templates unchanged).",
    ]);
    // A starter product not on sale yet takes the shop's own templates too.
    const [importCommand] = templateCommands(onTestShop);
    await importCommand?.run([example, "--product", "Card 15x15", "--category", "cards-15x15"]);
    expect(String(log.mock.calls.at(-1)?.[0])).toMatch(
      /^Added "Christmas card": .* sold as "Card 15x15", listed in cards-15x15\.$/,
    );
    log.mockRestore();
    await expect(command.run(["extra"])).rejects.toThrow(CliError);
  });
});

describe("npm run shop -- template switch", () => {
  let t: TestApp;
  let run: (argv: string[]) => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    const onTestShop: OpenShop = (work) => work({ db: t.db, config: t.config });
    const command = templateCommands(onTestShop).find((c) => c.name === "template switch");
    if (!command) throw new Error("no command");
    run = (argv) => command.run(argv);
  });
  afterAll(() => t.close());

  it("switches a template off and on, for the shop or one job, as the studio does", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const product = await createTemplateProduct(t, { type: 1, name: "Card 15x15" });
    const template = await createTemplate(t, { productId: product.id });
    const job = await createJob(t, { name: "Solberg skole" });
    await run([template.uuid, "off"]);
    expect(String(log.mock.calls.at(-1)?.[0])).toBe(
      `Template ${template.uuid} is off in the parents' lists.`,
    );
    const [row] = await t.db
      .select({ active: templates.active })
      .from(templates)
      .where(eq(templates.uuid, template.uuid));
    expect(row?.active).toBe(false);
    await run([template.uuid, "on", "--job", job.uuid]);
    await run([template.uuid, "off", "--job", job.uuid]);
    expect(await t.db.select().from(templateJobExclusions)).toHaveLength(1);
    await expect(run([template.uuid, "maybe"])).rejects.toBeInstanceOf(CliError);
    await expect(
      run([template.uuid, "off", "--job", "00000000-0000-4000-8000-000000000000"]),
    ).rejects.toThrow("No such job");
    log.mockRestore();
  });
});
