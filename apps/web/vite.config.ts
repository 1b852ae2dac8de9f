/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { constants } from "node:zlib";

const API_TARGET = "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [
    react(),
    // `.br` and `.gz` beside every text asset, at the highest levels (paid once per build), which
    // the server sends pre-compressed. Not index.html: the server sends its own shell.
    compression({
      include: /\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/,
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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    // Fewer requests before the first screen (decision 0016): Lighthouse's mobile run loads over
    // HTTP/1.1, six connections at 150 ms round trips, where 17 small preloaded modules and a CSS
    // file per route chunk cost more than their bytes. One stylesheet (about 7 KB gzip, every
    // page's rules) and one entry chunk holding everything the entry imports statically.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "initial", tags: ["$initial"] }],
        },
      },
    },
  },
  test: {
    setupFiles: ["./src/test-support/setup.ts"],
    // A deadline for a hung test, not a speed check: a page test that fills a form and waits for
    // its answers took 5.8 s in CI beside the server's tests on two cores (Vitest's 5 s default).
    testTimeout: 30_000,
  },
  server: {
    proxy: {
      "/wps": API_TARGET,
      "/lgw": API_TARGET,
      "/docs": API_TARGET,
      "/healthz": API_TARGET,
      "/sandbox-gateway": API_TARGET,
      "/house/api": API_TARGET,
      "/ws": { target: API_TARGET, ws: true },
    },
  },
});
