import { parseArgs } from "node:util";
import { StartSimulationBody } from "@shop/contracts/simulations";
import { normalizeEmail } from "@shop/domain/validation";
import {
  markPackagesForInspection,
  packageForInspectionSubjects,
} from "../../modules/account/preferences.ts";
import { userIdByEmail } from "../../modules/account/service.ts";
import { createSimulationLink, simulationLog } from "../../modules/account/simulation.ts";
import { resolvePortalId } from "../../modules/content/portal.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";

const usage = `Usage: npm run shop -- user package-for-inspection <email> [<picture set> ...]

Marks the picture package of each named picture set (its subject's name as in the account, quoted if it has spaces,
or its uuid) as sent home for inspection with the user: the parent then sees 'Cancel picture packages' under
My account and chooses to keep or return it. Without picture sets, lists the user's packages for inspection and the
parent's choice. Sets that are not in the user's account are not marked.`;

const simulateUsage = `Usage: npm run shop -- user simulate <email> --operator <name>

Prints a one-time link that opens a session as the user, for support (decisions 0033 and 0041): its page asks
'Start simulating <email>?' and its button uses the link, once, in one browser, within 10 minutes (opening the page,
or a link preview, does not); the session ends after an hour. The page shows 'Simulating user <email> / <name>' in
red. Every request made in it, what it read and what it changed, is recorded with the operator's name (see user
simulation-log); it cannot change the password or the e-mail, nor download the data export or originals. The link
starts with PUBLIC_URL.`;

const logUsage = `Usage: npm run shop -- user simulation-log <email>

Lists what support's simulated sessions read and changed for the user, newest first: the time, the operator, the
method (GET is a read), the route and the answer's status.`;

type Open = <T>(work: (shop: Pick<ShopContext, "db" | "config">) => Promise<T>) => Promise<T>;

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { operator: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), { showUsage: true });
  }
}

/** The user commands of `npm run shop`. */
export function userCommands(open: Open = withShop): Command[] {
  return [
    {
      name: "user package-for-inspection",
      summary: "Mark a user's picture packages as sent home for inspection, or list them",
      usage,
      async run(argv) {
        const [email, ...sets] = argv;
        if (email === undefined || argv.some((a) => a.startsWith("--"))) {
          throw new CliError("Give the user's e-mail address.", { showUsage: true });
        }
        await open(async ({ db }) => {
          const portalId = await resolvePortalId(db);
          const userId = await userIdByEmail(db, portalId, normalizeEmail(email));
          if (userId === null) throw new CliError(`No user has the e-mail address ${email}.`);
          const viewer = { userId, portalId };
          if (sets.length > 0) {
            const marked = await markPackagesForInspection(db, viewer, sets);
            if (marked.length === 0)
              throw new CliError("None of these picture sets is in the user's account.");
            console.log(`Marked for inspection: ${marked.join(", ")}.`);
          }
          const packages = await packageForInspectionSubjects(db, viewer);
          if (packages.length === 0) console.log("The user has no picture packages for inspection.");
          for (const p of packages) console.log(`${p.uuid}  ${p.name}  (${p.enabled ? "keep" : "return"})`);
        });
      },
    },
    {
      name: "user simulate",
      summary: "Print a one-time link for support to act as a user (simulated session)",
      usage: simulateUsage,
      async run(argv) {
        const { values, positionals } = parse(argv);
        const body = StartSimulationBody.safeParse({
          email: positionals[0] ?? "",
          operator: values.operator ?? "",
        });
        if (positionals.length !== 1 || !body.success) {
          throw new CliError("Give the user's e-mail address and --operator <name>.", { showUsage: true });
        }
        await open(async ({ db, config }) => {
          const portalId = await resolvePortalId(db);
          const link = await createSimulationLink(db, portalId, body.data, config.publicUrl, new Date());
          if (link === null) throw new CliError(`No user has the e-mail address ${body.data.email}.`);
          console.log(link.url);
          console.log(`The link works once, until ${link.expiresAt}.`);
        });
      },
    },
    {
      name: "user simulation-log",
      summary: "List what support's simulated sessions read and changed for a user",
      usage: logUsage,
      async run(argv) {
        const [email] = argv;
        if (argv.length !== 1 || email === undefined || email.startsWith("--")) {
          throw new CliError("Give the user's e-mail address.", { showUsage: true });
        }
        await open(async ({ db }) => {
          const portalId = await resolvePortalId(db);
          const actions = await simulationLog(db, portalId, email);
          if (actions === null) throw new CliError(`No user has the e-mail address ${email}.`);
          if (actions.length === 0)
            console.log("No simulated session has read or changed anything for this user.");
          for (const a of actions) {
            console.log(`${a.at.toISOString()}  ${a.operator}  ${a.method} ${a.route}  ${a.status}`);
          }
        });
      },
    },
  ];
}
