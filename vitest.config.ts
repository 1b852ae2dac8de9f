import { defineConfig } from "vitest/config";

// One runner for every workspace; each project has its own config beside its code.
export default defineConfig({
  test: {
    projects: [
      "packages/contract",
      "apps/server",
      "apps/web",
      // The repository's lint rules (import boundaries) prove they still fire.
      { test: { name: "lint-rules", include: ["eslint-rules/**/*.test.js"] } },
    ],
  },
});
