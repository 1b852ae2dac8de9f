import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The apps/server folder, found by walking up to the folder that holds `migrations/`, so the
 * same code works from src/ (tests, tsx) and from the dist/ bundle.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "migrations"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error("apps/server/migrations not found");
    dir = up;
  }
  return dir;
}
