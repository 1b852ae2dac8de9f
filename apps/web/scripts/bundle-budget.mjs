#!/usr/bin/env node
/**
 * Bundle budget: the JavaScript a browser really fetches to render /index must stay within 160 KB
 * gzip. Not the static import graph of the manifest: headless Debian chromium (CHROME_PATH) loads
 * /index from the built server (`node apps/server/dist/main.js`, fresh database, demo brand) and
 * every script requested until the network is idle counts (entry, its imports, modulepreloads,
 * the route chunk, the locale file, the lazy chunks the first screen pulls in), each at its gzip
 * size. Also the shell's own requests: the scripts, module preloads and stylesheets index.html
 * names, which a phone on a slow network fetches over a few HTTP/1.1 connections before anything
 * renders (vite.config.ts keeps them to one entry chunk and one stylesheet). Run after `npm run
 * build`. Prints each script, the totals and their ratios; exits 1 when over either budget.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromePath, startBuiltPortal } from "./built-portal.mjs";

const BUDGET_BYTES = 160 * 1024;
const SHELL_REQUEST_BUDGET = 2;
const PAGE = "/index";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every script the page requests while loading PAGE until the network is idle, with its gzip size. */
async function scriptsFetchedFor(url) {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), status: response.status(), gzip: gzipSync(body, { level: 9 }).length }),
          (error) => ({ url: response.url(), status: response.status(), error: String(error) }),
        ),
      );
    });
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    const scripts = await Promise.all(pending);
    const broken = scripts.filter((s) => s.error || s.status !== 200);
    if (broken.length > 0) throw new Error(`scripts not loaded: ${JSON.stringify(broken)}`);
    return scripts;
  } finally {
    await browser.close();
  }
}

const portal = await startBuiltPortal();
let scripts;
try {
  scripts = await scriptsFetchedFor(`${portal.url}${PAGE}`);
} finally {
  await portal.stop();
}

// A script fetched twice (a modulepreload and its import) costs once: the second comes from cache.
const unique = new Map(scripts.map((s) => [new URL(s.url).pathname, s.gzip]));
if (unique.size === 0) {
  console.error(`bundle-budget: no script was fetched for ${PAGE}; is the build there?`);
  process.exit(1);
}
let total = 0;
for (const [path, size] of [...unique].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`  ${kb(size).padStart(9)}  ${path}`);
}
const ratio = total / BUDGET_BYTES;
console.log(
  `bundle-budget: ${PAGE} fetched ${unique.size} scripts, ${kb(total)} gzip (${total} B) of ${kb(BUDGET_BYTES)} budget,` +
    ` ratio ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)}%)`,
);

const shell = readFileSync(new URL("../dist/index.html", import.meta.url), "utf8");
const shellRequests = shell.match(/<script\b[^>]*\bsrc=|<link\b[^>]*\brel="(modulepreload|stylesheet)"/g) ?? [];
console.log(
  `bundle-budget: index.html asks for ${shellRequests.length} scripts and stylesheets of ${SHELL_REQUEST_BUDGET} allowed`,
);
if (total > BUDGET_BYTES) {
  console.error(`bundle-budget: over budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
if (shellRequests.length > SHELL_REQUEST_BUDGET) {
  console.error(`bundle-budget: index.html asks for ${shellRequests.length - SHELL_REQUEST_BUDGET} requests too many.`);
  process.exit(1);
}
