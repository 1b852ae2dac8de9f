import { randomBytes } from "node:crypto";
import type pg from "pg";
import { databaseUrl } from "../apps/server/test/pg-admin";

export interface ThrowawayDatabase {
  name: string;
  /** The admin URL pointing at this database. */
  url: URL;
  /** Drops it, connections and all (call it in `finally`). */
  drop(): Promise<void>;
}

/** A fresh database on the server `admin` is connected to (`adminUrl`), for one benchmark run. */
export async function throwawayDatabase(
  admin: pg.Client,
  adminUrl: string,
  prefix = "portal_bench",
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    name,
    url: new URL(databaseUrl(adminUrl, name)),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
