// @vitest-environment jsdom
import { useState } from "react";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import lotteryEn from "@portal/contract/lottery/locales/en.json";
import type { SlipEntry } from "../hooks/slip";
import { BetSlip } from "./bet-slip";
import { NO_CHASE, chaseDraws, type ChaseChoice } from "./chase-options";

// The bet slip's chase (追号, decision 0037): off by default, then a number of draws from 2 to 50
// and a stop after a win; the total and the button say what the whole plan costs and does.

beforeEach(async () => {
  await startTestI18n();
  i18next.addResourceBundle("en", LOTTERY_NS, lotteryEn, true, true);
});
afterEach(cleanup);

const entry: SlipEntry = {
  id: 1,
  play: "SSC_POSITION",
  picks: [["1", "2"], [], [], [], []],
  unitStake: "1.5",
  lines: 2,
  units: 1,
  cost: "3",
};

function Slip({ onPlace }: { onPlace: () => void }) {
  const [chase, setChase] = useState<ChaseChoice>(NO_CHASE);
  return (
    <BetSlip
      family="SSC"
      entries={[entry]}
      drawNo="20261129-0042"
      busy={false}
      disabled={false}
      chase={chase}
      onChase={setChase}
      onRemove={() => {}}
      onPlace={onPlace}
    />
  );
}

describe("the bet slip's chase", () => {
  it("takes a whole number of draws from 2 to 50 only while it is on", () => {
    expect(chaseDraws({ ...NO_CHASE, draws: "10" })).toBeNull();
    expect(chaseDraws({ on: true, draws: " 10 ", stopOnWin: false })).toBe(10);
    for (const bad of ["1", "51", "2.5", "", "abc", "-3"])
      expect(chaseDraws({ on: true, draws: bad, stopOnWin: true })).toBeNull();
    expect(chaseDraws({ on: true, draws: "50", stopOnWin: true })).toBe(50);
  });

  it("prices the whole plan, names it on the button and refuses a number of draws out of range", async () => {
    const onPlace = vi.fn();
    await renderPage(<Slip onPlace={onPlace} />);
    expect(
      (screen.getByRole("button", { name: "Place bets on draw 20261129-0042" }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByLabelText(lotteryEn.chase.draws)).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: lotteryEn.chase.toggle }));
    expect((screen.getByRole("checkbox", { name: lotteryEn.chase.stopOnWin }) as HTMLInputElement).checked).toBe(true);
    screen.getByText("3.00 × 5 draws = 15.00");
    fireEvent.change(screen.getByLabelText(lotteryEn.chase.draws), { target: { value: "12" } });
    screen.getByText("3.00 × 12 draws = 36.00");
    fireEvent.click(screen.getByRole("button", { name: "Chase 12 draws from draw 20261129-0042" }));
    expect(onPlace).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText(lotteryEn.chase.draws), { target: { value: "60" } });
    expect(screen.getByLabelText(lotteryEn.chase.draws).getAttribute("aria-invalid")).toBe("true");
    screen.getByText("Enter a whole number of draws from 2 to 50.");
    expect(
      (screen.getByRole("button", { name: "Place bets on draw 20261129-0042" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe("the bet slip's prices", () => {
  const lo2: SlipEntry = { id: 2, play: "VN_LO2", picks: [["27"]], unitStake: "1", lines: 1, units: 27, cost: "27" };
  const slipOf = (entries: SlipEntry[]) => (
    <BetSlip
      family="VN_NORTH"
      entries={entries}
      drawNo="20261129-0042"
      busy={false}
      disabled={false}
      chase={NO_CHASE}
      onChase={() => {}}
      onRemove={() => {}}
      onPlace={() => {}}
    />
  );

  it("names the draw's 27 numbers a lô point is checked against, so its price adds up", async () => {
    await renderPage(slipOf([lo2]));
    expect(screen.getByText("1 line(s) × 27 numbers × 1.00 = 27.00")).toBeTruthy();
  });

  it("prices a line costing one stake as lines × stake", async () => {
    await renderPage(slipOf([entry]));
    expect(screen.getByText("2 line(s) × 1.50 = 3.00")).toBeTruthy();
  });
});
