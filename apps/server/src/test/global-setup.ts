import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildTemplate, writeTemplate } from "./templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Folder of the migrated database templates; empty when the tests run on PostgreSQL. */
    shopTestTemplates: string;
  }
}

/**
 * Creating and migrating PGlite takes seconds; loading a dump takes a fraction. The templates are made once per
 * test run here, and every test file's createTestApp loads them.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("shopTestTemplates", "");
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-test-templates-"));
  const [plain, seeded] = await Promise.all([buildTemplate("plain"), buildTemplate("seeded")]);
  await writeTemplate(dir, "plain", plain);
  await writeTemplate(dir, "seeded", seeded);
  project.provide("shopTestTemplates", dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
