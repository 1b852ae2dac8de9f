import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../src/lib/server-root";

// The lint boundary of docs/decisions/0019: files under vendors/ never import the platform's
// modules/ or ledger/ (a vendor reaches the platform only through the signed vendor API).
const repoRoot = path.resolve(serverRoot(), "../..");
const RULE = "boundaries/import-boundaries";
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("the vendor boundary lint rule", () => {
  it("refuses a vendor file that imports the platform's modules or ledger, in any form", async () => {
    const house = "apps/server/src/vendors/house/some-file.ts";
    expect(
      await boundaryErrors(
        'import { parseAmount } from "../../modules/money/amounts";\nexport const a = parseAmount;\n',
        house,
      ),
    ).toEqual([expect.stringContaining("(../../modules/money/amounts is the platform's)")]);
    expect(
      await boundaryErrors(
        'import type { Merchant } from "../../modules/merchants/repository";\nexport type M = Merchant;\n',
        house,
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('export { runLedger } from "../../ledger/post";\n', house)).toEqual([
      expect.stringContaining("(../../ledger/post is the platform's)"),
    ]);
    expect(
      await boundaryErrors('export * from "../ledger/types";\n', "apps/server/src/vendors/sandbox-transfer.ts"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('export const load = () => import("../../modules/vendor-api/sessions");\n', house),
    ).toHaveLength(1);
  });

  it("lets vendors import the database, the contract and each other, and the platform import vendors", async () => {
    const ok = [
      'import type { Db } from "../../db/client";',
      'import { VENDOR_API } from "@portal/contract/api/vendor-wallet";',
      'import type { GameVendor } from "../game-vendor";',
      "export type T = [Db, typeof VENDOR_API, GameVendor];",
    ].join("\n");
    expect(await boundaryErrors(`${ok}\n`, "apps/server/src/vendors/house/some-file.ts")).toEqual([]);
    expect(
      await boundaryErrors(
        'import { houseRoutes } from "../../vendors/house/routes";\nimport { a } from "../money/amounts";\nexport const r = [houseRoutes, a];\n',
        "apps/server/src/modules/games/some-file.ts",
      ),
    ).toEqual([]);
  });

  it("holds for every file under vendors/ today (the house and the sandbox transfer vendor)", async () => {
    const results = await eslint.lintFiles([path.join(repoRoot, "apps/server/src/vendors")]);
    expect(results.length).toBeGreaterThan(10);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE))).toEqual([]);
  });
});
