// @vitest-environment jsdom
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { LotteryPlaySale } from "@portal/contract/api/lottery";
import { familyOf } from "@portal/contract/lottery/families/index";
import lotteryEn from "@portal/contract/lottery/locales/en.json";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import { PlayPicker } from "./play-picker";

// The play picker shows what the brand sells: only the plays on sale, each with its odds and its
// stake per line's limits, and a stake out of them is refused before it reaches the slip.

beforeEach(async () => {
  await startTestI18n();
  i18next.addResourceBundle("en", LOTTERY_NS, lotteryEn, true, true);
});
afterEach(cleanup);

const k3 = familyOf("K3")!;
const sale = (play: string, over: Partial<LotteryPlaySale> = {}): LotteryPlaySale => ({
  play,
  tiers: ["WIN"],
  minStake: "2.00",
  maxStake: "500.00",
  maxDrawStake: "2000.00",
  priceClasses: [{ priceClass: "", exampleKey: "ANY", odds: ["30"] }],
  ...over,
});
/** Everything K3 sells but the triple, the sum at its classes' odds. */
const onSale = k3.plays
  .filter((play) => play.code !== "K3_TRIPLE")
  .map((play) =>
    play.code === "K3_SUM"
      ? sale(play.code, {
          priceClasses: [
            { priceClass: "3/18", exampleKey: "3", odds: ["200"] },
            { priceClass: "10/11", exampleKey: "10", odds: ["7.5"] },
          ],
        })
      : sale(play.code),
  );

/** Radix's tabs switch on the pointer's press, as a person's click starts. */
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0, ctrlKey: false });

describe("the play picker", () => {
  it("offers only the plays on sale, with their odds and stake limits", async () => {
    await renderPage(<PlayPicker family={k3} sale={onSale} slip={[]} disabled={false} onAdd={() => {}} />);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).not.toContain(lotteryEn.K3.play.K3_TRIPLE);
    expect(tabs).toContain(lotteryEn.K3.play.K3_ANY_TRIPLE);
    // The sum's classes in a table: a class's keys and its odds.
    const odds = screen.getByRole("table", { name: `Odds of ${lotteryEn.K3.play.K3_SUM}` });
    expect(
      within(odds)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([`${lotteryEn.bet.oddsClass}${lotteryEn.tier.WIN}`, "3 / 18200", "10 / 117.5"]);
    const limits = screen.getByText("Stake per line from 2.00 to 500.00.");
    // Read with the stake's field, not only once a stake is refused.
    expect(screen.getByLabelText(lotteryEn.bet.unitStake).getAttribute("aria-describedby")).toBe(limits.id);
    // A play of one class and one prize: its odds in one line.
    openTab(lotteryEn.K3.play.K3_ANY_TRIPLE);
    expect(screen.getByText("Odds: 30")).toBeTruthy();
  });

  it("names a price class by its keys' names", async () => {
    const bsoe = sale("K3_SUM_BSOE", {
      priceClasses: [
        { priceClass: "BIG/SMALL", exampleKey: "BIG", odds: ["1.98"] },
        { priceClass: "ODD/EVEN", exampleKey: "ODD", odds: ["1.96"] },
      ],
    });
    await renderPage(<PlayPicker family={k3} sale={[bsoe]} slip={[]} disabled={false} onAdd={() => {}} />);
    const odds = screen.getByRole("table", { name: `Odds of ${lotteryEn.K3.play.K3_SUM_BSOE}` });
    expect(
      within(odds)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Big / Small", "Odd / Even"]);
  });

  it("names Mark Six's sign classes, this year's by its sign", async () => {
    const zodiac = sale("LHC_SPECIAL_ZODIAC", {
      priceClasses: [
        { priceClass: "OTHER", exampleKey: "RAT", odds: ["11.5"] },
        { priceClass: "YEAR", exampleKey: "HORSE", odds: ["9.5"] },
      ],
    });
    await renderPage(
      <PlayPicker family={familyOf("LHC")!} sale={[zodiac]} slip={[]} disabled={false} onAdd={() => {}} />,
    );
    const odds = screen.getByRole("table", { name: `Odds of ${lotteryEn.LHC.play.LHC_SPECIAL_ZODIAC}` });
    expect(
      within(odds)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual([lotteryEn.bet.priceClass.OTHER, `${lotteryEn.bet.priceClass.YEAR} (${lotteryEn.LHC.option.HORSE})`]);
  });

  it("refuses a stake out of the play's limits before the slip takes it", async () => {
    const onAdd = vi.fn();
    await renderPage(<PlayPicker family={k3} sale={onSale} slip={[]} disabled={false} onAdd={onAdd} />);
    openTab(lotteryEn.K3.play.K3_ANY_TRIPLE);
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.K3.option.ANY }));
    const stake = screen.getByLabelText(lotteryEn.bet.unitStake);
    fireEvent.change(stake, { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(screen.getByRole("alert").textContent).toBe("Stake per line from 2.00 to 500.00.");
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(stake, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it("says so when the brand sells none of the game's plays", async () => {
    await renderPage(<PlayPicker family={k3} sale={[]} slip={[]} disabled={false} onAdd={() => {}} />);
    expect(screen.getByText(lotteryEn.bet.noPlays)).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });
});
