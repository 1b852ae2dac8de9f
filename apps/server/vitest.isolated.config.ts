import { defineConfig } from "vitest/config";
import { NEEDS_OWN_MODULES, serverTest } from "./vitest.config";

/**
 * The server files that replace a module (vi.mock), each in a module graph of its own. They
 * migrate their own databases (test-app.ts does when no templates are handed over): for a file
 * or two that is cheaper than a second pair of templates.
 */
export default defineConfig({
  test: {
    ...serverTest,
    name: "server-isolated",
    include: NEEDS_OWN_MODULES,
    globalSetup: [],
    setupFiles: [],
    isolate: true,
  },
});
