import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config";
import { createDatabaseTemplates, type DatabaseTemplates } from "./db-template";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Once per run of the server project: the migrated templates each test file copies (an empty
 * one and one with the demo seed), on the PostgreSQL server of DATABASE_URL or as PGlite dumps.
 * test/template-setup.ts hands them to test-app.ts in each file; they are dropped at teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, drop } = await createDatabaseTemplates(process.env.DATABASE_URL || undefined, loadConfig({}));
  project.provide("databaseTemplates", templates);
  return drop;
}
