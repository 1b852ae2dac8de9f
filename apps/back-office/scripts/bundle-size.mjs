#!/usr/bin/env node
/**
 * The back office's first-screen JavaScript (the sign-in): the entry chunk and every chunk it
 * imports statically, each at its gzip size, from the build's manifest (run after `npm run
 * build`). The sections, the signed-in shell and the section texts are lazy chunks and are not
 * counted; the sign-in's own language file is, as the screen needs it. Prints the figure; exits 1
 * when it passes the budget (docs/decisions/0051-back-office-app.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 180 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error("bundle-size: no entry in the manifest; run `npm run build -w @portal/back-office` first");
  process.exit(1);
}
const seen = new Set();
const walk = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) walk(next);
};
walk(entryKey);
// The default language's texts (en) load before the sign-in renders.
const firstTexts = Object.keys(manifest).find((key) => key === "src/locales/en.json");
if (firstTexts) seen.add(firstTexts);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
}
const lazy = Object.values(manifest).filter((chunk) => chunk.file.endsWith(".js")).length - seen.size;
console.log(
  `back office first screen (sign-in): ${kb(total)} gzip of JavaScript; budget ${kb(BUDGET_BYTES)}; ${lazy} lazy chunks`,
);
if (total > BUDGET_BYTES) process.exit(1);
