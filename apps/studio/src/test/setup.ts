import "@testing-library/jest-dom/vitest";
import { preloadDialog } from "@shop/ui/Dialog";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { changeLanguage } from "../lib/i18n.ts";
import { queryClient } from "../lib/query-client.ts";

configure({ asyncUtilTimeout: 15_000 });

// The app's client retries a failed read as the running app does, but at once: its backoff (1 s, then 2 s) only made
// each test of an error state wait 3 s (about 50 s of the unit suite's 550).
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

beforeAll(() => preloadDialog());

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await changeLanguage("en", false);
});

// The files of this project share a worker's document (isolate: false in vite.config.ts): what a test adds to the
// head goes with it, so no file sees another's.
const headAtStart = new Set(document.head.childNodes);

afterEach(() => {
  cleanup();
  queryClient.clear();
  for (const node of [...document.head.childNodes]) if (!headAtStart.has(node)) node.remove();
  document.title = "";
});
