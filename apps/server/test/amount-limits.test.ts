import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { pathWith } from "@portal/contract/api/paths";
import { queryRows } from "../src/db/client";
import { openAccount, platformAccount } from "../src/ledger/accounts";
import { checkLedger } from "../src/ledger/invariants";
import { postTransfer } from "../src/ledger/post";
import { LedgerError } from "../src/ledger/types";
import { AppError } from "../src/http/app-error";
import { parseAmount } from "../src/modules/money/amounts";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import { approveAdjustment, mainBalance, newMember, operatorToken, post, requestId } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/** PostgreSQL's bigint: the largest balance or amount the books can hold. */
const BIGINT_MAX = 9_223_372_036_854_775_807n;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

async function count(table: "ledger_transfers" | "audit_log" | "ledger_accounts"): Promise<number> {
  const [row] = await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from ${sql.raw(table)}`);
  return Number(row!.n);
}
async function books() {
  return {
    transfers: await count("ledger_transfers"),
    audit: await count("audit_log"),
    accounts: await count("ledger_accounts"),
  };
}
const adjust = (memberId: number, amount: string, direction = "CREDIT") =>
  post(t.app, pathWith(ADMIN.adjustments, { memberId }), admin, {
    direction,
    amount,
    reason: "limit test",
    requestId: requestId(),
  });

describe("operator adjustments have a ceiling", () => {
  it("refuses an adjustment above adjustmentMaxMinor (default 1,000,000.00) and writes nothing", async () => {
    const who = await newMember(t.app, "cap");
    const before = await books();
    const huge = await adjust(who.id, "999999999999999.99");
    expect([huge.statusCode, huge.json().errorCode]).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    expect(huge.json().value).toEqual({ max: "1000000.00" });
    const justOver = await adjust(who.id, "1000000.01", "DEBIT");
    expect(justOver.json()).toMatchObject({ errorCode: "AMOUNT_OUT_OF_RANGE", value: { max: "1000000.00" } });
    expect(await books()).toEqual(before);

    // At the ceiling: taken, and (above the approval threshold) posted once a second operator approves.
    const atCeiling = await adjust(who.id, "1000000.00");
    expect(atCeiling.json().value.status).toBe("PENDING_APPROVAL");
    await approveAdjustment(t, atCeiling.json().value.approvalId);
    expect(await mainBalance(t.app, who.token)).toBe("1000000.00");
  });

  it("follows the brand's setting", async () => {
    const who = await newMember(t.app, "cap2");
    await new SettingsRepository(t.database.db).write(t.merchantId, "adjustmentMaxMinor", 50_00);
    try {
      expect((await adjust(who.id, "50.01")).json()).toMatchObject({
        errorCode: "AMOUNT_OUT_OF_RANGE",
        value: { max: "50.00" },
      });
      expect((await adjust(who.id, "50")).statusCode).toBe(200);
    } finally {
      await new SettingsRepository(t.database.db).delete(t.merchantId, "adjustmentMaxMinor");
    }
  });
});

describe("no balance can leave PostgreSQL's bigint", () => {
  it("the posting procedure refuses an amount or a balance beyond bigint, changing nothing", async () => {
    const db = t.database.db;
    const source = await platformAccount(db, t.merchantId, "OVERFLOW_SOURCE", "USD");
    const rich = await openAccount(db, {
      merchantId: t.merchantId,
      ownerType: "MEMBER",
      ownerId: 900_001,
      kind: "MAIN",
      currency: "USD",
    });
    await postTransfer(db, {
      id: "overflow:fill",
      merchantId: t.merchantId,
      debitAccountId: source.id,
      creditAccountId: rich.id,
      amount: BIGINT_MAX - 10n,
      reason: "ADJUSTMENT",
    });
    const other = await openAccount(db, {
      merchantId: t.merchantId,
      ownerType: "MEMBER",
      ownerId: 900_002,
      kind: "MAIN",
      currency: "USD",
    });
    const before = await books();
    const refusal = async (amount: bigint, debit = source.id, credit = rich.id) => {
      try {
        await postTransfer(db, {
          id: `overflow:${amount}:${debit}:${credit}`,
          merchantId: t.merchantId,
          debitAccountId: debit,
          creditAccountId: credit,
          amount,
          reason: "ADJUSTMENT",
        });
      } catch (error) {
        if (error instanceof LedgerError) return error.code;
        throw error;
      }
      return "posted";
    };
    // The credit side would pass the maximum.
    expect(await refusal(11n)).toBe("AMOUNT_OUT_OF_RANGE");
    // The debit side (a platform account may go negative) would pass the minimum, -2^63.
    expect(await refusal(BIGINT_MAX, source.id, other.id)).toBe("AMOUNT_OUT_OF_RANGE");
    // An amount that is not a bigint at all.
    expect(await refusal(BIGINT_MAX + 1n, source.id, other.id)).toBe("AMOUNT_OUT_OF_RANGE");
    expect(await books()).toEqual(before);
    // Up to the limit is fine.
    expect(await refusal(10n)).toBe("posted");
    const [row] = await queryRows<{ b: string }>(
      db,
      sql`select balance::text as b from ledger_accounts where id = ${rich.id}`,
    );
    expect(BigInt(row!.b)).toBe(BIGINT_MAX);
    expect(await checkLedger(db)).toEqual([]);
  });

  it("an adjustment that would overflow a wallet answers AMOUNT_OUT_OF_RANGE (4xx), not a 500", async () => {
    const db = t.database.db;
    const who = await newMember(t.app, "ovf");
    const wallet = await openAccount(db, {
      merchantId: t.merchantId,
      ownerType: "MEMBER",
      ownerId: who.id,
      kind: "MAIN",
      currency: "USD",
    });
    const source = await platformAccount(db, t.merchantId, "OVERFLOW_SOURCE_2", "USD");
    await postTransfer(db, {
      id: "overflow:wallet-fill",
      merchantId: t.merchantId,
      debitAccountId: source.id,
      creditAccountId: wallet.id,
      amount: BIGINT_MAX - 100n,
      reason: "ADJUSTMENT",
    });
    const before = await books();
    const res = await adjust(who.id, "999");
    expect([res.statusCode, res.json().errorCode]).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    expect(await books()).toEqual(before);
    expect(await checkLedger(db)).toEqual([]);
  });

  it("the amount parser refuses what no bigint holds (a currency with many decimals)", () => {
    // 15 integer digits pass the contract; with 6 decimals that is 10^21 minor units.
    const refused = (() => {
      try {
        return parseAmount("999999999999999.999999", 6);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "AMOUNT_OUT_OF_RANGE", value: { max: "9223372036854.775807" } });
    expect(parseAmount("9223372036854.775807", 6)).toBe(BIGINT_MAX);
  });
});
