import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { pino } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { frameworkErrors, registerErrorHandler } from "./errors.ts";
import { registerLegacyRedirects } from "./legacy/routes.ts";
import { sessionCookieNameFor, sessionsPluginFp } from "./modules/account/sessions.ts";
import type { OrderLineKind } from "./modules/cart/kind.ts";
import { resolvePortalId } from "./modules/content/portal.ts";
import { getSettings } from "./modules/content/service.ts";
import { registerModules } from "./modules/index.ts";
import { handKindsToModules } from "./modules/kinds.ts";
import { loadStripe, type StripeClient } from "./modules/payments/stripe.ts";
import { studioProductionGateFp } from "./modules/staff/production-gate.ts";
import { studioSessionsPluginFp } from "./modules/staff/sessions.ts";
import { authPluginFp, publicRoute } from "./platform/auth.ts";
import { BackgroundWorker } from "./platform/background-work.ts";
import { registerDevMail } from "./platform/dev-mail.ts";
import { registerHealth } from "./platform/health.ts";
import { bodyLimits, inputGuardPluginFp } from "./platform/input-guard.ts";
import { loggerOptions } from "./platform/logging.ts";
import { createTransport, type Mailer, OutboxMailer, type SentMail } from "./platform/mail.ts";
import { originCheckPluginFp } from "./platform/origin-check.ts";
import { requestLanguagePluginFp } from "./platform/request-language.ts";
import { requestMemoPluginFp } from "./platform/request-memo.ts";
import { securityHeadersPluginFp } from "./platform/security-headers.ts";
import { defaultWebDistDir, registerWebApp } from "./platform/static.ts";
import type { Storage } from "./platform/storage.ts";
import { studioAuthPluginFp } from "./platform/studio-auth.ts";
import { defaultStudioDistDir, registerStudioApp } from "./platform/studio-static.ts";

/** The outbox mailer as the app holds it: modules enqueue; main starts and stops the worker; tests flush. */
export interface MailWorker extends Mailer {
  start(): void;
  stop(): Promise<void>;
  /** Sends every due mail now; resolves when done. */
  flush(): Promise<number>;
  readonly transport: { list?(): Promise<SentMail[]> };
}

export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  /** true: structured logs at info level; an object: pino options merged over the shop's (redaction stays). */
  logger?: boolean | object;
  mailer?: MailWorker;
  /** The worker of the background work (filled previews made ahead, decision 0046); started by main, flushed by tests. */
  work?: BackgroundWorker;
  /** The clock for session expiry; tests move it. */
  now?: () => Date;
  /** The built web app; null serves only the API. Defaults to apps/web/dist. */
  webDistDir?: string | null;
  /** The built studio (served at /studio/); null serves none. Defaults to apps/studio/dist, or none when webDistDir is null. */
  studioDistDir?: string | null;
  /** The Stripe client; by default the official one when STRIPE_SECRET_KEY is set. Tests pass one without network. */
  stripe?: StripeClient;
  /** Told of every route as it is registered (the tests enumerate the app's routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Kinds of order line sold besides the shop's own (a test's toy kind). */
  extraKinds?: readonly OrderLineKind[];
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    mailer: MailWorker;
    /** Background work: modules register what they do (work.handle), main starts it, tests flush it. */
    work: BackgroundWorker;
    portalId: number;
    /** Whether the built web app is being served (false when apps/web/dist is missing). */
    webAppServed: boolean;
    /** A Stripe client given to buildApp, if any (the payments module makes its own otherwise). */
    stripeClient: StripeClient | null;
    /** The app's clock (AppDeps.now, else the time of day): what a time-limited package price is decided with. */
    clock: () => Date;
  }
}

/**
 * The shop's own origin only; an operator's consent-gated script (CONSENT_SCRIPT_URL) adds exactly its origin to
 * script-src and connect-src (what such a script loads and where it sends), nothing else (decision 0029).
 */
export function contentSecurityPolicy(secure: boolean, consentScriptUrl: string | null = null) {
  const extra = consentScriptUrl ? [new URL(consentScriptUrl).origin] : [];
  return {
    useDefaults: true,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", ...extra],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'", ...extra],
      "frame-ancestors": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      // Upgrading only makes sense behind https; on a LAN address over http it would break every asset.
      "upgrade-insecure-requests": secure ? [] : null,
    },
  };
}

/** The OpenAPI document of every route at /api/docs: in the demo, or in production when OPENAPI_DOCS is set. */
async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Photo web shop API",
        description: "The calls of the shop's web app, including the legacy .php paths the spec keeps.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: sessionCookieNameFor(app.config.secureCookies) },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get("/api/docs", { schema: { hide: true }, config: publicRoute }, async () => app.swagger());
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, storage } = deps;
  handKindsToModules(deps.extraKinds);
  // The running shop's lines go to stdout without holding the event loop for each write: under load the writes that
  // pile up while one is under way go out together (a hot read spent about 6 % of its time writing its line). pino
  // writes what is left when the process exits.
  const logger =
    deps.logger === undefined || deps.logger === false
      ? false
      : {
          ...loggerOptions("info"),
          ...(deps.logger === true ? { stream: pino.destination({ dest: 1, sync: false }) } : deps.logger),
        };

  const hops = config.trustProxy;
  // A number of hops trusts that many proxies nearest the server, whatever their addresses.
  const trustProxy = typeof hops === "number" ? (_address: string, hop: number) => hop < hops : hops;
  // One line per request, when it has been answered (below), instead of Fastify's two (incoming and completed): the
  // logging of a hot read was 5 % of its CPU.
  // Per-request log lines are off (they would carry URLs with codes and signatures); Fastify 5 takes that through its
  // log controller (the top-level `disableRequestLogging` is deprecated, FSTDEP023, and goes in Fastify 6).
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: bodyLimits.json,
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
  });
  if (logger !== false) {
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
      done();
    });
  }
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const mailer =
    deps.mailer ??
    new OutboxMailer(db, createTransport(config), { logger: logger === false ? undefined : app.log });
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("storage", storage);
  app.decorate("mailer", mailer);
  const work = deps.work ?? new BackgroundWorker(db, { logger: logger === false ? undefined : app.log });
  app.decorate("work", work);
  app.decorate("portalId", await resolvePortalId(db));
  app.decorate("stripeClient", deps.stripe ?? null);
  if (!deps.stripe) await loadStripe(config);
  app.decorate("clock", deps.now ?? (() => new Date()));
  app.addHook("onClose", async () => {
    await Promise.all([mailer.stop(), work.stop()]);
  });

  await app.register(securityHeadersPluginFp, {
    contentSecurityPolicy: contentSecurityPolicy(config.secureCookies, config.consentScriptUrl),
    hsts: config.secureCookies ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  if (config.openApiDocs) await registerOpenApi(app);

  await app.register(requestMemoPluginFp);
  await app.register(requestLanguagePluginFp);
  await app.register(originCheckPluginFp, { config });
  await app.register(inputGuardPluginFp);
  await app.register(sessionsPluginFp, { db, config, ...(deps.now ? { now: deps.now } : {}) });
  await app.register(authPluginFp);
  // The gate first: before its owner is set up, a production shop's studio answers 404 to everyone.
  await app.register(studioProductionGateFp);
  await app.register(studioSessionsPluginFp, { db, config, ...(deps.now ? { now: deps.now } : {}) });
  await app.register(studioAuthPluginFp);

  registerHealth(app, db);
  // The mail folder shows every mail the shop sent, reset links included: it is a demo tool only.
  if (config.isDemo) registerDevMail(app, mailer.transport.list?.bind(mailer.transport));

  await registerModules(app);
  await app.register(registerLegacyRedirects);

  const distDir = deps.webDistDir === undefined ? defaultWebDistDir : deps.webDistDir;
  const studioDistDir =
    deps.studioDistDir !== undefined ? deps.studioDistDir : distDir === null ? null : defaultStudioDistDir;
  await registerStudioApp(app, studioDistDir);
  const { served } = await registerWebApp(app, distDir, {
    frontPageSettings: () => getSettings(app.db, app.portalId, config.consentScriptUrl),
  });
  app.decorate("webAppServed", served);
  if (!served && distDir !== null) {
    app.log.warn(
      { distDir },
      "the web app is not built (no index.html): serving the API only; run `npm run build` to build it",
    );
  }
  return app;
}
