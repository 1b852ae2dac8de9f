import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ADMIN } from "@portal/contract/api/admin";
import { checkLedger } from "../src/ledger/invariants";
import { vendorTransfers } from "../src/db/schema";
import { RECONCILE_AFTER_MS, VendorWalletService } from "../src/modules/vendor-wallets/service";
import { VendorTransferRepository } from "../src/modules/vendor-wallets/repository";
import { bonusLocksFor } from "../src/modules/promotions/bonus-locks";
import { VendorRegistry } from "../src/vendors/registry";
import { sandboxTransferVendor, SANDBOX_VENDOR_CODE } from "../src/vendors/sandbox-transfer";
import { VendorUnreachable, type TransferWalletVendor } from "../src/vendors/transfer-wallet";
import {
  fund,
  newMember,
  operatorToken,
  post,
  requestId,
  type TestMember,
  sandboxWallets,
  walletTransfer,
} from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The reconciler asks the vendor about an order whose last call is old, and settles it from that
 * answer. A member's retry that stamps a new call and reaches the vendor in between must win: the
 * reconciler's (older) question must not settle the order. The vendor is the edge of the system:
 * a test double around the sandbox vendor's real books, with gates to hold a call in the middle.
 */
let loseRequest = false;
let books: TransferWalletVendor;
/** Set: transferStatus answers, then waits here before returning (the reconciler "in between"). */
let statusGate: { answered: () => void; open: Promise<void> } | undefined;
/** Set: transferIn waits here before reaching the vendor (the retry's call in flight). */
let callGate: { reached: () => void; open: Promise<void> } | undefined;
const vendor: TransferWalletVendor = {
  code: SANDBOX_VENDOR_CODE,
  name: { en: "Sandbox wallet" },
  balance: (player) => books.balance(player),
  async transferIn(player, orderId, amount) {
    if (callGate) {
      callGate.reached();
      await callGate.open;
    }
    if (loseRequest) throw new VendorUnreachable();
    return books.transferIn(player, orderId, amount);
  },
  transferOut: (player, orderId, amount) => books.transferOut(player, orderId, amount),
  async transferStatus(player, orderId) {
    const status = await books.transferStatus(player, orderId);
    if (statusGate) {
      statusGate.answered();
      await statusGate.open;
    }
    return status;
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { vendors: new VendorRegistry([vendor]) });
  books = sandboxTransferVendor(t.database.db);
});
afterAll(() => t.close());

const transfer = (who: TestMember, from: string, to: string, amount: string, id = requestId()) =>
  walletTransfer(t.app, who, from, to, amount, id);
const wallets = (who: TestMember) => sandboxWallets(t.app, who);
function gate() {
  let open!: () => void;
  let hit!: () => void;
  const hitP = new Promise<void>((r) => (hit = r));
  return { open: new Promise<void>((r) => (open = r)), hit, hitP, release: () => open() };
}

describe("the reconciler and a member's retry", () => {
  it("an older status answer does not settle an order whose retry is at the vendor", async () => {
    const who = await newMember(t.app, "vtrace");
    await fund(t, who.id, "100");
    const id = requestId();
    loseRequest = true;
    expect((await transfer(who, "MAIN", "SANDBOX", "30", id)).json().value.status).toBe("PENDING");
    loseRequest = false;
    await t.database.db
      .update(vendorTransfers)
      .set({ lastCallAt: new Date(Date.now() - 2 * RECONCILE_AFTER_MS) })
      .where(eq(vendorTransfers.status, "PENDING"));

    // 1. The reconciler asks: the vendor never saw the order (NOT_FOUND), and it pauses before settling.
    const s = gate();
    statusGate = { answered: s.hit, open: s.open };
    const reconciling = post(t.app, ADMIN.reconcile, await operatorToken(t));
    await s.hitP;
    statusGate = undefined;
    // 2. The member retries with the same request id: a new call is stamped and is at the vendor.
    const c = gate();
    callGate = { reached: c.hit, open: c.open };
    const retrying = transfer(who, "MAIN", "SANDBOX", "30", id);
    await c.hitP;
    callGate = undefined;
    // 3. The reconciler settles from its older answer; then the vendor applies the retry.
    s.release();
    await reconciling;
    c.release();
    await retrying;
    // The member's 100 must still be 100 in all: either the order succeeded (70 + 30 at the vendor)
    // or it failed (100 + 0).
    expect(await wallets(who)).toEqual({ sum: "100.00", main: "70.00", vendor: "30.00", held: "0.00" });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe("a settled order is settled once", () => {
  it("a second settlement with the other outcome changes nothing (status and money)", async () => {
    const who = await newMember(t.app, "vttwice");
    await fund(t, who.id, "100");
    expect((await transfer(who, "MAIN", "SANDBOX", "40")).json().value.status).toBe("SUCCEEDED");
    const back = (await transfer(who, "SANDBOX", "MAIN", "40")).json().value;
    expect(back.status).toBe("SUCCEEDED");
    const service = new VendorWalletService(
      new VendorTransferRepository(t.database.db),
      new VendorRegistry([vendor]),
      t.app.log,
      bonusLocksFor(t.database.db),
    );
    const [settled] = await t.database.db
      .select()
      .from(vendorTransfers)
      .where(eq(vendorTransfers.orderId, back.orderId));
    // As the reconciler would hold it: read while it was still PENDING.
    expect((await service.settle({ ...settled!, status: "PENDING" }, "FAILED")).status).toBe("SUCCEEDED");
    const [row] = await t.database.db.select().from(vendorTransfers).where(eq(vendorTransfers.orderId, back.orderId));
    expect(row!.status).toBe("SUCCEEDED");
    expect(await wallets(who)).toEqual({ sum: "100.00", main: "100.00", vendor: "0.00", held: "0.00" });
  });
});
