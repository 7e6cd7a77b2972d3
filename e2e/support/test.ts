import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Every test is a parent of its own, on an address of its own: the server trusts the loopback proxy
 * (TRUST_PROXY in playwright.config.ts) and so counts each test's calls against the rate limits apart, as it
 * would count different parents behind the shop's reverse proxy. Without this, all tests share 127.0.0.1 and a
 * growing suite runs into the production limits (20 registrations an hour per address).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
    const address = `10.${hash[0]}.${hash[1]}.${((hash[2] ?? 0) % 254) + 1}`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
});
