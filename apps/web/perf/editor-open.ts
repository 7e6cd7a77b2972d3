/**
 * How long the template editor takes to open from a template list (issue 28): a new parent of a running shop (code
 * EMMA2026 of the demo, or CODE) looks at a list for a moment, taps a design, and the script times the tap to the
 * editor's tools (the first frame a parent can use) and to the complete first frame (its pictures drawn, its fonts
 * loaded). Optionally under Chrome's 4× CPU slowdown and Lighthouse's mobile network (150 ms round trips, 1.6 Mbit/s).
 *
 * `node apps/web/perf/editor-open.ts [runs] [--cpu 4] [--network]` against BASE (http://127.0.0.1:3000); the shop
 * must trust the loopback proxy (TRUST_PROXY=127.0.0.1), since every run registers a parent of its own address.
 */
import { chromium } from "@playwright/test";
import { ensureChromium } from "../../../scripts/ensure-chromium.ts";

const base = process.env.BASE ?? "http://127.0.0.1:3000";
const code = process.env.CODE ?? "EMMA2026";
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const cpu = args.includes("--cpu") ? Number(args[args.indexOf("--cpu") + 1]) : 1;
const network = args.includes("--network");
const list = { path: "/templates/cards/cards-15x15", group: "Card 15x15", design: "Christmas card" };

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const results: Array<{ tools: number; complete: number }> = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "cookie_consent", value: "0", url: base }]);
    const address = `10.77.${run % 250}.${Math.floor(Math.random() * 250) + 1}`;
    const headers = { origin: new URL(base).origin, "x-forwarded-for": address };
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    const verified = await context.request.get("/ajax/prophoto/verify_subject_code.php", {
      params: { code },
      headers,
    });
    if (!verified.ok()) throw new Error(await verified.text());
    const password = `pw-${Math.random().toString(36).slice(2, 12)}`;
    const made = await context.request.post("/ajax/create.php", {
      headers,
      data: {
        email: `editor-open-${Date.now()}-${run}@example.com`,
        code,
        mobile: "+4791234567",
        password,
        confirm_password: password,
        acceptmail: false,
        termsofservice: true,
      },
    });
    if (!made.ok()) throw new Error(await made.text());
    const cdp = await context.newCDPSession(page);
    await page.goto(list.path);
    const tile = page.getByRole("region", { name: list.group }).getByRole("link", { name: list.design });
    await tile.waitFor();
    // A parent looks at the list for a moment: what the page loads later (after 2.5 s) is in.
    await page.waitForTimeout(3_000);
    await page.waitForLoadState("networkidle");
    if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    if (network) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    const start = Date.now();
    await tile.click();
    await page.getByRole("toolbar", { name: "Editor tools" }).getByRole("button").first().waitFor();
    const tools = Date.now() - start;
    // Every picture of the preview loaded, and every family its texts use registered.
    await page.waitForFunction(
      () => {
        const svg = document.querySelector('[role="img"] svg');
        if (!svg) return false;
        const loaded = new Set(performance.getEntriesByType("resource").map((e) => e.name));
        const pictures = [...svg.querySelectorAll("image")].every((i) =>
          loaded.has(new URL(i.getAttribute("href") ?? "", location.href).href),
        );
        const families = [...svg.querySelectorAll("text")].map((t) =>
          (t.getAttribute("font-family") ?? "").replace(/['"]/g, ""),
        );
        const faces = new Set(
          [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/['"]/g, "")),
        );
        return pictures && families.every((f) => f === "" || faces.has(f));
      },
      undefined,
      { polling: 50, timeout: 60_000 },
    );
    results.push({ tools, complete: Date.now() - start });
    console.log(`run ${run + 1}: tools ${tools} ms, complete ${Date.now() - start} ms`);
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `median of ${runs} (cpu ${cpu}×${network ? ", mobile network" : ""}): tools ${median(results.map((r) => r.tools))} ms, complete ${median(results.map((r) => r.complete))} ms`,
);
