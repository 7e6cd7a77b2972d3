import { CartResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import { PutRetouchBody, RetouchOptionsResponse } from "@shop/contracts/retouch";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { currentUser } from "../../../platform/auth.ts";
import { changeCart, linesWithPricing, loadCart } from "../../cart/service.ts";
import { retouchProducts } from "../../catalog/retouch-products.ts";
import { signPictureUrl } from "../../images/signing.ts";
import { retouchOptions as optionsOf } from "./options.ts";
import { picturesForRetouch } from "./pictures.ts";
import { putRetouch as retouchToPut } from "./put.ts";

/** The pictures of the priced cart that may be retouched (its lines sell them), by id. */
function retouchableOf({ lines, pictureById }: Awaited<ReturnType<typeof linesWithPricing>>) {
  return picturesForRetouch(
    lines.map((l) => ({ uuid: l.line.uuid, soldPictureIds: l.soldPictureIds })),
    pictureById,
  );
}

/**
 * The cart's retouch options (GET /api/webshop/cart/retouch): its pictures that may be retouched with their tasks,
 * those chosen, and what the retouch adds.
 */
export async function retouchOptions(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  now: Date = new Date(),
): Promise<RetouchOptionsResponse> {
  const [cart, products] = await Promise.all([
    linesWithPricing(db, portalId, userId, now),
    retouchProducts(db, portalId),
  ]);
  const { lines } = cart;
  const subjects = new Map<number, { uuid: string; name: string }>();
  for (const l of lines) {
    const subject = l.line.subjects[0];
    if (subject && !subjects.has(l.subjectId))
      subjects.set(l.subjectId, { uuid: subject.uuid, name: subject.name });
  }
  const retouchLines = lines.flatMap((l) => {
    const pictureId = l.line.fileRetouch ? l.pictureIds[0] : undefined;
    return pictureId === undefined
      ? []
      : [{ pictureId, subProductUuids: l.line.subProductUuids, actualLinePrice: l.line.actualLinePrice }];
  });
  return optionsOf(products, retouchableOf(cart), subjects, retouchLines, (uuid) =>
    signPictureUrl(config, uuid, "320", now),
  );
}

/** Sets the cart's retouch (PUT /api/webshop/cart/retouch): one line per picture with chosen tasks. */
export async function setRetouch(
  db: Db,
  portalId: number,
  userId: number,
  body: PutRetouchBody,
): Promise<void> {
  await changeCart(
    db,
    portalId,
    userId,
    retouchToPut(body.items, async (tx) =>
      retouchableOf(await linesWithPricing(tx, portalId, userId, new Date())),
    ),
  );
}

/** The retouch options page of a signed-in user. */
export async function registerRetouchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/webshop/cart/retouch",
    {
      schema: {
        tags: ["cart"],
        summary:
          "The cart's pictures that may be retouched, with their retouch tasks, those chosen and the total",
        response: { 200: RetouchOptionsResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return retouchOptions(app.db, app.config, app.portalId, user.id);
    },
  );

  r.put(
    "/api/webshop/cart/retouch",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Set the retouch tasks of the cart's pictures: items maps a picture uuid to its chosen task uuids",
        body: PutRetouchBody,
        response: { 200: CartResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setRetouch(app.db, app.portalId, user.id, request.body);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );
}
