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
    const perDraw = screen.getByText("At most 2,000.00 a draw on this bet type, all your tickets together.");
    // Read with the stake's field, not only once a stake is refused.
    expect(screen.getByLabelText(lotteryEn.bet.unitStake).getAttribute("aria-describedby")?.split(" ")).toEqual([
      limits.id,
      perDraw.id,
    ]);
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

  it("shows lô's limit per draw and what a point costs, and refuses a point whose cost passes the draw's limit", async () => {
    const north = familyOf("VN_NORTH")!;
    const lo2 = sale("VN_LO2", { minStake: "1.00", maxStake: "10000.00", maxDrawStake: "50000.00" });
    const onAdd = vi.fn();
    const held = new Map([["VN_LO2", 2_700_000_000n]]);
    await renderPage(<PlayPicker family={north} sale={[lo2]} slip={[]} held={held} disabled={false} onAdd={onAdd} />);
    screen.getByText("Stake per line from 1.00 to 10,000.00.");
    const perDraw = screen.getByText("At most 50,000.00 a draw on this bet type, all your tickets together.");
    const units = screen.getByText(
      "A point costs its stake × 27: it is checked against the draw's 27 numbers and pays for each one it matches.",
    );
    const stake = screen.getByLabelText(lotteryEn.bet.unitStake);
    expect(stake.getAttribute("aria-describedby")?.split(" ")).toEqual(expect.arrayContaining([perDraw.id, units.id]));

    fireEvent.click(screen.getByRole("button", { name: "27" }));
    // 1,851 a point costs 49,977: with the 27 the player's tickets hold in the draw, 50,004.
    fireEvent.change(stake, { target: { value: "1851" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(screen.getByRole("alert").textContent).toBe(
      `This would take your ${lotteryEn.VN.play.VN_LO2} stakes in this draw to 50,004.00, past the draw's limit of 50,000.00.`,
    );
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(stake, { target: { value: "1850" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ picks: [["27"]], lines: 1, units: 27, cost: "49950" }),
    );
  });

  it("counts the slip's entries of the play against its limit per draw", async () => {
    const north = familyOf("VN_NORTH")!;
    const lo2 = sale("VN_LO2", { minStake: "1.00", maxStake: "10000.00", maxDrawStake: "50000.00" });
    const entry = { id: 1, play: "VN_LO2", picks: [["07"]], unitStake: "1000", lines: 1, units: 27, cost: "27000" };
    const onAdd = vi.fn();
    await renderPage(<PlayPicker family={north} sale={[lo2]} slip={[entry]} disabled={false} onAdd={onAdd} />);
    fireEvent.click(screen.getByRole("button", { name: "42" }));
    fireEvent.change(screen.getByLabelText(lotteryEn.bet.unitStake), { target: { value: "1000" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(screen.getByRole("alert").textContent).toContain("to 54,000.00, past the draw's limit of 50,000.00");
    expect(onAdd).not.toHaveBeenCalled();
  });

  it.each(["VN_LO3", "VN_BA_CANG"])(
    "picks %s's 3-digit numbers digit by digit: 30 buttons, the same selection as the numbers",
    async (code) => {
      const north = familyOf("VN_NORTH")!;
      const onAdd = vi.fn();
      await renderPage(<PlayPicker family={north} sale={[sale(code)]} slip={[]} disabled={false} onAdd={onAdd} />);
      const numbers = screen.getByRole("group", { name: lotteryEn.VN.row.numbers });
      // A row of ten digits a place, not a button per number ("000" to "999").
      expect(within(numbers).getAllByRole("button")).toHaveLength(30);
      const place = (name: string) => within(numbers).getByRole("group", { name });
      const press = (name: string, digit: string) =>
        fireEvent.click(within(place(name)).getByRole("button", { name: digit }));
      press(lotteryEn.bet.digitPlace.hundreds, "1");
      press(lotteryEn.bet.digitPlace.tens, "2");
      expect(screen.getByText("0 line(s) · —")).toBeTruthy();
      press(lotteryEn.bet.digitPlace.units, "3");
      expect(
        within(place(lotteryEn.bet.digitPlace.units)).getByRole("button", { name: "3" }).getAttribute("aria-pressed"),
      ).toBe("true");
      expect(screen.getByText("Your numbers: 123")).toBeTruthy();
      fireEvent.change(screen.getByLabelText(lotteryEn.bet.unitStake), { target: { value: "2" } });
      fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
      // The wire format of a pick is the number itself, as before.
      expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ play: code, picks: [["123"]], lines: 1 }));
      // The picks start again; two units digits make two numbers.
      expect(screen.queryByText(/Your numbers/)).toBeNull();
      press(lotteryEn.bet.digitPlace.hundreds, "0");
      press(lotteryEn.bet.digitPlace.tens, "7");
      press(lotteryEn.bet.digitPlace.units, "9");
      press(lotteryEn.bet.digitPlace.units, "5");
      expect(screen.getByText("Your numbers: 075, 079")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
      expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ picks: [["075", "079"]], lines: 2 }));
    },
  );

  it("takes 3-digit numbers typed in one entry, with the digits' numbers, and names a mistyped one", async () => {
    const north = familyOf("VN_NORTH")!;
    const onAdd = vi.fn();
    await renderPage(<PlayPicker family={north} sale={[sale("VN_LO3")]} slip={[]} disabled={false} onAdd={onAdd} />);
    const numbers = screen.getByRole("group", { name: lotteryEn.VN.row.numbers });
    const field = within(numbers).getByLabelText(lotteryEn.bet.typeNumbers);
    expect(field.getAttribute("aria-describedby")).toBe(
      screen.getByText("3 digits each, separated by spaces or commas (e.g. 123, 456).").id,
    );
    // Numbers the digit rows cannot make in one entry (123 and 456 would make eight), and the
    // digits' 789 too: each once, in order.
    fireEvent.change(field, { target: { value: "456 123,789  123" } });
    for (const [name, digit] of [
      [lotteryEn.bet.digitPlace.hundreds, "7"],
      [lotteryEn.bet.digitPlace.tens, "8"],
      [lotteryEn.bet.digitPlace.units, "9"],
    ] as const)
      fireEvent.click(within(within(numbers).getByRole("group", { name })).getByRole("button", { name: digit }));
    expect(screen.getByText("Your numbers: 123, 456, 789")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(lotteryEn.bet.unitStake), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(onAdd).toHaveBeenLastCalledWith(
      expect.objectContaining({ play: "VN_LO3", picks: [["123", "456", "789"]], lines: 3 }),
    );
    expect((field as HTMLInputElement).value).toBe("");

    // A word that is not a 3-digit number stops the entry, named.
    fireEvent.change(field, { target: { value: "123 12 4567" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    const refusal = screen.getByRole("alert");
    expect(refusal.textContent).toBe("Not a 3-digit number: 12, 4567.");
    // The field says it is wrong, and why.
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(refusal.id);
    expect(onAdd).toHaveBeenCalledTimes(1);
    fireEvent.change(field, { target: { value: "123 124" } });
    expect(field.getAttribute("aria-invalid")).toBe("false");
  });

  it("refuses more numbers made digit by digit than a ticket carries", async () => {
    const north = familyOf("VN_NORTH")!;
    const onAdd = vi.fn();
    await renderPage(
      <PlayPicker family={north} sale={[sale("VN_BA_CANG")]} slip={[]} disabled={false} onAdd={onAdd} />,
    );
    const numbers = screen.getByRole("group", { name: lotteryEn.VN.row.numbers });
    // 5 × 5 × 5 = 125 numbers: more than the 100 a ticket's row takes.
    for (const name of Object.values(lotteryEn.bet.digitPlace).slice(1))
      for (const digit of ["1", "2", "3", "4", "5"])
        fireEvent.click(within(within(numbers).getByRole("group", { name })).getByRole("button", { name: digit }));
    expect(screen.getByText("At most 100 numbers a ticket: pick fewer digits.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(lotteryEn.bet.unitStake), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: lotteryEn.bet.addToSlip }));
    expect(screen.getByRole("alert").textContent).toBe("At most 100 numbers a ticket: pick fewer digits.");
    expect(onAdd).not.toHaveBeenCalled();
  });
});
