import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { HttpError } from "../../errors.ts";
import { resolvePortalId } from "../../modules/content/portal.ts";
import { commandLineActor } from "../../modules/staff/service.ts";
import { importTemplate, TemplateImportError } from "../../modules/templates/import.ts";
import { installStarterTemplates } from "../../modules/templates/starter.ts";
import { setTemplateActive, setTemplateOfferedInJob } from "../../modules/templates/studio-templates.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";

/** Opens the shop for a command (`withShop`; the tests' database), going through the running shop when it holds it. */
type OpenShop = <T>(
  work: (shop: Pick<ShopContext, "config" | "db">) => Promise<T>,
  whileShopRuns?: Parameters<typeof withShop<T>>[1],
) => Promise<T>;

const usage = `Usage: npm run shop -- template import <template.json> --product "<name or uuid>" [--category <name>]...

Adds a card, calendar or photo gift template from one JSON file. docs/examples/template-card.json is an example
and docs/operating.md ("A template") explains the format: parts in millimetres with their trim size and bleed, image
fields with the pictures they allow, text fields with font, size, colour and default text ({name}, {year}),
artwork, and for calendars the month grids and the years on sale.

  --product    the template product it is sold as (its name or uuid): its type must match the file's
               (CARDS, CALENDAR or PHOTOGIFT), and its prices are the template's
  --category   the internal name of a category that lists it; give it once per category (a card in "cards"
               and in its sub-category, e.g. --category cards --category cards-15x15)

A file whose "uuid" is one of the shop's templates becomes that template's next version: the lists show it from
then on, and orders keep the version they were made with. A file with errors changes nothing.

With the embedded database (no DATABASE_URL), stop the server first: it allows one process at a time (while the
shop runs, the command stops at once and changes nothing).`;

const installUsage = `Usage: npm run shop -- template install-starter

Installs the starter library of templates/starter/ (its README lists them): cards 15x15 and 10x15, wall and desk
calendars, mug, mouse pad, canvas and puzzle, with the template products and categories they need. The products it
adds have no price and are not on sale until the photographer gives them one. Installing again adds nothing; a
template whose file changed since gets a new version (orders keep the version they were made with). Products,
prices and categories the shop has are left as they are.`;

const switchUsage = `Usage: npm run shop -- template switch <template uuid> on|off [--job <job uuid>]

Switches a template on or off in the parents' lists, as the studio's Templates page does; with --job, only for the
picture sets of that job (the other jobs keep it). Orders made with it keep it. The change is in the studio's record.

With the embedded database (no DATABASE_URL), stop the server first, or use the studio.`;

export function templateCommands(open: OpenShop = withShop): Command[] {
  return [
    {
      name: "template import",
      summary: "Add a template (or a new version of one) from a JSON file",
      usage,
      async run(argv) {
        const { values, positionals } = parseArgs({
          args: argv,
          allowPositionals: true,
          options: { product: { type: "string" }, category: { type: "string", multiple: true } },
        });
        const [file, ...extra] = positionals;
        if (file === undefined || extra.length > 0 || values.product === undefined) {
          throw new CliError("Give one template file and --product.", { showUsage: true });
        }
        let document: unknown;
        try {
          document = JSON.parse(await readFile(file, "utf8"));
        } catch (error) {
          throw new CliError(
            `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        const product = values.product;
        const categories = values.category ?? [];
        const imported = await open(async ({ db }) => {
          try {
            return await importTemplate(db, await resolvePortalId(db), { document, product, categories });
          } catch (error) {
            if (error instanceof TemplateImportError) throw new CliError(error.message);
            throw error;
          }
        });
        const listed = imported.categories.length > 0 ? `, listed in ${imported.categories.join(", ")}` : "";
        console.log(
          `${imported.action === "created" ? "Added" : "Updated"} "${imported.name}": template ${imported.uuid} version ${imported.version}, sold as "${imported.product}"${listed}.`,
        );
      },
    },
    {
      name: "template switch",
      summary: "Switch a template on or off, for every job or for one",
      usage: switchUsage,
      async run(argv) {
        const { values, positionals } = parseArgs({
          args: argv,
          allowPositionals: true,
          options: { job: { type: "string" } },
        });
        const [uuid, state, ...extra] = positionals;
        if (uuid === undefined || (state !== "on" && state !== "off") || extra.length > 0) {
          throw new CliError("Give a template's uuid and on or off.", { showUsage: true });
        }
        const on = state === "on";
        const job = values.job;
        await open(async ({ db }) => {
          const portalId = await resolvePortalId(db);
          try {
            if (job === undefined) await setTemplateActive(db, portalId, uuid, on, commandLineActor);
            else
              await setTemplateOfferedInJob(
                db,
                portalId,
                { templateUuid: uuid, jobUuid: job, offered: on },
                commandLineActor,
              );
          } catch (error) {
            if (error instanceof HttpError) throw new CliError(error.message);
            throw error;
          }
        });
        const where = job === undefined ? "in the parents' lists" : `for the picture sets of job ${job}`;
        console.log(`Template ${uuid} is ${state} ${where}.`);
      },
    },
    {
      name: "template install-starter",
      summary:
        "Install the starter templates (cards, calendars, photo gifts) with their products, not on sale",
      usage: installUsage,
      async run(argv) {
        if (argv.length > 0)
          throw new CliError("template install-starter takes no arguments.", { showUsage: true });
        const lines = await open(
          async ({ db }) => (await installStarterTemplates(db, await resolvePortalId(db))).lines,
          {
            // While the shop runs on the embedded database, its operator route installs the same library.
            async viaShop(shop) {
              const response = await fetch(`${shop.baseUrl}/api/operator/templates/starter`, {
                method: "POST",
                headers: { authorization: `Bearer ${shop.token}` },
              });
              const answer = (await response.json().catch(() => ({}))) as {
                lines?: string[];
                error?: string;
              };
              if (!response.ok || answer.lines === undefined) {
                throw new CliError(answer.error ?? `The running shop answered ${response.status}.`);
              }
              return [...answer.lines, "  (installed by the running shop, through its operator route)"];
            },
            route: "POST /api/operator/templates/starter",
          },
        );
        for (const line of lines) console.log(line);
      },
    },
  ];
}
