import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LotterySelection } from "@portal/contract/api/lottery";
import { LOTTERY_ADMIN } from "@portal/contract/api/lottery-admin";
import { VENDOR_API } from "@portal/contract/api/vendor-wallet";
import { checkLedger } from "../src/ledger/invariants";
import { HouseGames } from "../src/vendors/house/house-games";
import { inProcessTransport } from "../src/vendors/house/platform-transport";
import { gameByCode } from "../src/vendors/house/lottery/repository";
import { lotteryDraws, lotteryTickets } from "../src/vendors/house/lottery/schema";
import { brandByCode } from "../src/vendors/house/repository";
import { addDailySscGame, buyTickets, drawTakingTickets, playerInHouseGame } from "./house-helper";
import { mainBalance, operatorToken, post, type TestMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

// An operator's void of a fast draw while players buy on it, and while the settlement runs:
// whichever comes first, every stake comes back exactly once. The void is one conditional update
// of the draw (decision 0036); a sale writes its ticket PENDING under a share lock on the draw,
// then sends its bet; the settlement of a void draw claims a PENDING ticket (VOIDING) and rolls
// it back, so a bet arriving later is refused for ever. The interleavings that matter are forced
// by holding a bet call on its way (a house whose transport waits at a gate); then the void, the
// sales and a settlement pass are sent all at once, each on its own connection on PostgreSQL.
let t: TestApp;
let house: HouseGames;
let operator: string;
const GAME = "SSC_VOID_RACE";
const BIG: LotterySelection[] = [{ play: "SSC_SUM_BSOE", picks: [["BIG"]], unitStake: "2.00" }];

beforeAll(async () => {
  t = await createTestApp();
  house = new HouseGames({ db: t.database.db, inProcess: inProcessTransport(t.app), defaultMerchantCode: "DEMO" });
  await addDailySscGame(t, house, GAME, "Daily SSC voided while selling");
  operator = await operatorToken(t);
});
afterAll(() => t.close());

/** The number of the draw taking tickets (house-helper's drawTakingTickets). */
const takingTickets = async () => (await drawTakingTickets(t, house, GAME)).drawNo;

const voidDraw = (drawNo: string, reason: string) =>
  post(t.app, LOTTERY_ADMIN.drawVoid.replace(":code", GAME).replace(":drawNo", drawNo), operator, { reason });

/** The statuses of a draw's tickets, and whether the draw is void and settled (its refunds made). */
async function drawState(drawNo: string) {
  const game = (await gameByCode(t.database.db, t.merchantId, GAME))!;
  const [draw] = await t.database.db
    .select({ id: lotteryDraws.id, status: lotteryDraws.status, settledAt: lotteryDraws.settledAt })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.drawNo, drawNo)));
  const tickets = await t.database.db
    .select({ status: lotteryTickets.status })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.drawId, draw!.id));
  return { voidAndSettled: draw!.status === "VOID" && draw!.settledAt !== null, tickets: tickets.map((r) => r.status) };
}

/**
 * A house whose bet calls wait at a gate once they are on their way: `reached` resolves when a
 * bet call has left the house (its ticket written PENDING), `open` lets it through.
 */
function gatedHouse() {
  let reached!: () => void;
  let open!: () => void;
  const onItsWay = new Promise<void>((resolve) => (reached = resolve));
  const gate = new Promise<void>((resolve) => (open = resolve));
  const transport = inProcessTransport(t.app);
  const gated = new HouseGames({
    db: t.database.db,
    inProcess: {
      async post(path, headers, body) {
        if (path === VENDOR_API.bet) {
          reached();
          await gate;
        }
        return transport.post(path, headers, body);
      },
    },
    defaultMerchantCode: "DEMO",
  });
  return { gated, onItsWay, open };
}

describe("a fast draw voided while it sells", () => {
  let buyer: { member: TestMember; token: string };
  beforeAll(async () => {
    buyer = await playerInHouseGame(t, "vrace", GAME);
  });

  it("refunds a ticket whose bet was on its way when the void came, and the settlement ran before the bet arrived", async () => {
    const drawNo = await takingTickets();
    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    const { gated, onItsWay, open } = gatedHouse();
    const buying = gated.lotteryTickets
      .buy(brand, { token: buyer.token, requestId: randomUUID(), game: GAME, drawNo, selections: BIG })
      .catch((error: unknown) => error);
    await onItsWay;
    expect((await voidDraw(drawNo, "Void while a bet is on its way")).statusCode).toBe(200);
    // The settlement claims the PENDING ticket and rolls it back: the bet, arriving after, is refused.
    await house.lotterySettlement.settleDue(t.merchantId);
    open();
    // The late bet is refused for ever; its buyer hears the draw closed and the stake is refunded
    // (a clear refusal, not an internal error).
    expect(await buying).toMatchObject({ code: "NO_OPEN_DRAW" });
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, buyer.member.token)).toBe("100.00");
    expect(await drawState(drawNo)).toEqual({ voidAndSettled: true, tickets: ["VOIDED"] });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("refunds a ticket whose bet was on its way when the void came, and arrived before the settlement", async () => {
    const drawNo = await takingTickets();
    const brand = (await brandByCode(t.database.db, "DEMO"))!;
    const { gated, onItsWay, open } = gatedHouse();
    const buying = gated.lotteryTickets.buy(brand, {
      token: buyer.token,
      requestId: randomUUID(),
      game: GAME,
      drawNo,
      selections: BIG,
    });
    await onItsWay;
    expect((await voidDraw(drawNo, "Void before the bet arrives")).statusCode).toBe(200);
    open();
    // The bet is taken: the stake is held until the settlement refunds it, once.
    expect((await buying).unplaced).toBeNull();
    expect(await mainBalance(t.app, buyer.member.token)).toBe("98.00");
    await Promise.all([
      house.lotterySettlement.settleDue(t.merchantId),
      house.lotterySettlement.settleDue(t.merchantId),
    ]);
    await house.lotterySettlement.settleDue(t.merchantId);
    expect(await mainBalance(t.app, buyer.member.token)).toBe("100.00");
    expect(await drawState(drawNo)).toEqual({ voidAndSettled: true, tickets: ["VOIDED"] });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  // Whatever order the four calls take (on PostgreSQL each on its own connection; on PGlite one
  // after another), the money and the tickets end the same: this asserts the end, not an order.
  it("refunds every stake once when the void, the sales and a settlement pass are sent at once", async () => {
    const players = [buyer];
    for (let i = 0; i < 3; i++) players.push(await playerInHouseGame(t, "vrace", GAME));
    const voided: string[] = [];
    for (let round = 0; round < 4; round++) {
      const drawNo = await takingTickets();
      voided.push(drawNo);
      const [voidAnswer, , ...slips] = await Promise.all([
        voidDraw(drawNo, `Race ${round}`),
        house.lotterySettlement.settleDue(t.merchantId),
        ...players.map(({ token }) => buyTickets(t.app, token, GAME, drawNo, BIG)),
      ]);
      expect(voidAnswer.statusCode, voidAnswer.body).toBe(200);
      // A slip placed its ticket or was refused in the envelope: never a server error.
      for (const slip of slips) expect(slip.statusCode, slip.body).toBeLessThan(500);
    }
    await house.lotterySettlement.settleDue(t.merchantId);
    for (const { member } of players) expect(await mainBalance(t.app, member.token)).toBe("100.00");
    for (const drawNo of voided) {
      const state = await drawState(drawNo);
      expect(state.voidAndSettled).toBe(true);
      // No ticket of a void draw holds a stake, or is on its way to one.
      expect(state.tickets.filter((status) => !["VOIDED", "REFUSED"].includes(status))).toEqual([]);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
