import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, requireGivenSecrets } from "./config.ts";

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "shop-config-"));
}

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(dir);
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.join(dir, "db") });
    expect(config.nodeEnv).toBe("development");
    expect(config.secureCookies).toBe(false);
    expect(config.sessionIdleMs).toBe(7 * 24 * 3600 * 1000);
    expect(config.sessionAbsoluteMs).toBe(30 * 24 * 3600 * 1000);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toContain("@");
  });

  it("resolves a relative data directory to an absolute path", () => {
    const config = loadConfig({
      DATA_DIR: "./some-data",
      // Every secret given, so nothing is written into the working directory.
      SESSION_SECRET: "s".repeat(32),
      SIGNING_SECRET: "t".repeat(32),
      ACCESS_CODE_SECRET: "u".repeat(32),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64url"),
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(path.resolve("some-data"));
  });

  it("derives the public address from the port and marks https as secure", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
    const secure = loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://shop.example.no/" });
    expect(secure.publicUrl).toBe("https://shop.example.no");
    expect(secure.secureCookies).toBe(true);
  });

  it("chooses the database from DATABASE_URL", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: "memory://" }).database).toEqual({ kind: "memory" });
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: "postgres://u:p@localhost:5432/shop" }).database,
    ).toEqual({
      kind: "postgres",
      url: "postgres://u:p@localhost:5432/shop",
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PUBLIC_URL", "not a url"],
    ["DATABASE_URL", "mysql://localhost/shop"],
    ["SMTP_URL", "http://mail"],
    ["NODE_ENV", "staging"],
    ["SESSION_SECRET", "short"],
    ["DATA_ENCRYPTION_KEY", "not-thirty-two-bytes"],
  ])("a bad %s stops the start with a message naming it", (variable, value) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), [variable]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(variable);
  });

  it("leaves the secrets the environment does not give to the database and writes no file for them", () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, SIGNING_SECRET: "b".repeat(40) });
    expect(config.givenSecrets).toEqual({ signingSecret: "b".repeat(40) });
    expect(existsSync(path.join(dir, "secrets.json"))).toBe(false);
  });

  it("gives the whole configuration when the environment sets every secret, and names the first one missing", () => {
    const env = {
      DATA_DIR: tempDir(),
      SESSION_SECRET: "a".repeat(40),
      SIGNING_SECRET: "b".repeat(40),
      ACCESS_CODE_SECRET: "c".repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64url"),
    };
    const config = requireGivenSecrets(loadConfig(env));
    expect(config.sessionSecret).toBe("a".repeat(40));
    expect(config.signingSecret).toBe("b".repeat(40));
    expect(config.accessCodeSecret).toBe("c".repeat(40));
    expect(config.dataEncryptionKey).toBe(env.DATA_ENCRYPTION_KEY);
    const partial = () => requireGivenSecrets(loadConfig({ ...env, ACCESS_CODE_SECRET: undefined }));
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow("ACCESS_CODE_SECRET");
  });

  it("trusts no proxy unless TRUST_PROXY names one, and refuses a value it cannot read", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
  });

  it("has a limit for every guessable input", () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    for (const name of [
      "codeEntryPerIp",
      "codeEntryPerSession",
      "codeEntryGlobal",
      "signInPerAccount",
      "signInPerAccountAndAddress",
      "signInPerIp",
      "resetRequestPerIp",
      "resetRequestPerEmail",
      "registrationPerIp",
      "voucherPerIp",
    ] as const) {
      expect(config.rateLimits[name].max).toBeGreaterThan(0);
      expect(config.rateLimits[name].windowMs).toBeGreaterThan(0);
    }
  });

  it("multiplies only the per-address limits by PER_ADDRESS_LIMITS_FACTOR, and refuses a factor out of 1–100", () => {
    const dir = tempDir();
    const plain = loadConfig({ DATA_DIR: dir }).rateLimits;
    const shared = loadConfig({ DATA_DIR: dir, PER_ADDRESS_LIMITS_FACTOR: "10" }).rateLimits;
    for (const name of Object.keys(plain) as Array<keyof typeof plain>) {
      const factor = name.endsWith("PerIp") ? 10 : 1;
      const limit = plain[name];
      expect(limit, name).toBeDefined();
      if (limit) expect(shared[name], name).toEqual({ ...limit, max: limit.max * factor });
    }
    for (const bad of ["0", "101", "2.5", "many"]) {
      expect(() => loadConfig({ DATA_DIR: dir, PER_ADDRESS_LIMITS_FACTOR: bad })).toThrow(
        /PER_ADDRESS_LIMITS_FACTOR/,
      );
    }
  });
});

describe("the two modes", () => {
  /** What a production shop needs at least: https, mail and a real payment method. */
  const production = {
    SHOP_MODE: "production",
    PUBLIC_URL: "https://foto.example.no",
    SMTP_URL: "smtp://user:pass@mail.example.no:587",
    STRIPE_SECRET_KEY: "sk_live_abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
  };

  it("is the demo when SHOP_MODE is not set, with the test tools on", () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.mode).toBe("demo");
    expect(config.isDemo).toBe(true);
    expect(config.invoiceEnabled).toBe(true);
    expect(config.openApiDocs).toBe(true);
    expect(config.paymentExpiryMs).toBe(30 * 60_000);
  });

  it("sends reminders every 15 minutes unless REMINDER_INTERVAL_MINUTES says otherwise; 0 turns the timer off", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).reminderIntervalMs).toBe(15 * 60_000);
    expect(loadConfig({ DATA_DIR: tempDir(), ...production }).reminderIntervalMs).toBe(15 * 60_000);
    expect(loadConfig({ DATA_DIR: tempDir(), REMINDER_INTERVAL_MINUTES: "60" }).reminderIntervalMs).toBe(
      60 * 60_000,
    );
    expect(loadConfig({ DATA_DIR: tempDir(), REMINDER_INTERVAL_MINUTES: "0" }).reminderIntervalMs).toBeNull();
    expect(() => loadConfig({ DATA_DIR: tempDir(), REMINDER_INTERVAL_MINUTES: "-5" })).toThrow(
      "REMINDER_INTERVAL_MINUTES",
    );
  });

  it("starts in production with https, mail and a real payment method, with the test tools off", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ...production });
    expect(config.mode).toBe("production");
    expect(config.isDemo).toBe(false);
    expect(config.invoiceEnabled).toBe(false);
    expect(config.openApiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ...production, OPENAPI_DOCS: "true" }).openApiDocs).toBe(true);
  });

  it.each([
    ["PUBLIC_URL", { PUBLIC_URL: undefined }],
    ["PUBLIC_URL", { PUBLIC_URL: "http://foto.example.no" }],
    ["PUBLIC_URL", { PUBLIC_URL: "https://foto.example.no/shop" }],
    ["PUBLIC_URL", { PUBLIC_URL: "https://foto.example.no/?ref=1" }],
    ["PUBLIC_URL", { PUBLIC_URL: "https://foto.example.no/#top" }],
    ["PUBLIC_URL", { PUBLIC_URL: "https://kari:secret@foto.example.no" }],
    ["TRUST_PROXY", { TRUST_PROXY: "true" }],
    ["SMTP_URL", { SMTP_URL: undefined }],
    ["STRIPE_WEBHOOK_SECRET", { STRIPE_WEBHOOK_SECRET: undefined }],
    ["STRIPE_SECRET_KEY", { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined }],
    ["STRIPE_API_URL", { STRIPE_API_URL: "http://127.0.0.1:4242" }],
  ])("production refuses to start without a safe %s, naming it", (variable, change) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), ...production, ...change });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(variable);
  });

  it("takes STRIPE_API_URL as protocol, host and port of a stand-in (https only in production), never with a path", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), STRIPE_API_URL: "http://127.0.0.1:4242" }).stripeApiUrl).toBe(
      "http://127.0.0.1:4242",
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...production, STRIPE_API_URL: "https://stripe.internal" })
        .stripeApiUrl,
    ).toBe("https://stripe.internal");
    expect(() => loadConfig({ DATA_DIR: tempDir(), STRIPE_API_URL: "http://127.0.0.1:4242/v1" })).toThrow(
      "STRIPE_API_URL",
    );
  });

  describe("Vipps MobilePay (issue 33)", () => {
    const keys = {
      VIPPS_CLIENT_ID: "client",
      VIPPS_CLIENT_SECRET: "secret",
      VIPPS_SUBSCRIPTION_KEY: "subscription",
      VIPPS_MSN: "123456",
    };

    it("is on with all four keys, at Vipps's test or production address or a stand-in's", () => {
      expect(loadConfig({ DATA_DIR: tempDir() }).vipps).toBeUndefined();
      expect(loadConfig({ DATA_DIR: tempDir(), ...keys }).vipps).toEqual({
        clientId: "client",
        clientSecret: "secret",
        subscriptionKey: "subscription",
        merchantSerialNumber: "123456",
        apiUrl: "https://apitest.vipps.no",
      });
      expect(loadConfig({ DATA_DIR: tempDir(), ...keys, VIPPS_ENV: "production" }).vipps?.apiUrl).toBe(
        "https://api.vipps.no",
      );
      expect(
        loadConfig({ DATA_DIR: tempDir(), ...keys, VIPPS_API_URL: "http://127.0.0.1:4243/" }).vipps?.apiUrl,
      ).toBe("http://127.0.0.1:4243");
    });

    it("refuses some of the keys without the others, naming the first missing", () => {
      const run = () => loadConfig({ DATA_DIR: tempDir(), ...keys, VIPPS_SUBSCRIPTION_KEY: undefined });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow("VIPPS_SUBSCRIPTION_KEY");
    });

    it("is production's way to pay by itself, and production refuses an http VIPPS_API_URL", () => {
      const vippsOnly = {
        ...production,
        ...keys,
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
      };
      expect(loadConfig({ DATA_DIR: tempDir(), ...vippsOnly }).vipps?.apiUrl).toBe(
        "https://apitest.vipps.no",
      );
      const run = () =>
        loadConfig({ DATA_DIR: tempDir(), ...vippsOnly, VIPPS_API_URL: "http://127.0.0.1:4243" });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow("VIPPS_API_URL");
    });
  });

  it("production takes PUBLIC_URL as an origin with a port, and TRUST_PROXY as hops or proxy addresses", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ...production,
      PUBLIC_URL: "https://foto.example.no:8443/",
      TRUST_PROXY: "1",
    });
    expect(config.publicUrl).toBe("https://foto.example.no:8443");
    expect(config.trustProxy).toBe(1);
    const behind = loadConfig({ DATA_DIR: tempDir(), ...production, TRUST_PROXY: "10.0.0.0/8" });
    expect(behind.trustProxy).toEqual(["10.0.0.0/8"]);
  });

  it("says why production refuses TRUST_PROXY=true and a PUBLIC_URL with a path", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...production, TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY must not be true in production.*number of proxies/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), ...production, PUBLIC_URL: "https://foto.example.no/shop" }),
    ).toThrow(/PUBLIC_URL must be an origin only in production/);
  });

  it("production takes an http address only with the explicit override, and invoice as its payment method", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ...production,
      PUBLIC_URL: "http://foto.internal",
      ALLOW_INSECURE_PUBLIC_URL: "true",
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      INVOICE_ENABLED: "true",
      INVOICE_MAX_AMOUNT: "3000",
    });
    expect(config.publicUrl).toBe("http://foto.internal");
    expect(config.invoiceEnabled).toBe(true);
    expect(config.invoiceMaxAmount).toBe(300_000);
  });

  it("chooses S3 storage when S3_BUCKET is set and refuses S3 settings without a bucket", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: "local", dir: path.join(dir, "files") });
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: "photos",
        S3_ENDPOINT: "http://127.0.0.1:4569",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "photos",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:4569",
      forcePathStyle: true,
    });
    expect(
      loadConfig({ DATA_DIR: dir, S3_BUCKET: "photos", AWS_REGION: "eu-north-1" }).storage,
    ).toMatchObject({
      region: "eu-north-1",
    });
    expect(
      loadConfig({ DATA_DIR: dir, S3_BUCKET: "photos", AWS_REGION: "eu-north-1", S3_REGION: "eu-west-1" })
        .storage,
    ).toMatchObject({ region: "eu-west-1" });
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: "http://127.0.0.1:4569" })).toThrow(/S3_ENDPOINT/);
  });
});
