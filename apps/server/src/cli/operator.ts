import path from "node:path";
import { randomBytes } from "node:crypto";
import { OPERATOR_ROLES, type OperatorRole } from "@portal/contract/api/admin";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { findMerchantByCode } from "../modules/merchants/repository";
import { createOperator } from "../modules/admin/operators";

/**
 * Creates a back-office operator for the brand (MERCHANT_CODE) with a random password, shown
 * once. The first ADMIN of a real brand is made here; later ones through POST /admin/operators.
 *   npm run operator -- <username> <ADMIN|FINANCE|SUPPORT>
 * Same DATABASE_URL / DATA_DIR as the server (stop it first on embedded PGlite).
 */
async function main(): Promise<number> {
  const [username, role] = process.argv.slice(2);
  if (!username || !/^[A-Za-z0-9_]{4,32}$/.test(username) || !OPERATOR_ROLES.includes(role as OperatorRole)) {
    console.error(`usage: npm run operator -- <username: 4-32 letters, digits, _> <${OPERATOR_ROLES.join("|")}>`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  try {
    const merchant = await findMerchantByCode(database.db, config.merchantCode);
    if (!merchant) {
      console.error(`no brand ${config.merchantCode} in this database: start the server once first`);
      return 1;
    }
    const password = randomBytes(18).toString("base64url");
    const created = await createOperator(database.db, {
      merchantId: merchant.id,
      username,
      password,
      role: role as OperatorRole,
    });
    if (!created) {
      console.error(`operator ${username} already exists`);
      return 1;
    }
    console.log(`operator ${username} (${role}) created; password (shown once): ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`operator: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
