import { AsyncLocalStorage } from "node:async_hooks";
// request.cookies comes from the cookie plugin's types, also where this file is compiled without the app (scripts).
import type {} from "@fastify/cookie";
import { acceptedLanguages } from "@shop/domain/first-language";
import { inWantedLanguage, type Translations, textIn, wantedLanguages } from "@shop/domain/localised-text";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { languageCookie } from "./front-page.ts";

/** The header the web app sends with every call: the language the page is shown in (apps/web/src/lib/api.ts). */
export const languageHeader = "x-shop-language";

/**
 * The languages the request being answered wants its texts in, most wanted first. The names of the settings file
 * (products, delivery and payment options, catalogues, package offers, pages) are written per language; each module
 * answers its own rows through `localised`, so no service passes the language on by hand, as the request memo does
 * for the scope. Outside a request (the operator's commands, the outbox) it is empty: texts read in the shop's
 * default language.
 */
const languages = new AsyncLocalStorage<readonly string[]>();

export function requestLanguages(): readonly string[] {
  return languages.getStore() ?? [];
}

/** The languages of a request: the page's (header), the visitor's stored choice (cookie), the browser's. */
export function languagesOf(request: FastifyRequest): string[] {
  const header = request.headers[languageHeader];
  return wantedLanguages(
    typeof header === "string" ? header : null,
    request.cookies?.[languageCookie] ?? null,
    acceptedLanguages(request.headers["accept-language"]),
  );
}

/** Runs `work` answering in `wanted` (a mail in its recipient's language, a test). */
export function inLanguages<T>(wanted: readonly string[], work: () => T): T {
  return languages.run(wanted, work);
}

/**
 * A row's text in the request's language: its translation when the settings file gave one in a language the request
 * wants, else the row's own text (the shop's default language's). An order copies what this answered, so it keeps the
 * text it was bought with.
 */
export function localised(text: string, translations: Translations | null | undefined): string {
  return textIn(text, translations, requestLanguages());
}

/** What is given for the first language the request wants (a content page's modules per language), if any. */
export function inRequestLanguage<T>(
  byLanguage: Readonly<Record<string, T>> | null | undefined,
): T | undefined {
  return inWantedLanguage(byLanguage, requestLanguages());
}

/** Copies kept per shared value and language list; a few, since any request may name any languages. */
const copiesKept = 8;
const copies = new WeakMap<object, Map<string, unknown>>();

/**
 * `make()`, made once per shared value (a read-cache entry, platform/read-cache.ts) and request language list, so a
 * hot read localises its rows once and not on every request. At most a few lists are kept per value.
 */
export function localisedCopy<T>(source: object, make: () => T): T {
  const key = requestLanguages().join(",");
  let made = copies.get(source);
  if (!made) {
    made = new Map();
    copies.set(source, made);
  }
  if (made.has(key)) return made.get(key) as T;
  const copy = make();
  if (made.size >= copiesKept) made.delete(made.keys().next().value as string);
  made.set(key, copy);
  return copy;
}

async function requestLanguagePlugin(app: FastifyInstance): Promise<void> {
  // A callback hook, as the request memo's: the rest of the request runs inside `run`.
  app.addHook("onRequest", (request, _reply, done) => {
    languages.run(languagesOf(request), done);
  });
}

export const requestLanguagePluginFp = fp(requestLanguagePlugin, {
  name: "shop-request-language",
  fastify: "5.x",
});
