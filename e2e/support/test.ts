import { createHash } from "node:crypto";
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** Signs the browser out by forgetting its cookies. */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
}

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

/**
 * The header a browser sends with every state-changing call of the shop's own pages. The server refuses such a call
 * without it (403 cross_site), and Playwright's request API does not add it, so setup calls pass it themselves.
 */
export function fromShop(): { origin: string } {
  const { baseURL } = test.info().project.use;
  if (baseURL === undefined) throw new Error("the Playwright project has no baseURL");
  return { origin: new URL(baseURL).origin };
}
