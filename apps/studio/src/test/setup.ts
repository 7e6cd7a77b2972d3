import "@testing-library/jest-dom/vitest";
import { preloadDialog } from "@shop/ui/Dialog";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { changeLanguage } from "../lib/i18n.ts";
import { queryClient } from "../lib/query-client.ts";

configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => preloadDialog());

beforeEach(async () => {
  localStorage.clear();
  await changeLanguage("en", false);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
});
