import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository root, where eslint.config.js lives: file paths below are resolved against it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: root });

const RULE = "@typescript-eslint/no-restricted-imports";
const QUERY = `import { eq } from "drizzle-orm";
import { members } from "../../db/schema";
export const byId = (id: number) => eq(members.id, id);
`;

/** The SQL-boundary messages ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("SQL only in repositories (eslint.config.js)", () => {
  it("refuses the query builder and the tables in a service or a route file", async () => {
    expect(await boundaryErrors(QUERY, "apps/server/src/modules/example/service.ts")).toHaveLength(2);
    expect(await boundaryErrors(QUERY, "apps/server/src/modules/example/routes.ts")).toHaveLength(2);
    expect(
      await boundaryErrors(
        `import { sql } from "drizzle-orm/sql";\nexport const x = sql\`1\`;\n`,
        "apps/server/src/lib/x.ts",
      ),
    ).toHaveLength(1);
  });

  it("allows them in repositories, ledger/ and db/", async () => {
    expect(await boundaryErrors(QUERY, "apps/server/src/modules/example/repository.ts")).toEqual([]);
    expect(await boundaryErrors(QUERY, "apps/server/src/modules/example/rounds-repository.ts")).toEqual([]);
    expect(await boundaryErrors(QUERY, "apps/server/src/ledger/example.ts")).toEqual([]);
    expect(await boundaryErrors(QUERY, "apps/server/src/db/example.ts")).toEqual([]);
  });

  it("allows a type-only import of a row type in a service", async () => {
    const code = `import type { members } from "../../db/schema";\nexport type Row = typeof members.$inferSelect;\n`;
    expect(await boundaryErrors(code, "apps/server/src/modules/example/service.ts")).toEqual([]);
  });
});
