/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { constants } from "node:zlib";
// The path the server serves it under (packages/contract/src/back-office.ts; the config cannot import TS from a package).
const BACK_OFFICE_BASE = "/back-office";

const API_TARGET = "http://127.0.0.1:8080";

/**
 * The operators' web app (docs/decisions/0051): its own bundle, served by the server under
 * /back-office/ (apps/server/src/http/back-office.ts). The entry holds the shell and the sign-in;
 * every section is a lazy chunk of its own.
 */
export default defineConfig({
  base: `${BACK_OFFICE_BASE}/`,
  plugins: [
    react(),
    // `.br` and `.gz` beside every text asset, which the server sends pre-compressed.
    compression({
      include: /\.(js|mjs|css|json|svg)$/,
      threshold: 0,
      algorithms: [
        defineAlgorithm("brotliCompress", {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm("gzip", { level: constants.Z_BEST_COMPRESSION }),
      ],
      logLevel: "silent",
    }),
  ],
  build: { outDir: "dist", emptyOutDir: true, manifest: true },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-support/setup.ts"],
    testTimeout: 30_000,
  },
  server: { proxy: { "/admin": API_TARGET, "/wps": API_TARGET, "/lgw": API_TARGET } },
});
