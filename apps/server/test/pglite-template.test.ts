import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase, queryRows } from "../src/db/client";
import {
  copyPgliteTemplate,
  pgliteTemplateFiles,
  writePgliteTemplate,
  type PgliteTemplateFiles,
} from "../src/db/pglite-template";

// The migrated PGlite data directory the build makes and a first start copies instead of
// running initdb (docs/decisions/0020).
describe("the PGlite template", () => {
  let root: string;
  let files: PgliteTemplateFiles;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "portal-pglite-template-"));
    files = pgliteTemplateFiles(path.join(root, "dist"));
    expect(await writePgliteTemplate(files)).toBe(true);
  }, 180_000);
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("is made once: a build with the same PGlite and migrations keeps it", async () => {
    expect(await writePgliteTemplate(files)).toBe(false);
  });

  it("fills a new data directory with every migration applied, and PGlite opens it with its small buffer cache", async () => {
    const dataDir = path.join(root, "first-start", "pglite");
    expect(await copyPgliteTemplate(files, dataDir)).toBe(true);
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const [applied] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(journal.entries.length);
      const [buffers] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
      expect(buffers?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
    // The second start finds its database and copies nothing over it.
    expect(await copyPgliteTemplate(files, dataDir)).toBe(false);
  });

  it("finishes a copy that was stopped half-way, and leaves any other directory to PGlite", async () => {
    const interrupted = path.join(root, "interrupted", "pglite");
    await mkdir(path.join(interrupted, "base"), { recursive: true });
    await writeFile(path.join(interrupted, ".copying-pglite-template"), "");
    await writeFile(path.join(interrupted, "base", "half-copied"), "x");
    expect(await copyPgliteTemplate(files, interrupted)).toBe(true);
    expect(existsSync(path.join(interrupted, "base", "half-copied"))).toBe(false);
    expect(existsSync(path.join(interrupted, ".copying-pglite-template"))).toBe(false);
    expect(existsSync(path.join(interrupted, "PG_VERSION"))).toBe(true);

    const someoneElses = path.join(root, "other", "pglite");
    await mkdir(someoneElses, { recursive: true });
    await writeFile(path.join(someoneElses, "notes.txt"), "x");
    expect(await copyPgliteTemplate(files, someoneElses)).toBe(false);
    expect(await readdir(someoneElses)).toEqual(["notes.txt"]);
  });

  it("is not used when it was made from other migrations or another PGlite", async () => {
    const key = await readFile(files.key, "utf8");
    await writeFile(files.key, "made from something else");
    try {
      const dataDir = path.join(root, "stale", "pglite");
      expect(await copyPgliteTemplate(files, dataDir)).toBe(false);
      expect(await readdir(path.dirname(dataDir)).catch(() => [])).toEqual([]);
    } finally {
      await writeFile(files.key, key);
    }
  });
});
