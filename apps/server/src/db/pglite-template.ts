import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { MIGRATIONS_DIR, openDatabase } from "./client";

/**
 * A PGlite data directory made once by the build (initdb and every migration, no rows) and
 * copied by a first start instead of running initdb: initdb is most of a first start's time, and
 * runs in a second PGlite instance whose memory stays in the process long after it is done
 * (docs/decisions/0020). A plain directory, not a `dumpDataDir` archive: the copy is made by the
 * file system, where unpacking an archive holds it whole in memory. The key names what the
 * template was made from (PGlite's version and the migrations); a template made from anything
 * else is not used, and the start runs initdb.
 */
export interface PgliteTemplateFiles {
  /** The data directory, made by a PGlite that was then closed (a clean shutdown). */
  dir: string;
  /** The key the directory was made under, beside it. */
  key: string;
}

/** Where the build writes the template: beside the bundle. */
export function pgliteTemplateFiles(distDir: string): PgliteTemplateFiles {
  return { dir: path.join(distDir, "pglite-template"), key: path.join(distDir, "pglite-template.key") };
}

// Bumped when the way the template is made changes (not its inputs: those are hashed).
const TEMPLATE_FORMAT = "1";

/** PGlite's version, read from its package.json beside the module Node resolves. */
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** A hash of PGlite's version and the committed migrations (the SQL files and the journal). */
export async function pgliteTemplateKey(migrationsDir = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash("sha256").update(`format ${TEMPLATE_FORMAT}\npglite ${await pgliteVersion()}\n`);
  const sqlFiles = (await readdir(migrationsDir)).filter((name) => name.endsWith(".sql")).sort();
  for (const name of [...sqlFiles, path.join("meta", "_journal.json")]) {
    hash.update(`${name}\n`).update(await readFile(path.join(migrationsDir, name)));
  }
  return hash.digest("hex");
}

/**
 * Writes the template unless the one there was made under the same key. Returns whether it
 * wrote one.
 */
export async function writePgliteTemplate(files: PgliteTemplateFiles): Promise<boolean> {
  const key = await pgliteTemplateKey();
  if ((await readFile(files.key, "utf8").catch(() => "")) === key && existsSync(files.dir)) return false;
  // Key removed first and written last: a build stopped half-way leaves no key that matches.
  await rm(files.key, { force: true });
  const making = `${files.dir}.making`;
  await rm(making, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: making });
  await database.close();
  await rm(files.dir, { recursive: true, force: true });
  await rename(making, files.dir);
  await writeFile(files.key, key);
  return true;
}

// Written into a data directory before a copy and removed after: a directory holding it and no
// PG_VERSION is a copy that was stopped half-way.
const COPYING_MARK = ".copying-pglite-template";

/**
 * Fills `dataDir` from the template when the template is current and `dataDir` is missing or
 * empty (a first start), or holds a copy stopped half-way. The copy is made in place (the
 * directory may be a mount point) with PG_VERSION last: PGlite opens a directory as a database
 * only when PG_VERSION is there. Returns whether it copied.
 */
export async function copyPgliteTemplate(files: PgliteTemplateFiles, dataDir: string): Promise<boolean> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  const interrupted = entries.includes(COPYING_MARK) && !entries.includes("PG_VERSION");
  if (entries.length > 0 && !interrupted) return false;
  const [made, current] = await Promise.all([readFile(files.key, "utf8").catch(() => ""), pgliteTemplateKey()]);
  if (made !== current || !existsSync(files.dir)) return false;
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, COPYING_MARK), "");
  for (const entry of entries.filter((e) => e !== COPYING_MARK)) {
    await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const version = path.join(files.dir, "PG_VERSION");
  await cp(files.dir, dataDir, { recursive: true, filter: (source) => source !== version });
  await cp(version, path.join(dataDir, "PG_VERSION"));
  await rm(path.join(dataDir, COPYING_MARK));
  return true;
}
