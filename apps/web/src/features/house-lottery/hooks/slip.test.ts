import { describe, expect, it } from "vitest";
import { LOTTERY_SLIP_MAX } from "@portal/contract/api/lottery";
import { MAX_TICKET_LINES, combinations, playOf, type Play } from "@portal/contract/lottery/engine";
import { familyOf } from "@portal/contract/lottery/families/index";
import type { LotteryPlaySale, LotteryTicketView } from "@portal/contract/api/lottery";
import { chaseTotal, costOf, drawLimitPassed, entryOf, heldInDraw, linesFor, slipTotal, type SlipEntry } from "./slip";

const north = familyOf("VN_NORTH")!;
const lo2 = playOf(north, "VN_LO2")!;
const xien4 = playOf(north, "VN_XIEN4")!;
const ssc = familyOf("SSC")!;
const position = playOf(ssc, "SSC_POSITION")!;

describe("the bet slip's arithmetic", () => {
  it("prices a selection as unit stake × cost units × lines, exactly", () => {
    // Lô 2 số is checked against the 27 numbers of a northern draw: one number costs 27 stakes.
    expect(linesFor(lo2, [["07", "42"]])).toBe(2);
    expect(costOf(lo2, 2, "1")).toBe("54");
    expect(costOf(lo2, 2, "0.1")).toBe("5.4");
    expect(costOf(position, 3, "0.07")).toBe("0.21");
    for (const bad of ["", "0", "-1", "1e3", "abc", "1.123456789"]) expect(costOf(position, 1, bad)).toBeNull();
  });

  it("adds what the API takes, or says what stops it", () => {
    const entry = entryOf(position, [["3", "7"], [], [], [], []], " 2.50 ", [], 1);
    expect(entry).toEqual({
      id: 1,
      play: "SSC_POSITION",
      picks: [["3", "7"], [], [], [], []],
      unitStake: "2.50",
      lines: 2,
      units: 1,
      cost: "5",
    });
    expect(entryOf(position, [[], [], [], [], []], "1", [], 2)).toBe("bet.pickMore");
    expect(entryOf(position, [["3"], [], [], [], []], "nope", [], 2)).toBe("bet.stakeInvalid");
    const full = Array.from({ length: LOTTERY_SLIP_MAX }, (_, id) => ({ ...(entry as SlipEntry), id }));
    expect(entryOf(position, [["3"], [], [], [], []], "1", full, 99)).toBe("bet.slipFull");
    expect(slipTotal([entry as SlipEntry, { ...(entry as SlipEntry), id: 2, cost: "0.25" }])).toBe("5.25");
    // A chase pays the slip once a draw, exactly (0.1 × 3 is 0.3, not 0.30000000000000004).
    expect(chaseTotal([{ ...(entry as SlipEntry), cost: "0.1" }], 3)).toBe("0.3");
    expect(chaseTotal([entry as SlipEntry, { ...(entry as SlipEntry), id: 2, cost: "0.25" }], 10)).toBe("52.5");
  });

  it("refuses a selection of more lines than a ticket takes, without building them all", () => {
    // No shipped play reaches the bound (xiên takes at most 10 numbers): a play that would, any 3 of 100 numbers.
    const numbers = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"));
    const anyThree: Play<unknown> = {
      ...xien4,
      code: "ANY3_OF_100",
      rows: [{ name: "numbers", options: numbers, min: 3 }],
      lines: (picks) => combinations([...(picks[0] ?? [])], 3).map((set) => set.join(",")),
    };
    expect(MAX_TICKET_LINES).toBeLessThan(161_700);
    expect(linesFor(anyThree, [numbers])).toBe("TOO_MANY");
    expect(entryOf(anyThree, [numbers], "1", [], 1)).toBe("bet.tooManyLines");
    expect(linesFor(anyThree, [numbers.slice(0, 6)])).toBe(20);
    // Xiên's own limit: more than 10 numbers are not a ticket at all.
    expect(linesFor(xien4, [numbers.slice(0, 11)])).toBe(0);
    expect(linesFor(xien4, [numbers.slice(0, 6)])).toBe(15);
  });
});

describe("the per-draw limit, before the server's", () => {
  const lo3 = playOf(north, "VN_LO3")!;
  const sale = (play: string, maxDrawStake: string): LotteryPlaySale => ({
    play,
    tiers: ["WIN"],
    minStake: "1",
    maxStake: "10000",
    maxDrawStake,
    priceClasses: [],
  });
  const ticket = (over: Partial<LotteryTicketView>): LotteryTicketView => ({
    id: 1,
    game: "VN_NORTH_5M",
    drawNo: "20261129-0042",
    play: "VN_LO2",
    picks: [["07"]],
    lines: 1,
    unitStake: "100",
    cost: "2700",
    state: "OPEN",
    payout: null,
    createdAt: 0,
    cancellableUntil: null,
    chasePlanId: null,
    ...over,
  });

  it("counts what the player's tickets hold in the draw, by play: open and pending ones only", () => {
    const held = heldInDraw(
      [
        ticket({}),
        ticket({ id: 2, state: "PENDING", cost: "0.5" }),
        ticket({ id: 3, state: "CANCELLED" }),
        ticket({ id: 4, drawNo: "20261129-0041" }),
        ticket({ id: 5, play: "VN_DE", cost: "3" }),
      ],
      "20261129-0042",
    );
    expect([...held]).toEqual([
      ["VN_LO2", 270_050_000_000n],
      ["VN_DE", 300_000_000n],
    ]);
    expect(heldInDraw([ticket({})], undefined).size).toBe(0);
  });

  it("counts a lô point's cost (stake × 27), the slip's and the draw's tickets together", () => {
    const point = entryOf(lo2, [["27"]], "1851", [], 1) as SlipEntry;
    expect(point).toMatchObject({ units: 27, cost: "49977" });
    const limits = [sale("VN_LO2", "50000")];
    expect(drawLimitPassed([point], limits, new Map())).toBeNull();
    expect(drawLimitPassed([point], limits, new Map([["VN_LO2", 2_300_000_000n]]))).toBeNull();
    expect(drawLimitPassed([point], limits, new Map([["VN_LO2", 2_400_000_000n]]))).toEqual({
      play: "VN_LO2",
      total: "50001",
      max: "50000",
    });
    expect(drawLimitPassed([point, { ...point, id: 2, cost: "27" }], limits, new Map())).toEqual({
      play: "VN_LO2",
      total: "50004",
      max: "50000",
    });
    // Each play against its own limit; a play whose sale is unknown is left to the server.
    const three = entryOf(lo3, [["123"]], "100", [], 3) as SlipEntry;
    expect(drawLimitPassed([point, three], [...limits, sale("VN_LO3", "2300")], new Map())).toBeNull();
    expect(drawLimitPassed([three], [sale("VN_LO3", "2299.99")], new Map())).toMatchObject({ play: "VN_LO3" });
    expect(drawLimitPassed([three], undefined, new Map())).toBeNull();
  });

  it("refuses more picks in a row than a selection carries", () => {
    const numbers = Array.from({ length: 101 }, (_, i) => String(i).padStart(3, "0"));
    expect(entryOf(lo3, [numbers], "1", [], 1)).toBe("bet.tooManyNumbers");
    expect(entryOf(lo3, [numbers.slice(0, 100)], "1", [], 1)).toMatchObject({ lines: 100 });
  });
});
