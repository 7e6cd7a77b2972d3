import { normalizeEmail } from "@shop/domain/validation";
import {
  markPackagesForInspection,
  packageForInspectionSubjects,
} from "../../modules/account/preferences.ts";
import { userIdByEmail } from "../../modules/account/service.ts";
import { resolvePortalId } from "../../modules/content/portal.ts";
import { CliError, type Command, type ShopContext, withShop } from "../command.ts";

const usage = `Usage: npm run shop -- user package-for-inspection <email> [<picture set> ...]

Marks the picture package of each named picture set (its subject's name as in the account, quoted if it has spaces,
or its uuid) as sent home for inspection with the user: the parent then sees 'Cancel picture packages' under
My account and chooses to keep or return it. Without picture sets, lists the user's packages for inspection and the
parent's choice. Sets that are not in the user's account are not marked.`;

type Open = <T>(work: (shop: Pick<ShopContext, "db">) => Promise<T>) => Promise<T>;

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
  ];
}
