import { readFile } from "node:fs/promises";
import { limits } from "@shop/domain/limits";
import { resolvePortalId } from "../../modules/content/portal.ts";
import { RetouchUploadError, retouchList, uploadRetouchedFile } from "../../modules/retouch/service.ts";
import { CliError, type Command, withShop } from "../command.ts";
import { type OpenShopWithStorage, orderNamed } from "./order.ts";

const listUsage = `Usage: npm run shop -- order retouch-list [<order reference or uuid>]

The production list of retouch: per picture of a paid or invoiced order, the retouch tasks the parent chose. Without
an order, every picture still waiting for its retouched file, oldest first; with one, that order's pictures and
whether each is done. The order reference is the 8 characters after '#' on the receipt.`;

const uploadUsage = `Usage: npm run shop -- order retouched <order reference or uuid> <picture> <file>

Stores the retouched file of a picture of a paid or invoiced order: <picture> is its 'Picture id' (or uuid) from the
retouch list, <file> a JPEG, PNG, WebP or HEIF picture. The file is checked by decoding it, turned upright and kept
as a JPEG without its other metadata. From then on the buyer sees the picture retouched (marked 'retouched') in
their picture set, in its thumbnail, preview and bought download; other users of the picture keep the original.
Uploading again replaces the file.`;

/** The retouch commands of `npm run shop -- order …`. */
export function retouchCommands(open: OpenShopWithStorage = withShop): Command[] {
  return [
    {
      name: "order retouch-list",
      summary: "List the retouch tasks per picture of paid and invoiced orders",
      usage: listUsage,
      async run(argv) {
        if (argv.length > 1 || argv[0]?.startsWith("--")) {
          throw new CliError("Give at most one order reference or uuid.", { showUsage: true });
        }
        const reference = argv[0];
        await open(async ({ db }) => {
          const portalId = await resolvePortalId(db);
          const order = reference === undefined ? null : await orderNamed(db, reference);
          const items = await retouchList(
            db,
            portalId,
            order === null ? { open: true } : { orderId: order.id },
          );
          if (items.length === 0) {
            console.log(order === null ? "No retouch is waiting." : `Order ${reference} has no retouch.`);
            return;
          }
          for (const item of items) {
            const state =
              item.retouchedAt === null ? "waiting" : `done ${item.retouchedAt.toISOString().slice(0, 10)}`;
            console.log(
              `#${item.orderUuid.slice(0, limits.orderReferenceLength)}  ${item.webshopId}  ${item.tasks.join(", ")}  (${state})`,
            );
          }
          console.log(`${items.length} picture(s).`);
        });
      },
    },
    {
      name: "order retouched",
      summary: "Upload the retouched file of a picture of an order",
      usage: uploadUsage,
      async run(argv) {
        if (argv.length !== 3 || argv.some((a) => a.startsWith("--"))) {
          throw new CliError("Give the order, the picture and the file.", { showUsage: true });
        }
        const [reference, picture, file] = argv as [string, string, string];
        let data: Buffer;
        try {
          data = await readFile(file);
        } catch {
          throw new CliError(`Cannot read ${file}.`);
        }
        await open(async ({ db, storage }) => {
          const order = await orderNamed(db, reference);
          const portalId = await resolvePortalId(db);
          try {
            const done = await uploadRetouchedFile(db, storage, portalId, order.id, picture, data);
            console.log(
              `Picture ${done.webshopId} of order ${reference} is retouched (${done.tasks.join(", ")}).`,
            );
          } catch (error) {
            if (error instanceof RetouchUploadError) throw new CliError(error.message);
            throw error;
          }
        });
      },
    },
  ];
}
