import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/db/schema/ (the platform, one file per domain) and the house
// vendor's own tables (src/vendors/house/schema.ts) with `npm run db:generate -w @portal/server`
// and committed; the server applies them on start.
export default defineConfig({
  dialect: "postgresql",
  // The tables, not the folder: the folder also holds a test, which drizzle-kit would load.
  schema: ["./src/db/schema/!(*.test).ts", "./src/vendors/house/schema.ts"],
  out: "./migrations",
});
