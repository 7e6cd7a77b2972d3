/**
 * The image screen's crop drag under a slow phone's conditions (issue 11: 60 frames per second under 4× CPU
 * throttling): the screen alone on its harness page (apps/web/src/shared/template-editor/image/harness), 360 px with touch,
 * Chrome's CPU slowed 4×, a synthetic finger drag of about 2 s through CDP, frames counted with
 * requestAnimationFrame. Prints the frame rate of each run and their median; with `--screenshots DIR` it also saves
 * the screen at 360 px (touch) and 1280 px. `node apps/web/perf/image-crop-fps.ts [runs] [--production] [--screenshots DIR]`; --production measures
 * the harness's production build (React's production build), as a parent's phone runs the shop, instead of Vite's dev
 * server
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, createServer, preview as previewServer } from "vite";
import { ensureChromium } from "../../../scripts/ensure-chromium.ts";
import { wholeJson } from "../vite-plugins/whole-json.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const port = Number(process.env.PORT ?? 4413);
const args = process.argv.slice(2);
const shotsAt = args.includes("--screenshots") ? args[args.indexOf("--screenshots") + 1] : undefined;
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const production = args.includes("--production");
const harnessPath = "src/shared/template-editor/image/harness/index.html";
const harness = `http://127.0.0.1:${port}/${harnessPath}`;

interface Run {
  fps: number;
  frames: number;
  seconds: number;
  worstMs: number;
  over20ms: number;
  /** Where the long frames fell: each one's index among the frames of the run. */
  longAt: string;
  moves: number;
  transforms: number;
  committed: boolean;
  /** Main-thread work during the drag (CDP Performance metrics): seconds of tasks and scripts, layouts done. */
  taskSeconds: number;
  scriptSeconds: number;
  layouts: number;
  styleSeconds: number;
  /** React commits from the touch's start to its end (the end commits the crop). */
  commits: number;
}

type Metrics = Record<string, number>;

async function openScreen(browser: Browser, width: number, touch: boolean, query = ""): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: touch ? 760 : 860 },
    hasTouch: touch,
    isMobile: touch,
    deviceScaleFactor: touch ? 2 : 1,
  });
  const page = await context.newPage();
  await page.goto(`${harness}${query}`);
  await page.getByRole("heading", { name: "Image" }).waitFor();
  if (!query.includes("empty=1")) {
    await page.getByTestId("crop-frame").waitFor();
    await page.waitForFunction(() => !document.querySelector("[data-testid=picture-loading]"));
  }
  return page;
}

async function measureDrag(browser: Browser, drag = true): Promise<Run> {
  const page = await openScreen(browser, 360, true);
  // Zoomed in, the crop has room to follow the finger both ways.
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  const box = await page.getByTestId("crop-frame").boundingBox();
  if (!box) throw new Error("no crop frame");
  const before = await page.getByTestId("crop-frame").getAttribute("data-crop");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Performance.enable");
  const metrics = async (): Promise<Metrics> =>
    Object.fromEntries(
      (await cdp.send("Performance.getMetrics")).metrics.map((m: { name: string; value: number }) => [
        m.name,
        m.value,
      ]),
    );
  await page.evaluate(() => {
    const state = { frames: [] as number[], transforms: 0, on: true };
    (window as unknown as { fps: typeof state }).fps = state;
    // The picture's style changes are counted by an observer, not read in the frame loop (reading a style
    // serialises it, which would cost the frames being measured).
    const image = document.querySelector<HTMLImageElement>("[data-testid=crop-frame] img");
    if (image) {
      new MutationObserver((changes) => {
        state.transforms += changes.length;
      }).observe(image, { attributes: true, attributeFilter: ["style"] });
    }
    const tick = (now: number) => {
      if (!state.on) return;
      state.frames.push(now);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }],
    });
  await page.evaluate(() => {
    (window as unknown as { fps: { frames: number[] } }).fps.frames.length = 0;
  });
  if (process.env.CROP_PROFILE) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  if (process.env.CROP_INPUT_ONLY) {
    // The cost of the touch input alone: the moves never reach the screen's gesture handler.
    await page.evaluate(() =>
      window.addEventListener("pointermove", (e) => e.stopImmediatePropagation(), true),
    );
  }
  const startMetrics = await metrics();
  const commitsBefore = await page.evaluate(
    () => (window as unknown as { harnessCommits: number }).harnessCommits,
  );
  if (drag) await touch("touchStart", cx, cy);
  const started = Date.now();
  let moves = 0;
  let x = cx;
  let y = cy;
  while (!drag && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 50));
  while (drag && Date.now() - started < 2000) {
    const t = (Date.now() - started) / 1000;
    x = cx + 50 * Math.sin(2 * Math.PI * t);
    y = cy + 25 * Math.sin(4 * Math.PI * t);
    await touch("touchMove", x, y);
    moves++;
    await new Promise((resolve) => setTimeout(resolve, 8));
  }
  if (drag) await touch("touchEnd", x, y);
  const endMetrics = await metrics();
  if (process.env.CROP_PROFILE) {
    const { profile } = await cdp.send("Profiler.stop");
    await writeFile(process.env.CROP_PROFILE, JSON.stringify(profile));
  }
  const commitsDuring =
    (await page.evaluate(() => (window as unknown as { harnessCommits: number }).harnessCommits)) -
    commitsBefore;
  const spent = (name: string) => (endMetrics[name] ?? 0) - (startMetrics[name] ?? 0);
  const result = await page.evaluate(() => {
    const state = (window as unknown as { fps: { frames: number[]; transforms: number; on: boolean } }).fps;
    state.on = false;
    const frames = state.frames;
    const gaps = frames.slice(1).map((t, i) => t - (frames[i] ?? t));
    return {
      frames: frames.length,
      seconds: ((frames.at(-1) ?? 0) - (frames[0] ?? 0)) / 1000,
      worstMs: Math.max(...gaps),
      over20ms: gaps.filter((gap) => gap > 20).length,
      longAt: gaps.flatMap((gap, i) => (gap > 20 ? [`${i}/${gaps.length}`] : [])).join(" "),
      transforms: state.transforms,
    };
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.waitForTimeout(300);
  const after = await page.getByTestId("crop-frame").getAttribute("data-crop");
  await page.context().close();
  return {
    ...result,
    fps: (result.frames - 1) / result.seconds,
    moves,
    committed: before !== after,
    taskSeconds: spent("TaskDuration"),
    scriptSeconds: spent("ScriptDuration"),
    layouts: spent("LayoutCount"),
    styleSeconds: spent("RecalcStyleDuration"),
    commits: commitsDuring,
  };
}

async function screenshots(browser: Browser, dir: string) {
  const phone = await openScreen(browser, 360, true);
  await phone.screenshot({ path: path.join(dir, "image-screen-360.png"), fullPage: true });
  await phone.getByRole("tab", { name: "Edit image" }).click();
  await phone.getByRole("button", { name: "Sepia" }).click();
  await phone.waitForTimeout(400);
  await phone.screenshot({ path: path.join(dir, "image-screen-360-edit.png"), fullPage: true });
  await phone
    .getByRole("button", { name: /P-1005/ })
    .click()
    .catch(() => undefined);
  await phone.getByRole("tab", { name: "Image inbox" }).click();
  await phone.getByRole("button", { name: /P-1005/ }).click();
  await phone.getByRole("alertdialog").waitFor();
  await phone.screenshot({ path: path.join(dir, "image-screen-360-not-allowed.png"), fullPage: true });
  await phone.context().close();
  const desk = await openScreen(browser, 1280, false, "?fields=6");
  await desk.getByRole("button", { name: "Picture id P-1003" }).click();
  await desk.screenshot({ path: path.join(dir, "image-screen-1280-replace-all.png"), fullPage: true });
  await desk.getByRole("button", { name: "Replace all" }).click();
  await desk.getByRole("application").focus();
  await desk.keyboard.press("+");
  await desk.keyboard.press("ArrowLeft");
  await desk.screenshot({ path: path.join(dir, "image-screen-1280.png"), fullPage: true });
  await desk.context().close();
  const empty = await openScreen(browser, 360, true, "?empty=1");
  await empty.screenshot({ path: path.join(dir, "image-screen-360-empty.png"), fullPage: true });
  await empty.context().close();
}

const web = path.join(root, "apps/web");
let server: { close(): Promise<void> };
if (production) {
  // The production build of the harness alone (React's production build, minified), served as the shop serves files.
  const outDir = await mkdtemp(path.join(os.tmpdir(), "image-harness-"));
  await build({
    configFile: false,
    root: web,
    base: "/",
    plugins: [wholeJson(), react(), tailwindcss()],
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      rolldownOptions: { input: path.join(web, harnessPath) },
    },
  });
  const preview = await previewServer({
    configFile: false,
    root: web,
    build: { outDir },
    preview: { port, host: "127.0.0.1", strictPort: true },
    logLevel: "warn",
  });
  server = { close: () => preview.close() };
} else {
  const dev = await createServer({
    configFile: path.join(web, "vite.config.ts"),
    server: { port, host: "127.0.0.1", strictPort: true },
    logLevel: "warn",
  });
  await dev.listen();
  server = dev;
}
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  if (shotsAt) await screenshots(browser, shotsAt);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await measureDrag(browser);
    results.push(run);
    console.log(
      `run ${i + 1}: ${run.fps.toFixed(1)} fps (${run.frames} frames in ${run.seconds.toFixed(2)} s, worst ${run.worstMs.toFixed(
        1,
      )} ms, ${run.over20ms} over 20 ms (at frame ${run.longAt || "-"}); ${run.moves} touch moves, ${run.transforms} picture style writes, crop committed: ${run.committed}; main thread busy ${run.taskSeconds.toFixed(2)} s, scripts ${run.scriptSeconds.toFixed(2)} s, style ${run.styleSeconds.toFixed(2)} s, ${run.layouts} layouts, ${run.commits} React commits)`,
    );
  }
  const idle = await measureDrag(browser, false);
  console.log(
    `idle page under the same throttling, no drag: ${idle.fps.toFixed(1)} fps (worst ${idle.worstMs.toFixed(1)} ms; main thread busy ${idle.taskSeconds.toFixed(2)} s, style ${idle.styleSeconds.toFixed(2)} s)`,
  );
  const sorted = results.map((r) => r.fps).sort((a, b) => a - b);
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} fps over ${runs} runs (4× CPU throttling, 360 px, touch, ${production ? "production build" : "dev server"})`,
  );
} finally {
  await browser.close();
  await server.close();
}
