import { beforeAll, describe, expect, it } from "vitest";
import i18next, { type TFunction } from "i18next";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { startTestI18n } from "../../../test-support/render-page";
import { mission } from "../components/test-data";
import { missionTitle, progressOf, timeLeftText } from "./mission-text";

let t: TFunction;

beforeAll(async () => {
  await startTestI18n();
  t = i18next.getFixedT("en", MISSIONS_NS);
});

describe("a mission in words", () => {
  it("words the task from its target and category when the operator gave no title", () => {
    expect(missionTitle(t, mission(1))).toBe("Bet 500.00 on Slots");
    expect(missionTitle(t, mission(1, { category: null, target: "1234.5" }))).toBe("Bet 1,234.50");
    expect(missionTitle(t, mission(1, { task: "DEPOSIT", category: null, target: "100.00" }))).toBe("Deposit 100.00");
    expect(missionTitle(t, mission(1, { task: "ROUNDS", category: "LIVE", target: "20" }))).toBe(
      "Play 20 rounds of Live casino",
    );
    expect(missionTitle(t, mission(1, { task: "ROUNDS", category: null, target: "1" }))).toBe("Play 1 round");
    expect(missionTitle(t, mission(1, { task: "LOGIN", category: null, target: "3" }))).toBe("Log in on 3 days");
    expect(missionTitle(t, mission(1, { task: "LOGIN", category: null, target: "1" }))).toBe("Log in");
    expect(missionTitle(t, mission(1, { task: "INVITE", category: null, target: "1" }))).toBe("Invite 1 friend");
    expect(missionTitle(t, mission(1, { task: "INVITE", category: null, target: "2" }))).toBe("Invite 2 friends");
  });

  it("keeps the operator's title when there is one", () => {
    expect(missionTitle(t, mission(1, { title: "Slot sprint" }))).toBe("Slot sprint");
  });

  it("fills the bar to the target, and a done mission all the way", () => {
    expect(progressOf(mission(1))).toEqual({ value: 120, max: 500 });
    expect(progressOf(mission(1, { progress: "900.00" }))).toEqual({ value: 500, max: 500 });
    expect(progressOf(mission(1, { progress: "0", status: "CLAIMABLE" }))).toEqual({ value: 500, max: 500 });
  });

  it("tells the time left in days, hours and minutes (rounded up), then that it ended", () => {
    const now = 1_000_000;
    expect(timeLeftText(t, now + 2 * 86_400_000 + 5 * 3_600_000, now)).toBe("2d 5h");
    expect(timeLeftText(t, now + 5 * 3_600_000 + 12 * 60_000, now)).toBe("5h 12m");
    expect(timeLeftText(t, now + 30_000, now)).toBe("1m");
    expect(timeLeftText(t, now + 60 * 60_000, now)).toBe("1h 0m");
    expect(timeLeftText(t, now, now)).toBe("Ended");
  });
});
