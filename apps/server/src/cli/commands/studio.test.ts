import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import type { RunningShop } from "../command.ts";
import { studioCommands } from "./studio.ts";

const token = randomBytes(32).toString("base64url");

/** The link `studio owner` printed, and whom the shop says it is for. */
async function printedLink(t: TestApp, lines: string[]): Promise<{ email: string }> {
  const url = lines.find((line) => line.startsWith(t.config.publicUrl));
  expect(url, lines.join("\n")).toBeDefined();
  const setupToken = new URL(String(url)).searchParams.get("token");
  const answer = await t.app.inject({ method: "GET", url: `/api/studio/setup/${setupToken}` });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe("npm run shop -- studio owner", () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  async function run(open: Parameters<typeof studioCommands>[0], email: string): Promise<string[]> {
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(String(line)));
    try {
      const [command] = studioCommands(open);
      await command?.run([email]);
    } finally {
      log.mockRestore();
    }
    return lines;
  }

  it("makes an owner and prints a set-up link that opens", async () => {
    const lines = await run((work) => work({ db: t.db, config: t.config }), "Owner.One@Example.com");
    expect(lines[0]).toMatch(/^Made the studio owner owner\.one@example\.com/);
    expect(await printedLink(t, lines)).toMatchObject({ email: "owner.one@example.com" });
  });

  it("goes through the running shop's operator route while the shop holds the embedded database", async () => {
    const shop: RunningShop = { baseUrl, token, publicUrl: t.config.publicUrl };
    const lines = await run(async (_work, whileShopRuns) => {
      if (!whileShopRuns?.viaShop) throw new Error("the command has no way through the running shop");
      return whileShopRuns.viaShop(shop);
    }, "owner.two@example.com");
    expect(lines).toContain("  (issued by the running shop, through its operator route)");
    expect(await printedLink(t, lines)).toMatchObject({ email: "owner.two@example.com" });
  });
});
