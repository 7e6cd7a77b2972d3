import "@testing-library/jest-dom/vitest";
import "../lib/i18n.ts";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { changeLanguage, loadAllTexts } from "../lib/i18n.ts";
import { queryClient } from "../lib/query-client.ts";
import { preloadDialog } from "../ui/Dialog.tsx";

beforeAll(() => Promise.all([preloadDialog(), loadAllTexts()]));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await changeLanguage("en");
});

afterEach(() => {
  cleanup();
  queryClient.clear();
});

// jsdom has no ResizeObserver; radix measures a few controls with it.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
