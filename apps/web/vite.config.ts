import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const API_TARGET = "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
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
