import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute } from "../platform/auth.ts";

/**
 * Old browser addresses of the shop (spec 03 §2.10), as printed on letters and sent in old mails, moved to where
 * the same page lives now. A redirect, not a copy: the page checks sign-in itself and sends a signed-out parent to
 * the login and back. The rows for cards, calendars, photo gifts and product creation come with those pages;
 * /sections/prophoto/ajax/digitalcopies.php is served by the downloads module.
 */
const fixed: ReadonlyArray<readonly [string, string]> = [
  ["/sections/prophoto/myaccount.php", "/my-account"],
  ["/sections/products2.php", "/products/packages"],
  ["/sections/shopping-cart/", "/shopping-cart"],
  ["/sections/shopping-cart/checkout/", "/shopping-cart/checkout"],
  ["/sections/digital-portraits/", "/products/digital-portraits"],
  ["/sections/packages/", "/products/packages"],
];

/** The catalogue flag of /sections/products.php: present and not 0 or false. */
const flag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && !["0", "false", "no"].includes(v.trim().toLowerCase()));

export async function registerLegacyRedirects(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hidden = { schema: { hide: true }, config: publicRoute };

  for (const [from, to] of fixed) {
    // Both spellings: the old links were written with and without the trailing slash.
    for (const path of new Set([from, from.replace(/\/$/, "")])) {
      r.get(path, hidden, async (_request, reply) => reply.redirect(to, 302));
    }
  }

  for (const path of [
    "/sections/digital-portraits/:subjectUuid/",
    "/sections/digital-portraits/:subjectUuid",
  ]) {
    r.get(
      path,
      { schema: { hide: true, params: z.object({ subjectUuid: z.uuid() }) }, config: publicRoute },
      async (request, reply) =>
        reply.redirect(`/products/digital-portraits/${request.params.subjectUuid}`, 302),
    );
  }

  r.get(
    "/sections/products.php",
    {
      schema: {
        hide: true,
        querystring: z.object({ catalogue: flag, catalogues: flag }).loose(),
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const { catalogue, catalogues } = request.query;
      // The flag opens the dialog 'Do you want to order the catalogue?' on the catalogues page.
      return reply.redirect(
        catalogue || catalogues ? "/products/catalogues?order=1" : "/products/catalogues",
        302,
      );
    },
  );
}
