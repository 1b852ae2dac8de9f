import path from "node:path";
import { pgliteTemplateFiles, writePgliteTemplate } from "./db/pglite-template";
import { serverRoot } from "./lib/server-root";

/**
 * Run by the build (build.mjs) after bundling: writes the migrated PGlite data directory that a
 * first start unpacks instead of running initdb, unless the one in dist/ is still current.
 */
const files = pgliteTemplateFiles(path.join(serverRoot(), "dist"));
const started = performance.now();
if (await writePgliteTemplate(files)) {
  console.log(`PGlite template written in ${((performance.now() - started) / 1000).toFixed(1)} s: ${files.dir}`);
}
