import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import boundaries from "./eslint-rules/import-boundaries.js";

const root = path.dirname(fileURLToPath(import.meta.url));
const WEB_FEATURES = "apps/web/src/features";

/**
 * Import boundaries (docs/decisions/0017-import-boundaries.md). Each zone: files inside `target`
 * may not import anything inside `from`. Paths are relative to the repository root.
 */
const boundaryZones = [
  {
    target: ["apps/web"],
    from: ["apps/server"],
    message: "The web app never imports the server ({{importPath}}): share it through packages/contract.",
  },
  {
    target: ["apps/server"],
    from: ["apps/web"],
    message: "The server never imports the web app ({{importPath}}): share it through packages/contract.",
  },
  {
    target: ["apps/back-office"],
    from: ["apps/web", "apps/server"],
    message:
      "The back office imports neither the portal nor the server ({{importPath}}): share it through packages/contract.",
  },
  {
    target: ["apps/web"],
    from: ["apps/back-office"],
    message: "The web app never imports the back office ({{importPath}}): share it through packages/contract.",
  },
  {
    target: ["packages/contract"],
    from: ["."],
    fromExcept: ["packages/contract"],
    message: "packages/contract imports nothing of ours ({{importPath}}): web and server import it, not the reverse.",
  },
  // One zone per web feature, read from the folder so a new feature is guarded from its first file.
  ...readdirSync(path.join(root, WEB_FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((feature) => ({
      target: [`${WEB_FEATURES}/${feature.name}`],
      from: [WEB_FEATURES, "apps/web/src/app"],
      fromExcept: [`${WEB_FEATURES}/${feature.name}`],
      message:
        "A web feature imports neither another feature nor app/ ({{importPath}}): move the shared piece to " +
        "apps/web/src/shared/, or let app/ pass it in.",
    })),
  {
    target: ["e2e"],
    targetExcept: ["e2e/fixtures/server.ts"],
    from: ["apps/server"],
    message: "e2e reaches the server only through e2e/fixtures/server.ts ({{importPath}}): export it from there.",
  },
  // A vendor (the house, the sandbox transfer vendor) reaches the platform only through the signed
  // vendor API, so it could run as a process of its own (docs/decisions/0019): its files never
  // import the platform's modules/ or ledger/. Tested in apps/server/test/vendor-boundary.test.ts.
  {
    target: ["apps/server/src/vendors"],
    from: ["apps/server/src/modules", "apps/server/src/ledger"],
    message: "A vendor reaches the platform only through the signed vendor API ({{importPath}} is the platform's).",
  },
];

export default tseslint.config(
  // bench/.diag: local, gitignored scratch scripts.
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/.diag/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // SQL only in repositories, ledger/ and db/ (docs/decisions/0018-repositories.md): a server file
  // elsewhere may not import the query builder or the tables. Type-only imports (row types) stay
  // allowed. The typescript-eslint variant of the rule is used for `allowTypeImports`, and so that
  // it does not replace (or get replaced by) another block's core `no-restricted-imports`.
  // Exempt: vendors/ (kept out of modules/ and ledger/ by its own rule) and tests (they arrange
  // and inspect rows directly).
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/**/repository.ts",
      "apps/server/src/**/*-repository.ts",
      "apps/server/src/ledger/**",
      "apps/server/src/db/**",
      "apps/server/src/vendors/**",
      "apps/server/src/**/*.test.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "drizzle-orm",
              allowTypeImports: true,
              message: "SQL belongs in a repository (or ledger/): call its repository instead.",
            },
          ],
          patterns: [
            {
              group: ["drizzle-orm/*"],
              allowTypeImports: true,
              message: "SQL belongs in a repository (or ledger/): call its repository instead.",
            },
            {
              regex: "(^|/)db/schema(/|$)",
              allowTypeImports: true,
              message: "Tables are read and written by repositories: call the module's repository instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "apps/back-office/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    plugins: { boundaries },
    rules: {
      "boundaries/import-boundaries": [
        "error",
        {
          root,
          packages: {
            "@portal/contract": "packages/contract",
            "@portal/server": "apps/server",
            "@portal/web": "apps/web",
            "@portal/back-office": "apps/back-office",
            "@portal/e2e": "e2e",
            "@portal/bench": "bench",
          },
          zones: boundaryZones,
        },
      ],
    },
  },
);
