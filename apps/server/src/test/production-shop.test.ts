import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { jobImportCommand, jobLettersCommand } from "../cli/commands/job.ts";
import { settingsCommands } from "../cli/commands/settings.ts";
import { loadConfig } from "../config.ts";
import { migrate, type OpenDatabase, openDatabase } from "../db/client.ts";
import { accessCodes } from "../db/schema/index.ts";
import { jobFolder, readCodes } from "../modules/jobs/job-test-support.ts";
import { sessionCookie } from "../modules/test-support.ts";
import { MemoryTransport, OutboxMailer } from "../platform/mail.ts";
import { loadShopSecrets } from "../platform/shop-secrets.ts";
import { openStorage } from "../platform/storage.ts";
import { injectAsBrowser } from "./helpers.ts";

const exampleShop = path.resolve(import.meta.dirname, "../../../../docs/examples/shop.json");

/**
 * The way a photographer sets up a real shop: SHOP_MODE=production on an empty data folder, then the operator's
 * commands (settings apply, job import, job letters) with the server stopped, then the server. The commands run as
 * `npm run shop` runs them, on the embedded database in the data folder.
 */
describe("a production shop set up with the operator's commands", () => {
  let dataDir: string;
  let folder: string;
  let database: OpenDatabase;
  let app: FastifyInstance;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-production-"));
    env = {
      SHOP_MODE: "production",
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://foto.example.test",
      SMTP_URL: "smtp://127.0.0.1:2525",
      INVOICE_ENABLED: "true",
      NODE_ENV: "test",
    };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.spyOn(console, "log").mockImplementation(() => {});

    const [apply] = settingsCommands();
    await apply?.run([exampleShop]);
    folder = await jobFolder(
      "subject,group,picture,type\nMia Dahl,2A,mia-1.jpg,IP\nMia Dahl,2A,mia-2.jpg,\nKlasse 2A,2A,class.jpg,GP\n",
      { "mia-1.jpg": "jpeg", "mia-2.jpg": "jpeg", "class.jpg": "jpeg" },
    );
    await jobImportCommand.run([folder, "--name", "Fjellet skole 2026", "--type", "school"]);
    await jobLettersCommand.run(["Fjellet skole 2026", "--out", path.join(folder, "letters.pdf")]);

    database = await openDatabase(loadConfig(env));
    await migrate(database.db);
    const { config } = await loadShopSecrets(database.db, loadConfig(env));
    app = injectAsBrowser(
      await buildApp({
        config,
        db: database.db,
        storage: await openStorage(config),
        mailer: new OutboxMailer(database.db, new MemoryTransport()),
        logger: false,
        webDistDir: null,
      }),
      config,
    );
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("prints one letter per subject", async () => {
    const letters = await PDFDocument.load(await readFile(path.join(folder, "letters.pdf")));
    expect(letters.getPageCount()).toBe(2);
  });

  it("lets a parent redeem a code from codes.csv, register and see the pictures", async () => {
    const mia = (await readCodes(folder)).find((c) => c.subject === "Mia Dahl");
    if (!mia) throw new Error("codes.csv has no row for Mia Dahl");
    const verify = await app.inject({
      method: "GET",
      url: `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(mia.code)}`,
    });
    expect(verify.statusCode).toBe(200);
    const visitor = sessionCookie(verify);
    expect(visitor).toMatch(/^__Host-sid=/);
    const registered = await app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: {
        email: "mia.parent@example.org",
        code: mia.code,
        mobile: "+47 912 34 567",
        password: "Fjellvann-2026",
        confirm_password: "Fjellvann-2026",
        acceptmail: false,
        termsofservice: true,
      },
      headers: { cookie: visitor },
    });
    expect(registered.statusCode).toBe(200);
    const cookie = sessionCookie(registered);

    const sets = await app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
    const list = sets.json() as { pictureSets: Array<{ uuid: string; subject: { name: string } }> };
    expect(list.pictureSets.map((s) => s.subject.name)).toEqual(["Mia Dahl"]);
    const detail = await app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${list.pictureSets[0]?.uuid}`,
      headers: { cookie },
    });
    const set = detail.json() as { pictures: Array<{ uuid: string; urls: { thumbnail: string } }> };
    expect(set.pictures).toHaveLength(2);
    const thumbnail = await app.inject({
      method: "GET",
      url: set.pictures[0]?.urls.thumbnail ?? "",
      headers: { cookie },
    });
    expect(thumbnail.statusCode).toBe(200);

    // Buying: the example file lists the test card and the mobile payment, but production offers neither.
    const added = await app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: set.pictures[0]?.uuid, type: "IP" },
      headers: { cookie },
    });
    expect(added.statusCode).toBe(200);
    const checkout = await app.inject({ method: "POST", url: "/api/webshop/checkout", headers: { cookie } });
    expect(checkout.statusCode).toBe(200);
    const { checkoutUuid, deliveryOptions } = checkout.json() as {
      checkoutUuid: string;
      deliveryOptions: Array<{ type: string; deliveryOptions: Array<{ uuid: string }> }>;
    };
    const digital = deliveryOptions.find((d) => d.type === "digital-delivery")?.deliveryOptions[0];
    const options = await app.inject({
      method: "GET",
      url: `/api/webshop/checkout/${checkoutUuid}/delivery-options/${digital?.uuid}/payment-options`,
      headers: { cookie },
    });
    const offered = (options.json() as { paymentOptions: Array<{ provider: string }> }).paymentOptions;
    expect(offered.map((o) => o.provider)).toEqual(["invoice"]);
  });

  it("has no test card, no simulated mobile payment, no mail folder, no API page and no codes but the imported job's", async () => {
    const anyTransaction = "3f0f7c2e-9a51-4d0e-8b6a-0c1d2e3f4a5b";
    const card = await app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${anyTransaction}/card`,
      payload: { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
    });
    expect(card.statusCode).toBe(404);
    const mobile = await app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${anyTransaction}/mobile`,
      payload: { action: "approve" },
    });
    expect(mobile.statusCode).toBe(404);
    for (const url of ["/dev/mail", "/dev/mail.json", "/api/docs"]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    // No demo was seeded: the only codes are the ones the job import printed in codes.csv.
    const codes = await database.db.select({ id: accessCodes.id }).from(accessCodes);
    expect(codes).toHaveLength((await readCodes(folder)).length);
  });
});
