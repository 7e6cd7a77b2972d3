import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { createShopContent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";

const scriptUrl = "https://analytics.example.com/v2/tag.js";

function cspOf(headers: Record<string, unknown>): Map<string, string[]> {
  const csp = String(headers["content-security-policy"]);
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("an operator's consent-gated script", () => {
  let plain: TestApp;
  let withScript: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    withScript = await createTestApp({ env: { CONSENT_SCRIPT_URL: scriptUrl } });
    await createShopContent(plain);
    await createShopContent(withScript);
  });
  afterAll(async () => {
    await plain.close();
    await withScript.close();
  });

  it("by default the shop names none and its CSP allows only itself", async () => {
    const res = await plain.app.inject({ method: "GET", url: "/api/webshop/settings" });
    expect(res.json().consent).toEqual({ scriptUrl: null });
    const csp = cspOf(res.headers);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("a configured script is in the settings, and the CSP allows exactly its origin", async () => {
    const res = await withScript.app.inject({ method: "GET", url: "/api/webshop/settings" });
    expect(res.json().consent).toEqual({ scriptUrl });
    const csp = cspOf(res.headers);
    expect(csp.get("script-src")).toEqual(["'self'", "https://analytics.example.com"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://analytics.example.com"]);
    expect(csp.get("img-src")).not.toContain("https://analytics.example.com");
  });

  it("only an https URL is accepted", () => {
    for (const bad of [
      "http://analytics.example.com/tag.js",
      "javascript:alert(1)",
      "https://u:p@a.example.com/t.js",
    ]) {
      expect(() => loadConfig({ CONSENT_SCRIPT_URL: bad, NODE_ENV: "test" })).toThrow(ConfigError);
    }
    expect(loadConfig({ CONSENT_SCRIPT_URL: scriptUrl, NODE_ENV: "test" }).consentScriptUrl).toBe(scriptUrl);
  });
});
