import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// Bundles the server's own TypeScript (and the contract) into dist/main.js (the server) and
// dist/worker.js (the periodic jobs alone); npm packages stay external and load from
// node_modules. Migrations are read from apps/server/migrations. Then writes the migrated PGlite
// data directory a first start unpacks (dist/pglite-template.*, src/db/pglite-template.ts).
await build({
  entryPoints: ["src/main.ts", "src/worker.ts", "src/make-pglite-template.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // @portal/contract is a workspace package of TypeScript sources: bundle it rather than load it.
  alias: { "@portal/contract": "../../packages/contract/src" },
});

// In its own process: the PGlite instances it runs give their memory back when it exits.
execFileSync(process.execPath, [fileURLToPath(new URL("dist/make-pglite-template.js", import.meta.url))], {
  stdio: "inherit",
});
