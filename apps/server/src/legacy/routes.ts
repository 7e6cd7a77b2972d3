import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute } from "../platform/auth.ts";
import { browserAddress } from "../platform/browser-failure.ts";

/**
 * Old browser addresses of the shop (spec 03 §2.10), as printed on letters and sent in old mails, moved to where
 * the same page lives now. A redirect, not a copy: the page checks sign-in itself and sends a signed-out parent to
 * the login and back. Every row of the table is here but the download (/sections/prophoto/ajax/digitalcopies.php),
 * which the downloads module serves. A parameter that is missing or malformed never fails the request: the visitor
 * lands on the nearest page that needs no parameter (the list instead of the item).
 */
const fixed: ReadonlyArray<readonly [string, string]> = [
  ["/sections/prophoto/myaccount.php", "/my-account"],
  ["/sections/products2.php", "/products/packages"],
  ["/sections/shopping-cart/", "/shopping-cart"],
  ["/sections/shopping-cart/checkout/", "/shopping-cart/checkout"],
  ["/sections/digital-portraits/", "/products/digital-portraits"],
  ["/sections/packages/", "/products/packages"],
  ["/sections/cardscalendars/calendarsv2/", "/templates/calendars"],
];

/** The catalogue flag of /sections/products.php: present and not 0 or false. */
const flag = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => v !== undefined && !["0", "false", "no"].includes(v.trim().toLowerCase()));

/** A uuid parameter, or undefined when it is missing or not a uuid (a repeated parameter counts as malformed). */
const optionalUuid = z.uuid().optional().catch(undefined);

/** A category's internal name (e.g. 'christmas', 'mugs'); anything else is dropped and the whole list shown. */
const optionalCategory = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)
  .optional()
  .catch(undefined);

/** Both spellings: the old links were written with and without the trailing slash. */
function spellings(path: string): string[] {
  return [...new Set([path, path.replace(/\/$/, "")])];
}

function withCategory(list: string, category: string | undefined): string {
  return category ? `${list}/${encodeURIComponent(category)}` : list;
}

export async function registerLegacyRedirects(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A browser that opens an old address and meets a failure gets the shop's page about it, not JSON.
  const config = { ...publicRoute, ...browserAddress };
  const hidden = { schema: { hide: true }, config };

  for (const [from, to] of fixed) {
    for (const path of spellings(from)) {
      r.get(path, hidden, async (_request, reply) => reply.redirect(to, 302));
    }
  }

  // One subject's digital portraits; a subject that is not a uuid lands on the list of all.
  for (const path of spellings("/sections/digital-portraits/:subjectUuid/")) {
    r.get(
      path,
      { schema: { hide: true, params: z.object({ subjectUuid: optionalUuid }) }, config: publicRoute },
      async (request, reply) => {
        const { subjectUuid } = request.params;
        return reply.redirect(
          subjectUuid ? `/products/digital-portraits/${subjectUuid}` : "/products/digital-portraits",
          302,
        );
      },
    );
  }

  // The package create route, by package uuid (spec 03 §2.10): the package page of issue 12. With `orderpart`, a line
  // of the cart (spec 02 'Edit links'), it opens that line in the package editor, which says 'No order line' for a
  // line that is not in the cart. The old create page, create_package.php, named the package in its query.
  for (const path of spellings("/sections/packages/:packageUuid/")) {
    r.get(
      path,
      {
        schema: {
          hide: true,
          params: z.object({ packageUuid: optionalUuid }),
          querystring: z.object({ orderpart: optionalUuid, package: optionalUuid }).loose(),
        },
        config: publicRoute,
      },
      async (request, reply) => {
        const { orderpart } = request.query;
        if (orderpart) return reply.redirect(`/shopping-cart/edit/${orderpart}`, 302);
        const packageUuid = request.params.packageUuid ?? request.query.package;
        return reply.redirect(packageUuid ? `/products/packages/${packageUuid}` : "/products/packages", 302);
      },
    );
  }

  // Cards, optionally of one category (the cards sub-category, e.g. christmas).
  for (const path of spellings("/sections/cardscalendars/cardsv2/")) {
    r.get(
      path,
      {
        schema: { hide: true, querystring: z.object({ category: optionalCategory }).loose() },
        config,
      },
      async (request, reply) => reply.redirect(withCategory("/templates/cards", request.query.category), 302),
    );
  }

  // A photo gift category; without one, the products list, whose category overview holds the photo gift tiles.
  r.get(
    "/sections/cardscalendars/photogifts/displaycategory.php",
    {
      schema: { hide: true, querystring: z.object({ category: optionalCategory }).loose() },
      config,
    },
    async (request, reply) => {
      const { category } = request.query;
      return reply.redirect(
        category ? withCategory("/templates/photogifts", category) : "/products/packages",
        302,
      );
    },
  );

  // Create a product from a template, for a medium (the product it is printed on). The promoted flag marked a link
  // from the old shop's promoted products; here a promoted product costs its promoted price wherever it is priced, as
  // long as the promotion holds (decision 0042), so the create page keeps that price without the flag, which is
  // dropped. Without a template there is nothing to create: the products list.
  r.get(
    "/sections/cardscalendars/create_product.php",
    {
      schema: {
        hide: true,
        querystring: z
          .object({
            template: optionalUuid,
            medium: optionalUuid,
            product: optionalUuid,
            promoted: flag,
            orderpart: optionalUuid,
          })
          .loose(),
      },
      config,
    },
    async (request, reply) => {
      const { template, medium, product, orderpart } = request.query;
      // With `orderpart` (spec 02 § Shopping cart, edit links) the cart line opens for editing, with 'Update cart';
      // the edit page itself says 'No order line' when the cart has no such line.
      if (orderpart) return reply.redirect(`/shopping-cart/edit/${orderpart}`, 302);
      if (!template) return reply.redirect("/products/packages", 302);
      const productUuid = medium ?? product;
      return reply.redirect(`/templates/create/${template}${productUuid ? `/${productUuid}` : ""}`, 302);
    },
  );

  r.get(
    "/sections/products.php",
    {
      schema: {
        hide: true,
        querystring: z.object({ catalogue: flag, catalogues: flag }).loose(),
      },
      config,
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
