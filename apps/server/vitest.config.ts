import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Each file gets its own database (in-memory PGlite, or a fresh PostgreSQL database), copied
    // from templates migrated and seeded once per run.
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/template-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
