/**
 * The database schema, one file per domain. Everything imports it as `db/schema` (this file),
 * drizzle-kit reads the whole folder (drizzle.config.ts), and a migration is generated from it.
 * The column helpers (columns.ts) are for the schema files only and are not re-exported.
 */
export type { LocalizedText } from "./columns";
export * from "./system";
export * from "./members";
export * from "./sessions";
export * from "./messaging";
export * from "./content";
export * from "./games";
export * from "./ledger";
export * from "./money";
export * from "./sandbox-vendor";
export * from "./admin";
export * from "./vendor-api";
export * from "./jobs";
export * from "./bet-totals";
export * from "./protection";
export * from "./agents";
export * from "./promotions";
export * from "./points";
export * from "./rewards";
export * from "./chat";
