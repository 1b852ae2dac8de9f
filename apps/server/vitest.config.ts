import { defineConfig } from "vitest/config";

/**
 * Files that replace a module with vi.mock: they need a module graph of their own, so they run
 * in the isolated project (vitest.isolated.config.ts); every other file shares its worker's.
 */
export const NEEDS_OWN_MODULES = ["test/member-isolation.test.ts"];

export const serverTest = {
  // Each file gets its own database (in-memory PGlite, or a fresh PostgreSQL database), copied
  // from templates migrated and seeded once per run.
  globalSetup: ["test/global-setup.ts"],
  setupFiles: ["test/template-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Fake clocks and stubbed variables end with their file, whatever the file forgot.
  unstubEnvs: true,
  unstubGlobals: true,
};

export default defineConfig({
  test: {
    ...serverTest,
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: NEEDS_OWN_MODULES,
    // The files share their worker's modules instead of importing the whole server again each:
    // every file builds its own app and database (test-app.ts), so nothing a test sees is
    // shared, and the imports (274 s of the 867 s the server files took in CI, plus 141 s of
    // setup) are paid once per worker. A file that needs its own modules goes in NEEDS_OWN_MODULES.
    isolate: false,
  },
});
