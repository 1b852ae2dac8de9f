import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The house vendor (and any vendor under vendors/) is a vendor, not a module: it reaches the
    // platform only through the signed vendor API, so it could run as a process of its own
    // (docs/decisions/0019). Its files may not import the platform's modules/ or ledger/. A local
    // rule rather than no-restricted-imports, so another block setting that rule cannot undo this.
    files: ["apps/server/src/vendors/**/*.ts"],
    plugins: {
      "vendor-boundary": {
        rules: {
          "no-platform-internals": {
            meta: {
              type: "problem",
              messages: {
                forbidden:
                  "A vendor reaches the platform only through the signed vendor API: '{{source}}' is in the platform's {{layer}}/.",
              },
              schema: [],
            },
            create(context) {
              const check = (node) => {
                const source = node.source?.value;
                if (typeof source !== "string") return;
                const layer = /(^|\/)(modules|ledger)(\/|$)/.exec(source)?.[2];
                if (layer) context.report({ node: node.source, messageId: "forbidden", data: { source, layer } });
              };
              return {
                ImportDeclaration: check,
                ExportNamedDeclaration: check,
                ExportAllDeclaration: check,
                ImportExpression: check,
              };
            },
          },
        },
      },
    },
    rules: { "vendor-boundary/no-platform-internals": "error" },
  },
);
