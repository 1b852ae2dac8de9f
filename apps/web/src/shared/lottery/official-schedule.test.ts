import { describe, expect, it } from "vitest";
import type { LotteryGameView } from "@portal/contract/api/lottery";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { VIETNAM_UTC_OFFSET_MIN, drawOnDay } from "./official-schedule";

// An official draw's day as a player of its country counts it: the server schedules by brand day
// (GMT+8), Vietnam's day starts an hour later.

const official = (drawTimeSec: number, weekdays: number[]): LotteryGameView => ({
  code: "VN_N_HN",
  family: "VN_NORTH",
  name: null,
  intervalSec: 86_400,
  closeBeforeSec: 900,
  official: { drawTimeSec, weekdays },
});
const at = (iso: string) => Date.parse(iso);
/** The north: 19:15 in brand time, every day but Monday. */
const north = official(69_300, [0, 2, 3, 4, 5, 6]);

describe("an official draw on a day of Vietnam", () => {
  it("is the brand day's draw, at 18:15 in Vietnam", () => {
    expect(drawOnDay(north, at("2026-11-29T08:00:00+07:00"), VIETNAM_UTC_OFFSET_MIN)).toBe(
      at("2026-11-29T18:15:00+07:00"),
    );
    // Monday: none.
    expect(drawOnDay(north, at("2026-11-30T12:00:00+07:00"), VIETNAM_UTC_OFFSET_MIN)).toBeNull();
  });

  it("stays Vietnam's day in the hour after the brand's midnight", () => {
    // 23:30 on Monday in Vietnam is Tuesday in brand time: Monday has no draw, Tuesday's is tomorrow.
    expect(drawOnDay(north, at("2026-11-30T23:30:00+07:00"), VIETNAM_UTC_OFFSET_MIN)).toBeNull();
    expect(drawOnDay(north, at("2026-11-30T23:30:00+07:00"), CLOCK_UTC_OFFSET_MIN)).toBe(
      at("2026-12-01T18:15:00+07:00"),
    );
    // 00:00 on Tuesday in Vietnam: Tuesday's draw.
    expect(drawOnDay(north, at("2026-12-01T00:00:00+07:00"), VIETNAM_UTC_OFFSET_MIN)).toBe(
      at("2026-12-01T18:15:00+07:00"),
    );
  });

  it("finds a draw the brand's next day makes before Vietnam's midnight", () => {
    // 00:30 in brand time on Tuesdays only: 23:30 on Monday in Vietnam.
    const late = official(1_800, [2]);
    expect(drawOnDay(late, at("2026-11-30T09:00:00+07:00"), VIETNAM_UTC_OFFSET_MIN)).toBe(
      at("2026-11-30T23:30:00+07:00"),
    );
    expect(drawOnDay(late, at("2026-12-01T09:00:00+07:00"), VIETNAM_UTC_OFFSET_MIN)).toBeNull();
  });

  it("is never a fast game's", () => {
    expect(drawOnDay({ ...north, official: null }, Date.now(), VIETNAM_UTC_OFFSET_MIN)).toBeNull();
  });
});
