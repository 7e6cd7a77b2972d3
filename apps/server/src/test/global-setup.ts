import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildPostgresTemplate, dropDatabase } from "./postgres.ts";
import { buildTemplate, writeTemplate } from "./templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** File of the migrated PGlite database dump; empty when the tests run on PostgreSQL. */
    shopTestTemplate: string;
    /** The migrated template database the test apps copy, when the tests run on PostgreSQL. */
    shopTestPostgresTemplate: string;
  }
}

/**
 * Creating and migrating a database takes seconds (PGlite) or half a second (PostgreSQL); loading a PGlite dump or
 * copying a PostgreSQL template takes a fraction. The template is made once per test run here, and every test
 * app's database starts from it. No test app starts from the demo: tests build their own data (decision 0011).
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const template = await buildPostgresTemplate(postgresUrl);
    project.provide("shopTestTemplate", "");
    project.provide("shopTestPostgresTemplate", template);
    return async () => {
      await dropDatabase(postgresUrl, template);
    };
  }
  project.provide("shopTestPostgresTemplate", "");
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-test-templates-"));
  const file = path.join(dir, "db.tar");
  await writeTemplate(file, await buildTemplate());
  project.provide("shopTestTemplate", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
