import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export class ConfigError extends Error {
  variable: string;
  constructor(variable: string, message: string) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = "ConfigError";
    this.variable = variable;
  }
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  codeEntryPerIp: RateLimit;
  codeEntryPerSession: RateLimit;
  codeEntryGlobal: RateLimit;
  signInPerAccount: RateLimit;
  signInPerIp: RateLimit;
  resetRequestPerIp: RateLimit;
  resetRequestPerEmail: RateLimit;
  registrationPerIp: RateLimit;
  /** Purchase path (optional so a partial set, as the tests pass, falls back to the defaults below). */
  addressLookupPerUser?: RateLimit;
  transactionPerUser?: RateLimit;
  cardPaymentPerTransaction?: RateLimit;
  mobilePaymentPerTransaction?: RateLimit;
}

export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" }
  | { kind: "postgres"; url: string };

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  /** The raw DATABASE_URL, if any (kept for tools such as drizzle-kit). */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  sessionSecret: string;
  signingSecret: string;
  rateLimits: RateLimits;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  secureCookies: boolean;
  /**
   * Which proxies in front of the shop may name the client's address (X-Forwarded-For). Off by default: then the
   * address is the connection's. Behind a reverse proxy it must be set, or every parent shares the proxy's address
   * and so one rate-limit bucket.
   */
  trustProxy: boolean | number | string[];
  /** Stripe is offered as a payment option only when this is set. */
  stripeSecretKey: string | undefined;
  /** Verifies the signature of Stripe's webhook calls; without it the webhook refuses every call. */
  stripeWebhookSecret: string | undefined;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Production limits. Code entry is the guessable input: a person types a handful of codes, a script thousands.
 * The global bucket stops a botnet that stays under the per-address limit from each of many addresses.
 */
export const defaultRateLimits: RateLimits = {
  codeEntryPerIp: { max: 30, windowMs: 15 * minute },
  codeEntryPerSession: { max: 20, windowMs: 15 * minute },
  codeEntryGlobal: { max: 2000, windowMs: 15 * minute },
  signInPerAccount: { max: 10, windowMs: 15 * minute },
  signInPerIp: { max: 50, windowMs: 15 * minute },
  resetRequestPerIp: { max: 10, windowMs: hour },
  resetRequestPerEmail: { max: 3, windowMs: hour },
  registrationPerIp: { max: 20, windowMs: hour },
  // The address lookup is cheap but not free: typing pauses 500 ms, so a person makes a few calls a minute.
  addressLookupPerUser: { max: 300, windowMs: 15 * minute },
  // Each transaction snapshots the cart into an order: generous for retries, a wall for a script.
  transactionPerUser: { max: 30, windowMs: 15 * minute },
  // A card form invites guessing numbers; a person retries a declined card a few times.
  cardPaymentPerTransaction: { max: 10, windowMs: 15 * minute },
  mobilePaymentPerTransaction: { max: 30, windowMs: 15 * minute },
};

/** A purchase-path limit from the config, else the default. */
export function purchaseRateLimit(
  limits: RateLimits,
  name:
    | "addressLookupPerUser"
    | "transactionPerUser"
    | "cardPaymentPerTransaction"
    | "mobilePaymentPerTransaction",
): RateLimit {
  return limits[name] ?? (defaultRateLimits[name] as RateLimit);
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const secret = optionalText.refine(
  (v) => v === undefined || v.length >= 32,
  "must be at least 32 characters",
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText.default("0.0.0.0"),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: optionalText.default("./data"),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || v === "memory://" || /^postgres(ql)?:\/\//.test(v),
    "must be memory:// or a postgres:// URL",
  ),
  SMTP_URL: optionalText.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    "must be an smtp:// or smtps:// URL",
  ),
  MAIL_FROM: optionalText,
  NODE_ENV: optionalText.pipe(z.enum(["development", "production", "test"]).default("development")),
  SESSION_SECRET: secret,
  SIGNING_SECRET: secret,
  TRUST_PROXY: optionalText.refine(
    (v) => v === undefined || /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/.test(v),
    "must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges",
  ),
  STRIPE_SECRET_KEY: optionalText.refine(
    (v) => v === undefined || /^(sk|rk)_(test|live)_/.test(v),
    "must be a Stripe secret key (sk_test_…, sk_live_…)",
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || v.startsWith("whsec_"),
    "must be a Stripe webhook signing secret (whsec_…)",
  ),
});

interface StoredSecrets {
  sessionSecret: string;
  signingSecret: string;
}

/**
 * Secrets not given in the environment are generated once and kept beside the data, so cookies and picture
 * URLs survive a restart without any secret living in the code.
 */
function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) {
    const parsed = z
      .object({ sessionSecret: z.string().min(32), signingSecret: z.string().min(32) })
      .safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: StoredSecrets = {
    sessionSecret: randomBytes(32).toString("base64url"),
    signingSecret: randomBytes(32).toString("base64url"),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

function trustProxyConfig(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((v) => v.trim());
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { kind: "pglite", dataDir: path.join(dataDir, "db") };
  if (url === "memory://") return { kind: "memory" };
  return { kind: "postgres", url };
}

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    throw new ConfigError(variable, `(${issue?.message ?? "invalid value"})`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const host = new URL(publicUrl).hostname;
  const needsStoredSecrets = e.SESSION_SECRET === undefined || e.SIGNING_SECRET === undefined;
  const stored = needsStoredSecrets ? loadOrCreateSecrets(dataDir) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: databaseConfig(e.DATABASE_URL, dataDir),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Photo shop <no-reply@${host === "localhost" ? "localhost.localdomain" : host}>`,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    sessionSecret: e.SESSION_SECRET ?? stored?.sessionSecret ?? "",
    signingSecret: e.SIGNING_SECRET ?? stored?.signingSecret ?? "",
    rateLimits: defaultRateLimits,
    sessionIdleMs: 7 * day,
    sessionAbsoluteMs: 30 * day,
    secureCookies: publicUrl.startsWith("https:"),
    trustProxy: trustProxyConfig(e.TRUST_PROXY),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
  };
}
