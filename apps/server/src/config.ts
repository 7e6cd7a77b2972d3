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
  /**
   * Failed sign-ins of one account from all addresses together: a high ceiling, so that many addresses cannot guess
   * endlessly; counted until the account's password changes (decision 0040).
   */
  signInPerAccount: RateLimit;
  /** Failed sign-ins of one account from one address (its /64): an attacker locks out only their own address. */
  signInPerAccountAndAddress: RateLimit;
  signInPerIp: RateLimit;
  resetRequestPerIp: RateLimit;
  resetRequestPerEmail: RateLimit;
  registrationPerIp: RateLimit;
  /** Voucher codes entered per address (a code can be guessed like an access code). */
  voucherPerIp: RateLimit;
  /** 'Lost your code?' requests per address, and per e-mail address asked for (each may send a mail). */
  lostCodePerIp: RateLimit;
  lostCodePerEmail: RateLimit;
  /** Purchase path (optional so a partial set, as the tests pass, falls back to the defaults below). */
  addressLookupPerUser?: RateLimit;
  transactionPerUser?: RateLimit;
  cardPaymentPerTransaction?: RateLimit;
  mobilePaymentPerTransaction?: RateLimit;
  /** Wrong operator tokens per address (the token is long, so this only keeps a script's noise down). */
  wrongOperatorTokensPerAddress?: RateLimit;
  /** Upload calls per signed-in user (each decodes and re-encodes up to ten pictures). */
  uploadsPerUser?: RateLimit;
  /** Password changes per signed-in user (each hashes the password; the account pages, decision 0028). */
  passwordChangePerUser?: RateLimit;
  /** Data exports per signed-in user (each reads everything of the user and zips the uploads; decision 0034). */
  dataExportPerUser?: RateLimit;
  /** Support's searches per studio member: a search by code guesses codes as the front page's field does. */
  supportSearchPerMember?: RateLimit;
}

export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" }
  | { kind: "postgres"; url: string };

export type ShopMode = "demo" | "production";

export type StorageConfig =
  | { kind: "local"; dir: string }
  | { kind: "s3"; bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean };

export interface Config {
  /**
   * demo: the demo shop is seeded into an empty database; the test payment providers, /dev/mail and the OpenAPI
   * page exist. production: none of these; the start refuses an unsafe configuration (production-check.ts).
   */
  mode: ShopMode;
  isDemo: boolean;
  /**
   * The demo pictures' size as a share of their full size (about 2400×3000): the browser tests' throw-away demo shops
   * draw them small to start in seconds. Demo mode only; production seeds nothing.
   */
  demoPictureScale: number;
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
  /**
   * The four secrets below come from the environment or, when it does not give them, from the database
   * (platform/shop-secrets.ts), so every process of one shop signs and hashes alike.
   */
  sessionSecret: string;
  signingSecret: string;
  /** The key of the HMAC under which access codes are stored (never the codes themselves). */
  accessCodeSecret: string;
  /** 32 bytes, base64url: encrypts personal data kept at rest (the national identity number of an invoice). */
  dataEncryptionKey: string;
  storage: StorageConfig;
  /** An open payment (pending or declined) expires after this long: its order is cancelled, its cart released. */
  paymentExpiryMs: number;
  /** How often the server's timer sends the due reminder mails; null: no timer (the CLI command still does). */
  reminderIntervalMs: number | null;
  /** Invoice is offered in production only when this is on (in the demo, always). */
  invoiceEnabled: boolean;
  /** The largest order total (minor units) that may be paid by invoice. */
  invoiceMaxAmount: number;
  /** Serve the OpenAPI document at /api/docs (always in the demo; in production only when set). */
  openApiDocs: boolean;
  /** Production: allow an http PUBLIC_URL (TLS is terminated in front of the shop and the URL says so elsewhere). */
  allowInsecurePublicUrl: boolean;
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
  /** Another address for Stripe's API (tests and stand-ins); undefined: Stripe's own. https only in production. */
  stripeApiUrl: string | undefined;
  /** Vipps MobilePay's ePayment API (issue 33): offered when all four keys are set; undefined: Vipps is off. */
  vipps: VippsConfig | undefined;
  /**
   * The bearer token of the operator's routes under /api/operator/ (print files); without it those routes do not
   * exist. At least 32 characters.
   */
  operatorToken: string | undefined;
  /**
   * An analytics or session-recording script (https) the operator chose: the web app loads it only after the
   * visitor allowed tracking in the cookie notice, and the Content-Security-Policy allows exactly its origin
   * (decision 0029). Null: the shop loads none.
   */
  consentScriptUrl: string | null;
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
  signInPerAccount: { max: 100, windowMs: 15 * minute },
  signInPerAccountAndAddress: { max: 10, windowMs: 15 * minute },
  signInPerIp: { max: 50, windowMs: 15 * minute },
  resetRequestPerIp: { max: 10, windowMs: hour },
  resetRequestPerEmail: { max: 3, windowMs: hour },
  registrationPerIp: { max: 20, windowMs: hour },
  voucherPerIp: { max: 30, windowMs: 15 * minute },
  // A parent asks once or twice; a script trying addresses from one place meets the wall soon.
  lostCodePerIp: { max: 10, windowMs: hour },
  // A guardian's inbox gets at most three mails an hour however many places ask for it.
  lostCodePerEmail: { max: 3, windowMs: hour },
  // The address lookup is cheap but not free: typing pauses 500 ms, so a person makes a few calls a minute.
  addressLookupPerUser: { max: 300, windowMs: 15 * minute },
  // Each transaction snapshots the cart into an order: generous for retries, a wall for a script.
  transactionPerUser: { max: 30, windowMs: 15 * minute },
  // A card form invites guessing numbers; a person retries a declined card a few times.
  cardPaymentPerTransaction: { max: 10, windowMs: 15 * minute },
  mobilePaymentPerTransaction: { max: 30, windowMs: 15 * minute },
  wrongOperatorTokensPerAddress: { max: 10, windowMs: 15 * minute },
  // A parent uploads a handful of pictures, a few more when retrying; decoding is the shop's costliest work.
  uploadsPerUser: { max: 60, windowMs: hour },
  // A parent changes the password once, maybe twice after a typo; hashing is slow on purpose.
  passwordChangePerUser: { max: 10, windowMs: hour },
  // A parent downloads the data once or twice; each export reads all of it and streams every upload.
  dataExportPerUser: { max: 5, windowMs: hour },
  // Support looks up a few parents a minute while helping; a script trying codes through a member's session stops.
  supportSearchPerMember: { max: 120, windowMs: 15 * minute },
};

/** The limits counted per address: they stop parents who share one address, the others do not. */
const perAddressLimits = [
  "codeEntryPerIp",
  "signInPerIp",
  "resetRequestPerIp",
  "registrationPerIp",
  "voucherPerIp",
  "lostCodePerIp",
] as const satisfies ReadonlyArray<keyof RateLimits>;

/**
 * The limits with those counted per address multiplied (`PER_ADDRESS_LIMITS_FACTOR`): for a shop whose parents come
 * from one address that no proxy tells apart, as on a school's Wi-Fi at an event or behind a mobile operator's shared
 * address. The limits per session, per account, per e-mail and the global one stay as they are, so a script still
 * meets the global limit on codes; guessing from one address gets that much easier, which is the shop's choice.
 */
export function withPerAddressFactor(limits: RateLimits, factor: number): RateLimits {
  if (factor === 1) return limits;
  const scaled = { ...limits };
  for (const name of perAddressLimits) scaled[name] = { ...limits[name], max: limits[name].max * factor };
  return scaled;
}

/** An optional limit (the purchase path, the operator token) from the config, else the default. */
export function purchaseRateLimit(
  limits: RateLimits,
  name:
    | "addressLookupPerUser"
    | "transactionPerUser"
    | "cardPaymentPerTransaction"
    | "mobilePaymentPerTransaction"
    | "wrongOperatorTokensPerAddress"
    | "uploadsPerUser"
    | "passwordChangePerUser"
    | "dataExportPerUser"
    | "supportSearchPerMember",
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

const flag = optionalText
  .pipe(z.enum(["true", "false", "1", "0"]).optional())
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  SHOP_MODE: optionalText.pipe(z.enum(["demo", "production"]).default("demo")),
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
  STRIPE_API_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v),
    "must be an http:// or https:// address with no path (protocol, host and port of a Stripe stand-in)",
  ),
  VIPPS_CLIENT_ID: optionalText,
  VIPPS_CLIENT_SECRET: optionalText,
  VIPPS_SUBSCRIPTION_KEY: optionalText,
  VIPPS_MSN: optionalText.refine(
    (v) => v === undefined || /^\d{4,10}$/.test(v),
    "must be the sales unit's merchant serial number (digits)",
  ),
  VIPPS_ENV: optionalText.pipe(z.enum(["test", "production"]).default("test")),
  VIPPS_API_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v),
    "must be an http:// or https:// address with no path (protocol, host and port of a Vipps stand-in)",
  ),
  ACCESS_CODE_SECRET: secret,
  OPERATOR_TOKEN: secret,
  DATA_ENCRYPTION_KEY: optionalText.refine(
    (v) => v === undefined || Buffer.from(v, "base64url").length === 32,
    "must be 32 bytes in base64url (43 characters): openssl rand -base64 32 | tr '+/' '-_' | tr -d '='",
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  /** The AWS SDK's own name for the region, used when S3_REGION is not set. */
  AWS_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: flag,
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** How often the server sends the due reminder mails (decision 0036); 0 turns the timer off. */
  REMINDER_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(15),
  INVOICE_ENABLED: flag,
  DEMO_PICTURE_SCALE: z.coerce.number().min(0.05).max(1).default(1),
  INVOICE_MAX_AMOUNT: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  OPENAPI_DOCS: flag,
  ALLOW_INSECURE_PUBLIC_URL: flag,
  PER_ADDRESS_LIMITS_FACTOR: z.coerce.number().int().min(1).max(100).default(1),
  CONSENT_SCRIPT_URL: optionalText.pipe(
    z
      .url({ protocol: /^https$/, error: "must be an https:// URL of a script" })
      .max(1000)
      .refine((u) => !new URL(u).username && !new URL(u).password, {
        error: "must not hold a user or password",
      })
      .optional(),
  ),
});

function trustProxyConfig(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((v) => v.trim());
}

/** Vipps MobilePay's keys of one sales unit and where its API answers (issue 33). */
export interface VippsConfig {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  /** apitest.vipps.no (test) or api.vipps.no (production); VIPPS_API_URL (a stand-in) instead when set. */
  apiUrl: string;
}

const vippsKeys = ["VIPPS_CLIENT_ID", "VIPPS_CLIENT_SECRET", "VIPPS_SUBSCRIPTION_KEY", "VIPPS_MSN"] as const;

/** Vipps when all four keys are set, none when none is; some of them is a mistake the shop refuses to start with. */
function vippsConfig(e: z.infer<typeof envSchema>): VippsConfig | undefined {
  const missing = vippsKeys.filter((key) => e[key] === undefined);
  if (missing.length === vippsKeys.length) return undefined;
  const [first] = missing;
  if (first !== undefined) {
    throw new ConfigError(first, `must be set with the other VIPPS_* keys: ${vippsKeys.join(", ")}`);
  }
  const own = e.VIPPS_ENV === "production" ? "https://api.vipps.no" : "https://apitest.vipps.no";
  return {
    clientId: e.VIPPS_CLIENT_ID ?? "",
    clientSecret: e.VIPPS_CLIENT_SECRET ?? "",
    subscriptionKey: e.VIPPS_SUBSCRIPTION_KEY ?? "",
    merchantSerialNumber: e.VIPPS_MSN ?? "",
    apiUrl: (e.VIPPS_API_URL ?? own).replace(/\/$/, ""),
  };
}

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (e.S3_BUCKET === undefined) {
    for (const name of ["S3_REGION", "S3_ENDPOINT"] as const) {
      if (e[name] !== undefined) throw new ConfigError(name, "is set but S3_BUCKET is not");
    }
    return { kind: "local", dir: path.join(dataDir, "files") };
  }
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    // Most S3-compatible servers ignore the region, but the SDK needs one to sign.
    region: e.S3_REGION ?? e.AWS_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { kind: "pglite", dataDir: path.join(dataDir, "db") };
  if (url === "memory://") return { kind: "memory" };
  return { kind: "postgres", url };
}

/** Whether a URL is an origin and nothing more (a trailing slash is allowed: the start strips it). */
function isOriginOnly(url: string): boolean {
  const parsed = new URL(url);
  return (
    parsed.pathname === "/" &&
    parsed.search === "" &&
    parsed.hash === "" &&
    parsed.username === "" &&
    parsed.password === "" &&
    !/[?#]/.test(url)
  );
}

/**
 * A production shop takes real parents' data and money: it must be reachable only over https, able to send mail
 * (password resets, order confirmations) and able to take a payment through a real provider.
 */
function refuseUnsafeProduction(e: z.infer<typeof envSchema>): void {
  if (e.PUBLIC_URL === undefined) {
    throw new ConfigError("PUBLIC_URL", "must be set in production (the shop's https:// address)");
  }
  if (!isOriginOnly(e.PUBLIC_URL)) {
    throw new ConfigError(
      "PUBLIC_URL",
      "must be an origin only in production: scheme, host and port (e.g. https://foto.example.no), without a path, query, fragment, user or password; the shop's links and its origin check are built from it",
    );
  }
  if (!e.PUBLIC_URL.startsWith("https://") && !e.ALLOW_INSECURE_PUBLIC_URL) {
    throw new ConfigError(
      "PUBLIC_URL",
      "must be an https:// address in production (set ALLOW_INSECURE_PUBLIC_URL=true only if TLS is terminated in front of the shop)",
    );
  }
  if (e.TRUST_PROXY === "true") {
    throw new ConfigError(
      "TRUST_PROXY",
      "must not be true in production: it believes every X-Forwarded-For, so any client picks the address the rate limits count. Give the number of proxies in front of the shop (e.g. 1) or their addresses or ranges (e.g. 10.0.0.2 or 10.0.0.0/8)",
    );
  }
  if (e.SMTP_URL === undefined) {
    throw new ConfigError(
      "SMTP_URL",
      "must be set in production: the shop sends password resets and receipts",
    );
  }
  if (e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET === undefined) {
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET",
      "must be set in production when STRIPE_SECRET_KEY is: without it a payment made on Stripe's page may never reach the shop",
    );
  }
  if (e.STRIPE_API_URL !== undefined && !e.STRIPE_API_URL.startsWith("https:")) {
    throw new ConfigError(
      "STRIPE_API_URL",
      "must be an https:// address in production: the secret key and the payments travel over it",
    );
  }
  if (e.VIPPS_API_URL !== undefined && !e.VIPPS_API_URL.startsWith("https:")) {
    throw new ConfigError(
      "VIPPS_API_URL",
      "must be an https:// address in production: the API keys and the payments travel over it",
    );
  }
  if (e.STRIPE_SECRET_KEY === undefined && !e.INVOICE_ENABLED && vippsConfig(e) === undefined) {
    throw new ConfigError(
      "STRIPE_SECRET_KEY",
      "or the VIPPS_* keys or INVOICE_ENABLED=true must be set in production: the test card and the simulated mobile payment exist only in the demo",
    );
  }
}

/** The four secrets every process of one shop must share. */
export const secretNames = [
  "sessionSecret",
  "signingSecret",
  "accessCodeSecret",
  "dataEncryptionKey",
] as const;
export type SecretName = (typeof secretNames)[number];
export type ShopSecrets = Pick<Config, SecretName>;

/** The variable that sets each secret. */
export const secretVariables: Record<SecretName, string> = {
  sessionSecret: "SESSION_SECRET",
  signingSecret: "SIGNING_SECRET",
  accessCodeSecret: "ACCESS_CODE_SECRET",
  dataEncryptionKey: "DATA_ENCRYPTION_KEY",
};

/**
 * The configuration the environment gives. The secrets it does not give come from the database
 * (platform/shop-secrets.ts), so they are only known once the database is open and migrated.
 */
export type EnvironmentConfig = Omit<Config, SecretName> & { givenSecrets: Partial<ShopSecrets> };

/** The whole configuration when the environment gives every secret (the tests); otherwise names the first missing. */
export function requireGivenSecrets(config: EnvironmentConfig): Config {
  const { givenSecrets, ...rest } = config;
  const secrets: Partial<ShopSecrets> = {};
  for (const name of secretNames) {
    const value = givenSecrets[name];
    if (value === undefined) throw new ConfigError(secretVariables[name], "must be set");
    secrets[name] = value;
  }
  return { ...rest, ...(secrets as ShopSecrets) };
}

/**
 * The configuration of this process's environment. The server's code reads `process.env` here and nowhere else
 * (environment-reads.test.ts), so that every setting is parsed, checked and documented in one place.
 */
export function loadProcessConfig(): EnvironmentConfig {
  return loadConfig(process.env);
}

export function loadConfig(env: NodeJS.ProcessEnv): EnvironmentConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    throw new ConfigError(variable, `(${issue?.message ?? "invalid value"})`);
  }
  const e = parsed.data;
  if (e.SHOP_MODE === "production") refuseUnsafeProduction(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const host = new URL(publicUrl).hostname;
  const given: Partial<ShopSecrets> = {
    sessionSecret: e.SESSION_SECRET,
    signingSecret: e.SIGNING_SECRET,
    accessCodeSecret: e.ACCESS_CODE_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
  };
  return {
    mode: e.SHOP_MODE,
    isDemo: e.SHOP_MODE === "demo",
    demoPictureScale: e.DEMO_PICTURE_SCALE,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: databaseConfig(e.DATABASE_URL, dataDir),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Photo shop <no-reply@${host === "localhost" ? "localhost.localdomain" : host}>`,
    nodeEnv: e.NODE_ENV,
    givenSecrets: Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== undefined),
    ) as Partial<ShopSecrets>,
    storage: storageConfig(e, dataDir),
    paymentExpiryMs: e.PAYMENT_EXPIRY_MINUTES * minute,
    reminderIntervalMs: e.REMINDER_INTERVAL_MINUTES === 0 ? null : e.REMINDER_INTERVAL_MINUTES * minute,
    invoiceEnabled: e.SHOP_MODE === "demo" || e.INVOICE_ENABLED,
    invoiceMaxAmount: e.INVOICE_MAX_AMOUNT * 100,
    openApiDocs: e.SHOP_MODE === "demo" || e.OPENAPI_DOCS,
    allowInsecurePublicUrl: e.ALLOW_INSECURE_PUBLIC_URL,
    rateLimits: withPerAddressFactor(defaultRateLimits, e.PER_ADDRESS_LIMITS_FACTOR),
    sessionIdleMs: 7 * day,
    sessionAbsoluteMs: 30 * day,
    secureCookies: publicUrl.startsWith("https:"),
    trustProxy: trustProxyConfig(e.TRUST_PROXY),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL,
    vipps: vippsConfig(e),
    operatorToken: e.OPERATOR_TOKEN,
    consentScriptUrl: e.CONSENT_SCRIPT_URL ?? null,
  };
}
