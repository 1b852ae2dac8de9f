import { readFileSync } from "node:fs";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { expect, it } from "vitest";
import * as houseSchema from "../../vendors/house/schema";
import * as platformSchema from "./index";

// The snapshot drizzle-kit wrote with the newest committed migration: what the migrations
// build, as drizzle-kit sees it. Read from the journal, so a new migration is picked up as is.
const META = new URL("../../../migrations/meta/", import.meta.url);
const journal = JSON.parse(readFileSync(new URL("_journal.json", META), "utf8")) as { entries: { idx: number }[] };
const newest = journal.entries.at(-1)!;
const snapshot = JSON.parse(
  readFileSync(new URL(`${String(newest.idx).padStart(4, "0")}_snapshot.json`, META), "utf8"),
) as DrizzleSnapshotJSON;

it("the schema is what the committed migrations build: a change to it comes with its migration", async () => {
  // The platform's tables and the house vendor's own, as drizzle.config.ts lists them.
  const fromSchema = generateDrizzleJson({ ...platformSchema, ...houseSchema }, snapshot.id);
  expect(await generateMigration(snapshot, fromSchema)).toEqual([]);
});
