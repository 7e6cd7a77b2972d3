import "@testing-library/jest-dom/vitest";
import "../lib/i18n.ts";
import { preloadDialog } from "@shop/ui/Dialog";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { changeLanguage, loadAllTexts } from "../lib/i18n.ts";
import { queryClient } from "../lib/query-client.ts";

// How long findBy and waitFor wait before they fail, for every test. Route pages load lazily, and their first transform
// in a cold run takes longer than the library's default second; on a machine that ran 5–8× slower than the usual one
// (2026-11-27) a screen's first answer took several seconds, and a lazy checkout page's first one 11 s while another
// test run shared the cores. A passing test waits only as long as it must.
configure({ asyncUtilTimeout: 15_000 });

// The app's client retries a failed read as the running app does, but at once: its backoff (1 s, then 2 s) only made
// each test of an error state wait 3 s (about 50 s of the unit suite's 550).
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

beforeAll(() => Promise.all([preloadDialog(), loadAllTexts()]));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await changeLanguage("en");
});

// The files of this project share a worker's document (isolate: false in vite.config.ts): what a test adds to the
// head (preload links, a page's title) goes with it, so no file sees another's.
const headAtStart = new Set(document.head.childNodes);

afterEach(() => {
  cleanup();
  queryClient.clear();
  for (const node of [...document.head.childNodes]) if (!headAtStart.has(node)) node.remove();
  document.title = "";
});

// jsdom has no ResizeObserver; radix measures a few controls with it.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
