import { randomBytes } from "node:crypto";
import { OPERATOR_ROLES, type OperatorRole } from "@portal/contract/api/admin";
import { Operators } from "../modules/admin/operators";
import { OperatorRepository } from "../modules/admin/operators-repository";
import { LoginThrottle } from "../modules/auth/login-throttle";
import { LoginThrottleRepository } from "../modules/auth/login-throttle-repository";
import { cliBrand, withCliDatabase } from "./cli-database";

/**
 * Creates a back-office operator for the brand (MERCHANT_CODE) with a random password, shown
 * once. The first ADMIN of a real brand is made here; later ones through POST /admin/operators.
 * The new operator enrols an authenticator app at its first sign-in (decision 0047: the sign-in
 * answers a QR code and the secret, then asks for the app's code, and shows 10 recovery codes).
 * `--unlock` lifts the lock that failed logins put on an operator name, and on an address when
 * one is given (anyone can lock a name by guessing, and an operator who mistyped also locked
 * their own address: an ADMIN needs a way back in that does not wait for the lock to end).
 * `--reset-second-factor` forgets an operator's authenticator and recovery codes (a lost phone)
 * and ends its sessions: its next sign-in enrols again.
 *   npm run operator -- <username> <ADMIN|FINANCE|SUPPORT|MARKETING>
 *   npm run operator -- --unlock <username> [address]
 *   npm run operator -- --reset-second-factor <username>
 * Same DATABASE_URL / DATA_DIR as the server (see withCliDatabase).
 */
async function main(): Promise<number> {
  if (process.argv[2] === "--unlock") return unlock(process.argv[3], process.argv[4]);
  if (process.argv[2] === "--reset-second-factor") return resetSecondFactor(process.argv[3]);
  const [username, role] = process.argv.slice(2);
  if (!username || !/^[A-Za-z0-9_]{4,32}$/.test(username) || !OPERATOR_ROLES.includes(role as OperatorRole)) {
    console.error(`usage: npm run operator -- <username: 4-32 letters, digits, _> <${OPERATOR_ROLES.join("|")}>`);
    return 2;
  }
  return withCliDatabase(async (db, config) => {
    const merchant = await cliBrand(db, config);
    const password = randomBytes(18).toString("base64url");
    const created = await new Operators(new OperatorRepository(db)).create({
      merchantId: merchant.id,
      username,
      password,
      role: role as OperatorRole,
    });
    if (!created) {
      console.error(`operator ${username} already exists`);
      return 1;
    }
    console.log(
      `operator ${username} (${role}) created; password (shown once): ${password}\n` +
        "at the first sign-in the back office shows a QR code to scan with an authenticator app",
    );
    return 0;
  });
}

async function resetSecondFactor(username: string | undefined): Promise<number> {
  if (!username) {
    console.error("usage: npm run operator -- --reset-second-factor <username>");
    return 2;
  }
  return withCliDatabase(async (db, config) => {
    const merchant = await cliBrand(db, config);
    const repo = new OperatorRepository(db);
    const operator = await repo.findByName(merchant.id, username);
    if (!operator) {
      console.error(`no operator ${username}`);
      return 1;
    }
    await repo.resetSecondFactor(operator.id);
    console.log(`operator ${username}: second factor forgotten, sessions ended; the next sign-in enrols again`);
    return 0;
  });
}

async function unlock(username: string | undefined, address: string | undefined): Promise<number> {
  if (!username) {
    console.error("usage: npm run operator -- --unlock <username> [address]");
    return 2;
  }
  return withCliDatabase(async (db, config) => {
    const merchant = await cliBrand(db, config);
    const [nameKey, addressKey] = LoginThrottle.operatorKeys(merchant.id, username, address ?? "");
    const counters = new LoginThrottleRepository(db);
    await counters.clear(nameKey!);
    if (address) await counters.clear(addressKey!);
    console.log(
      `operator ${username}${address ? ` and address ${address}` : ""}: failed logins cleared, unlocked` +
        (address ? "" : " (an address that is locked too needs: --unlock <username> <address>)"),
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`operator: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
