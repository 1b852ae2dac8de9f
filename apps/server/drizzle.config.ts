import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/db/schema/ (one file per domain) with `npm run db:generate -w @portal/server`
// and committed; the server applies them on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema",
  out: "./migrations",
});
