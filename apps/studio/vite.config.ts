/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.SHOP_API_URL ?? "http://localhost:3000";

/**
 * The studio (issue 30): its own entry and bundle at /studio/, so nothing of it reaches a parent's page. In
 * development Vite serves it with hot reload and passes the API calls to the server.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: "/studio/",
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: { "/api": { target: apiTarget, changeOrigin: false }, "/dev": { target: apiTarget } },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: false,
  },
  test: {
    name: "studio",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // The files share a worker's modules and document, as the web app's do (see the root vitest.config.ts); none
    // replaces a module (vi.mock), which would reach the others.
    isolate: false,
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
