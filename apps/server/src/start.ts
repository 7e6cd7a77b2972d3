import v8 from "node:v8";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, type EnvironmentConfig, loadProcessConfig } from "./config.ts";
import { type Db, hasJobs, isEmpty, migrate, openDatabase } from "./db/client.ts";
import { EmbeddedDatabaseBusy, holdEmbeddedDatabase } from "./db/embedded-holder.ts";
import { describeCreatedDatabase } from "./db/pglite-create.ts";
import { rekeyPlainAccessCodes } from "./modules/access/codes.ts";
import { purgeAbandonedCheckouts } from "./modules/checkout/service.ts";
import { invoiceReminderRound } from "./modules/invoices/reminders.ts";
import { handKindsToModules } from "./modules/kinds.ts";
import { paymentExpiryRound } from "./modules/payments/expiry.ts";
import { startVipps } from "./modules/payments/providers/vipps-start.ts";
import { testCards } from "./modules/payments/test-card.ts";
import { reminderRound } from "./modules/reminders/service.ts";
import { scrubPersonalData } from "./platform/logging.ts";
import { purgeRateLimitCounters } from "./platform/rate-limit.ts";
import { describeSecrets, loadShopSecrets } from "./platform/shop-secrets.ts";
import { openStorage } from "./platform/storage.ts";
import {
  type DemoInfo,
  demoAccount,
  demoStudioOwner,
  findDemo,
  holdsDemoShop,
  seedDemo,
} from "./seed/demo.ts";
import { demoVouchers } from "./seed/shop-catalog.ts";

/** V8's own factor (its default), by which the young generation doubles while much of it survives. */
const youngGenerationGrowthAfterStart = 2;

/** A card number in groups of four, as it is typed. */
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** A production shop never serves the demo's account, codes and pictures, whoever seeded them into its database. */
async function refuseDemoData(db: Db): Promise<void> {
  if (await holdsDemoShop(db)) {
    throw new Error(
      `SHOP_MODE=production, but the database holds the demo shop (the account ${demoAccount.email}). ` +
        "Start production on an empty database (a new DATA_DIR or DATABASE_URL).",
    );
  }
}

/** What a production shop without pictures needs next; on the embedded database the commands run with it stopped. */
const emptyShopHelp = [
  "  This shop has no pictures yet. With the server stopped (Ctrl-C), set it up with:",
  "    npm run shop -- settings apply <shop.json>     the shop's name, prices, delivery and payment (see docs/examples/shop.json)",
  '    npm run shop -- job import <folder> --name "<job name>" --type school   a job from roster.csv and its pictures',
  '    npm run shop -- job letters "<job name>" --out letters.pdf               one letter with the access code per subject',
  "  then start the shop again. `npm run shop -- --help` lists every command.",
].join("\n");

function banner(
  config: Config,
  address: string,
  demo: DemoInfo | null,
  webAppServed: boolean,
  needsSetup: boolean,
): string {
  const lines = [
    "",
    `  Photo web shop is running at ${config.publicUrl}  (listening on ${address})`,
    `  Data: ${config.dataDir}`,
  ];
  if (!webAppServed) lines.push("  The web app is not built: only the API is served. Run `npm run build`.");
  if (config.isDemo) lines.push(`  Sent mail (demo): ${config.publicUrl}/dev/mail`);
  if (demo) {
    lines.push("", "  Demo codes:");
    for (const c of demo.codes) lines.push(`    ${c.code.padEnd(10)} ${c.opens}`);
    lines.push(
      "",
      `  Demo account: ${demo.account.email} / ${demo.account.password}  (owns Nora Berg; 2 pictures bought)`,
      `  Demo studio: ${config.publicUrl}/studio/ as ${demoStudioOwner.email} / ${demoStudioOwner.password}  (the owner)`,
      `  Test payments: card ${spaced(testCards.pays)} pays, ${spaced(testCards.declines)} is declined (any future expiry, any CVC)`,
      `  Vouchers: ${demoVouchers.welcome.code} (10 %), ${demoVouchers.fiftyOff.code} (50 kr off over 300 kr), ${demoVouchers.oncePerUser.code} (20 %, once per customer), ${demoVouchers.expired.code} (expired)`,
    );
  }
  if (needsSetup) lines.push("", emptyShopHelp);
  lines.push("", "  Press Ctrl-C to stop.", "");
  return lines.join("\n");
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let environment: EnvironmentConfig;
  try {
    environment = loadProcessConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The embedded database is this process's alone while it runs: an operator's command finds it held and says how to
  // go on (decision 0060), and a second shop on the same folder does not start.
  let releaseEmbedded = () => {};
  if (environment.database.kind === "pglite") {
    try {
      releaseEmbedded = await holdEmbeddedDatabase(environment.database.dataDir, {
        kind: "shop",
        name: "npm start",
        port: environment.port,
        publicUrl: environment.publicUrl,
      });
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseBusy)) throw error;
      console.error(
        `${error.message} The embedded database serves one process: stop that one first, or give this shop another DATA_DIR.`,
      );
      process.exit(1);
    }
  }

  // The demo's seed below puts lines in carts and orders before the app is built.
  handKindsToModules();
  // The embedded engine runs on a thread of its own (decision 0037); the operator's commands keep it on theirs.
  // If that thread stops, no query can be answered any more: the process ends, for its supervisor to start it again.
  const database = await openDatabase(environment, {
    pgliteWorker: true,
    onEngineBroken: (error) => {
      console.error(`The database thread stopped: ${error.message}. Exiting.`);
      process.exit(1);
    },
    onDatabaseCreated: (created) => console.log(describeCreatedDatabase(created)),
  });
  let app: FastifyInstance | undefined;
  let purge: NodeJS.Timeout | undefined;
  let expiry: NodeJS.Timeout | undefined;
  let reminders: NodeJS.Timeout | undefined;
  let closing = false;

  // Registered before migrating and seeding, so a Ctrl-C at any point still closes the embedded database cleanly.
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    closing = true;
    console.log(`\n${signal}: stopping…`);
    const forced = setTimeout(() => {
      console.error("Shutdown takes too long: exiting.");
      process.exit(1);
    }, 15_000);
    forced.unref();
    clearInterval(purge);
    clearInterval(expiry);
    clearInterval(reminders);
    try {
      await app?.close();
    } finally {
      await database.close().catch(() => {});
      releaseEmbedded();
    }
    console.log("Stopped.");
    process.exit(0);
  };
  process.on("SIGINT", (s) => void shutdown(s));
  process.on("SIGTERM", (s) => void shutdown(s));

  try {
    // Processes starting together on one PostgreSQL take turns here: the first migrates, makes the secrets and
    // seeds; the others find what it made.
    const { config, storage, demo } = await database.exclusively(async () => {
      await migrate(database.db);
      // The secrets the environment does not give live in the database, shared by every process of the shop.
      const secrets = await loadShopSecrets(database.db, environment);
      const config: Config = secrets.config;
      for (const line of describeSecrets(secrets.report)) console.log(line);
      await rekeyPlainAccessCodes(database.db, config);
      const storage = await openStorage(config);
      let demo: DemoInfo | null = null;
      if (config.isDemo) {
        if (await isEmpty(database.db)) {
          console.log(
            "Empty database: seeding the demo shop (making the demo pictures takes a little while)…",
          );
          demo = await seedDemo(database.db, storage, {
            keys: config,
            scale: config.demoPictureScale,
            log: (line) => console.log(`  ${line}`),
          });
        } else {
          demo = await findDemo(database.db, config);
        }
      } else {
        await refuseDemoData(database.db);
      }
      return { config, storage, demo };
    });

    app = await buildApp({ config, db: database.db, storage, logger: true });
    const address = await app.listen({ port: config.port, host: config.host });
    app.mailer.start();
    app.work.start();
    const sessions = app.sessions;
    const log = app.log;
    // Expired sessions are refused on use and abandoned checkouts are never read again; removing their rows keeps
    // the tables small.
    const db = database.db;
    purge = setInterval(() => {
      sessions.purgeExpired().catch((error: unknown) => log.warn({ err: error }, "session purge failed"));
      purgeAbandonedCheckouts(db, new Date(Date.now() - 7 * 86_400_000)).catch((error: unknown) =>
        log.warn({ err: error }, "checkout purge failed"),
      );
      purgeRateLimitCounters(db).catch((error: unknown) =>
        log.warn({ err: error }, "rate-limit purge failed"),
      );
    }, 3_600_000);
    purge.unref();
    // Open payments past PAYMENT_EXPIRY_MINUTES are expired (a payment read or paid later is also checked on the spot).
    const expirePayments = paymentExpiryRound(app);
    // Issue 33: Vipps MobilePay's open payments are polled and delivered orders' payments captured (decision 0079).
    const vippsRound = await startVipps(app);
    expiry = setInterval(() => {
      expirePayments().catch((error: unknown) => log.warn({ err: error }, "payment expiry failed"));
      vippsRound?.().catch((error: unknown) => log.warn({ err: error }, "the Vipps round failed"));
    }, 60_000);
    expiry.unref();
    // The due reminder mails (decision 0036), at start and every REMINDER_INTERVAL_MINUTES; 0 turns this off.
    if (config.reminderIntervalMs !== null) {
      const sendReminders = reminderRound(app);
      // Issue 33 (decision 0081): unpaid invoices' reminders run with the other reminder mails.
      const sendInvoiceReminders = invoiceReminderRound(app);
      const remind = () => {
        sendReminders().catch((error: unknown) =>
          log.warn({ error: scrubPersonalData(String(error)) }, "reminder round failed"),
        );
        sendInvoiceReminders().catch((error: unknown) =>
          log.warn({ error: scrubPersonalData(String(error)) }, "invoice reminder round failed"),
        );
      };
      remind();
      reminders = setInterval(remind, config.reminderIntervalMs);
      reminders.unref();
    }
    const needsSetup = !config.isDemo && !(await hasJobs(database.db));
    console.log(banner(config, address, demo, app.webAppServed, needsSetup));
    app.log.info({ startupMs: Math.round(performance.now() - startedAt) }, "ready");
    // Started: the young generation may grow again under load (main.ts kept it at its first size while the modules
    // loaded and the database migrated; decision 0016, "After the start").
    v8.setFlagsFromString(`--semi-space-growth-factor=${youngGenerationGrowthAfterStart}`);
  } catch (error) {
    // A shutdown in progress closed the database under the start-up; it exits on its own.
    if (closing) return;
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    releaseEmbedded();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error("The shop could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
