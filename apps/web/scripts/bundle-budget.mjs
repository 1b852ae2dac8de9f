#!/usr/bin/env node
/**
 * Bundle budget: the JavaScript needed to render /index (the entry chunk and every chunk it
 * imports statically, not the lazy ones) must stay within 150 KB gzip. Run after `vite build`.
 * Prints the figure and its ratio to the budget; exits 1 when over.
 */
import { readFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const distDir = join(webDir, "dist");
const manifestPath = join(distDir, ".vite", "manifest.json");

if (!existsSync(manifestPath)) {
  console.error(`bundle-budget: ${manifestPath} not found; run \`vite build\` in apps/web first.`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) {
  console.error("bundle-budget: no entry chunk in the manifest.");
  process.exit(1);
}

/** The entry and its static imports, transitively; dynamic imports are excluded. */
const seen = new Set();
const stack = entries.map(([key]) => key);
while (stack.length > 0) {
  const key = stack.pop();
  if (seen.has(key)) continue;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) stack.push(next);
}

const gzip = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let jsTotal = 0;
let cssTotal = 0;
const rows = [];
for (const key of seen) {
  const chunk = manifest[key];
  if (chunk.file.endsWith(".js")) {
    const size = gzip(chunk.file);
    jsTotal += size;
    rows.push([chunk.file, size]);
  }
  for (const css of chunk.css ?? []) cssTotal += gzip(css);
}

for (const [file, size] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(9)}  ${file}`);
const ratio = jsTotal / BUDGET_BYTES;
console.log(
  `bundle-budget: /index JS ${kb(jsTotal)} gzip (${jsTotal} B) of ${kb(BUDGET_BYTES)} budget, ratio ${ratio.toFixed(3)}` +
    ` (${(ratio * 100).toFixed(1)}%); CSS ${kb(cssTotal)} gzip`,
);
if (jsTotal > BUDGET_BYTES) {
  console.error(`bundle-budget: over budget by ${kb(jsTotal - BUDGET_BYTES)}.`);
  process.exit(1);
}
