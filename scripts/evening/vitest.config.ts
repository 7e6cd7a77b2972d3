import { defineConfig } from "vitest/config";

// The root config's projects do not list scripts/: npx vitest run -c scripts/evening/vitest.config.ts
export default defineConfig({
  test: { name: "scripts", environment: "node", include: ["scripts/**/*.test.ts"], root: "." },
});
