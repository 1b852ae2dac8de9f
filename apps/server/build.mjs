import { build } from "esbuild";

// Bundles the server's own TypeScript (and the contract) into dist/main.js (the server) and
// dist/worker.js (the periodic jobs alone); npm packages stay external and load from
// node_modules. Migrations are read from apps/server/migrations.
await build({
  entryPoints: ["src/main.ts", "src/worker.ts"],
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
