import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { PaymentProvider } from "@shop/contracts/checkout";
import type { ShopSettings } from "@shop/contracts/shop-settings";
import { textsOf } from "@shop/domain/localised-text";
import { formatMoney } from "@shop/domain/money-display";
import type { Config } from "../../config.ts";
import { resolvePortalId } from "../../modules/content/portal.ts";
import { enabledProviders } from "../../modules/payments/service.ts";
import { convertShopSettings } from "../../modules/settings/convert.ts";
import { exportShopSettings } from "../../modules/settings/export.ts";
import {
  loadShopSettingsFile,
  parseSettingsJson,
  parseShopSettingsText,
} from "../../modules/settings/file.ts";
import { moneyFields } from "../../modules/settings/money-fields.ts";
import { applyShopSettings, type SettingsReport } from "../../modules/settings/service.ts";
import { SettingsError } from "../../modules/settings/validation.ts";
import { type ChangeAction, countChanges, type SettingsChange } from "../../platform/shop-settings.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";

/** Opens the shop for the command; tests hand in their own database. */
export type OpenShop = <T>(work: (shop: Pick<ShopContext, "config" | "db">) => Promise<T>) => Promise<T>;

const usage = `Usage: npm run shop -- settings apply <shop.json> [--dry-run]

Sets the shop up from one JSON file: the portal's name, address and contact, currency and VAT, languages, terms
and privacy policy, colours and menu, checkout options, digital prices and rebates, catalogues, delivery options
(postage countries, stores and their express variants, school pickup, digital delivery), payment options and
vouchers. docs/examples/shop.json is the demo shop's file: copy it and change it.

  The file starts with "version": 2. Money is text in the shop's currency: "149", "149.00", "149,00" and
  "1 490,50" are amounts in kroner (or the currency's units); a bare number such as 149 is refused, since the
  old version of the file meant øre by it. Convert a file of the old version (no "version") with
  npm run shop -- settings convert <old.json> --out <new.json>. Rates are percents: "vatPercent": 25 is 25 %.
  "portal" and "webshop" are required; every other section is optional, and a section left out is not touched.
  A section the file has is the whole of it: what it lists is created or updated, found by name (vouchers by
  code, payment options by provider and title, digital products by picture type and kind, stores by uuid or
  name), so ids stay and carts and orders keep pointing at the same rows; what the shop has that the section
  no longer lists is retired, never deleted: a product is no longer sold, a delivery option or voucher expires,
  a payment option is offered with no delivery type. Menu items and pickup locations are replaced.
  Catalogues and school pickup name jobs by name or uuid: a job the shop does not have yet is skipped and
  reported; apply the file again after importing it. Applying the same file twice changes nothing.

  A file with errors changes nothing; each error names its field, e.g. deliveryOptions[2].price.
  Everything is applied in one database transaction.

  --dry-run   show what would change, and every price the file sets, and change nothing

With the embedded database (no DATABASE_URL), stop the server first: it allows one process at a time (while the
shop runs, the command stops at once and changes nothing).`;

const convertUsage = `Usage: npm run shop -- settings convert <old.json> [--out <new.json>]

Writes a settings file of the old version (no "version"; amounts are numbers of minor units, 14900 for 149 kr)
in the current version ("version": 2; amounts as text in the currency, "149"), to --out or else to the output.
Nothing else in the file changes, and the converted file applies to the same shop.`;

const exportUsage = `Usage: npm run shop -- settings export [--out <shop.json>]

Writes the shop's settings as a settings file of the current version (amounts as text), to --out or else to the
output: what the studio's Settings export. Applying it changes nothing; edit it and apply it with settings apply.`;

const actionOrder: ChangeAction[] = ["created", "updated", "retired", "removed", "skipped"];

function describe(change: SettingsChange): string {
  const detail =
    change.fields && change.fields.length > 0
      ? ` (${change.fields.join(", ")})`
      : change.note
        ? `: ${change.note}`
        : "";
  const note = change.fields && change.note ? `; ${change.note}` : "";
  const key = change.key === "" ? "" : ` ${change.key}`;
  return `  ${change.action.padEnd(8)} ${change.what}${key}${detail}${note}`;
}

function plural(count: number, what: string): string {
  return `${count} ${what}${count === 1 || what.endsWith("settings") || what.endsWith("rebates") ? "" : "s"}`;
}

/** The report as the operator reads it: every change, the unchanged things counted by kind, the totals. */
export function formatReport(file: string, report: SettingsReport): string {
  const lines = [report.dryRun ? `Dry run of ${file} (nothing is changed):` : `Applied ${file}:`];
  for (const action of actionOrder) {
    for (const change of report.changes.filter((c) => c.action === action)) lines.push(describe(change));
  }
  const unchanged = new Map<string, number>();
  for (const change of report.changes.filter((c) => c.action === "unchanged")) {
    unchanged.set(change.what, (unchanged.get(change.what) ?? 0) + 1);
  }
  if (unchanged.size > 0) {
    lines.push(`  unchanged ${[...unchanged].map(([what, n]) => plural(n, what)).join(", ")}`);
  }
  const counts = countChanges(report.changes);
  const totals: ChangeAction[] = ["created", "updated", "unchanged", "retired", "removed", "skipped"];
  lines.push(`${totals.map((action) => `${counts[action]} ${action}`).join(", ")}.`);
  return lines.join("\n");
}

/** Payment options of the file that this configuration does not offer, with what would turn each on. */
function unofferedPayments(settings: ShopSettings, config: Config): string[] {
  const offered = enabledProviders(config, config.stripeSecretKey !== undefined);
  const why: Record<PaymentProvider, string> = {
    card: "the test card exists only in the demo (SHOP_MODE=demo)",
    mobile: "the simulated mobile payment exists only in the demo (SHOP_MODE=demo)",
    invoice: "set INVOICE_ENABLED=true",
    stripe: "set STRIPE_SECRET_KEY",
    vipps: "set VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY and VIPPS_MSN",
  };
  return (settings.paymentOptions ?? [])
    .filter((o) => !offered.has(o.provider))
    .map(
      (o) =>
        `Note: payment option ${o.provider} "${textsOf(o.title).join(" / ")}" is not offered with this configuration: ${why[o.provider]}.`,
    );
}

function errorText(file: string, error: SettingsError, action: "apply" | "convert" = "apply"): string {
  const count = error.issues.length;
  const refused = action === "apply" ? "cannot be applied" : "cannot be converted";
  const kept = action === "apply" ? "nothing was changed" : "nothing was written";
  return [
    `${file} ${refused} (${count} ${count === 1 ? "error" : "errors"}); ${kept}:`,
    ...error.issues.map((i) => `  ${i.path}: ${i.message}`),
  ].join("\n");
}

function unreadable(file: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  return new CliError(`Cannot read ${file}: ${code === "ENOENT" ? "no such file" : String(code ?? error)}`);
}

async function readSettings(file: string): Promise<ShopSettings> {
  try {
    return await loadShopSettingsFile(file);
  } catch (error) {
    if (error instanceof SettingsError) throw new CliError(errorText(file, error));
    throw unreadable(file, error);
  }
}

/** Every price the file sets, as the shop shows money in its default language. */
export function formatPrices(settings: ShopSettings): string[] {
  const { currency } = settings.portal;
  const language = settings.webshop.defaultLanguage;
  const lines = [];
  for (const field of moneyFields(settings)) {
    if (typeof field.value !== "number") continue;
    const name = field.owner?.name ?? field.owner?.title ?? field.owner?.code;
    const named = name === undefined ? "" : ` (${textsOf(name as never).join(" / ")})`;
    lines.push(
      `  ${field.path}${named}: ${formatMoney(field.value, currency, language).replace(/\s/g, " ")}`,
    );
  }
  return lines.length === 0 ? [] : ["Prices it sets:", ...lines];
}

async function convertFile(file: string, out: string | undefined): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw unreadable(file, error);
  }
  let converted: ReturnType<typeof convertShopSettings>;
  let json: string;
  try {
    converted = convertShopSettings(parseSettingsJson(text));
    json = `${JSON.stringify(converted.document, null, 2)}\n`;
    // The converted file must apply: a file that was wrong before is told now, with its fields.
    parseShopSettingsText(json);
  } catch (error) {
    if (error instanceof SettingsError) throw new CliError(errorText(file, error, "convert"));
    throw error;
  }
  if (out === undefined) {
    process.stdout.write(json);
    return `Converted ${file}: ${converted.amounts} amounts written as text.`;
  }
  await writeFile(out, json);
  return `Converted ${file} to ${out}: ${converted.amounts} amounts written as text. Apply it with npm run shop -- settings apply ${out} --dry-run first.`;
}

function parseArguments(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { "dry-run": { type: "boolean" }, out: { type: "string" } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), { showUsage: true });
  }
}

export function settingsCommands(open: OpenShop = withShop): Command[] {
  return [
    {
      name: "settings apply",
      summary: "Set up the shop (name, prices, delivery, payment, vouchers …) from a JSON file",
      usage,
      async run(argv) {
        const { values, positionals } = parseArguments(argv);
        const [file, ...extra] = positionals;
        if (file === undefined || extra.length > 0 || values.out !== undefined) {
          throw new CliError("Give exactly one settings file.", { showUsage: true });
        }
        const settings = await readSettings(file);
        const { report, notes } = await open(async ({ db, config }) => {
          try {
            const applied = await applyShopSettings(db, settings, { dryRun: values["dry-run"] ?? false });
            return { report: applied, notes: unofferedPayments(settings, config) };
          } catch (error) {
            if (error instanceof SettingsError) throw new CliError(errorText(file, error));
            throw error;
          }
        });
        console.log(formatReport(file, report));
        if (report.dryRun) for (const line of formatPrices(settings)) console.log(line);
        for (const note of notes) console.log(note);
      },
    },
    {
      name: "settings convert",
      summary:
        "Write a settings file of the old version (amounts in øre) in the current one (amounts as text)",
      usage: convertUsage,
      async run(argv) {
        const { values, positionals } = parseArguments(argv);
        const [file, ...extra] = positionals;
        if (file === undefined || extra.length > 0 || values["dry-run"] !== undefined) {
          throw new CliError("Give exactly one settings file, and --out for where to write it.", {
            showUsage: true,
          });
        }
        console.error(await convertFile(file, values.out));
      },
    },
    {
      name: "settings export",
      summary: "Write the shop's settings as a settings file (what the studio's Settings export)",
      usage: exportUsage,
      async run(argv) {
        const { values, positionals } = parseArguments(argv);
        if (positionals.length > 0 || values["dry-run"] !== undefined) {
          throw new CliError("Give no file but --out.", { showUsage: true });
        }
        const file = await open(async ({ db }) => exportShopSettings(db, await resolvePortalId(db)));
        if (file === null) throw new CliError("The shop has no settings yet: apply a settings file first.");
        const json = `${JSON.stringify(file, null, 2)}\n`;
        if (values.out === undefined) process.stdout.write(json);
        else {
          await writeFile(values.out, json);
          console.error(`Wrote the shop's settings to ${values.out}.`);
        }
      },
    },
  ];
}
