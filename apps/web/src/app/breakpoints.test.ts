import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/design.md, Sizes: three sizes, and no others in media queries. A phone is below 48rem, a
// tablet from 48rem to 64rem, a desktop from 64rem (the header's clock from 80rem); a query says
// either side of one of these edges.
const EDGES = new Set(["47.99rem", "48rem", "63.99rem", "64rem", "79.99rem", "80rem"]);
const SRC = fileURLToPath(new URL("..", import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

describe("media queries", () => {
  it("use only the design system's sizes", () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const offGrid: string[] = [];
    for (const file of files) {
      for (const query of readFileSync(file, "utf8").matchAll(/@media[^{]*/g)) {
        for (const width of query[0].matchAll(/(?:min|max)-width:\s*([\d.]+[a-z]+)/g)) {
          if (!EDGES.has(width[1]!)) offGrid.push(`${relative(SRC, file)}: ${query[0].trim()}`);
        }
      }
    }
    expect(offGrid).toEqual([]);
  });
});
