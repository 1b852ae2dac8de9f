import { inject } from "vitest";
import { useDatabaseTemplates } from "./db-template";

// Runs before each test file: test-app.ts copies the run's templates instead of migrating and
// seeding a database of its own (test/global-setup.ts made them). Kept out of test-app.ts, which
// Playwright loads too and which must not import vitest.
useDatabaseTemplates(inject("databaseTemplates"));
