import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/db/schema.ts (the platform) and the house vendor's own
// tables (src/vendors/house/schema.ts) with `npm run db:generate -w @portal/server` and
// committed; the server applies them on start.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/db/schema.ts", "./src/vendors/house/schema.ts"],
  out: "./migrations",
});
