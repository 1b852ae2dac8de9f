import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for every workspace; each project has its own config beside its code.
export default defineConfig({
  test: {
    // A worker per core, not Vitest's default of one fewer: the server files spend most of their
    // time waiting on the database, so on two cores one worker left a core idle (the server
    // project took 116 s for 30 files on one worker, 80 s on two).
    maxWorkers: availableParallelism(),
    projects: [
      "packages/contract",
      "apps/server",
      "apps/server/vitest.isolated.config.ts",
      "apps/web",
      "apps/back-office",
      // The repository's lint rules (import boundaries) prove they still fire.
      { test: { name: "lint-rules", include: ["eslint-rules/**/*.test.js"] } },
    ],
  },
});
