// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LOTTERY_ADMIN } from "@portal/contract/api/lottery-admin";
import { VN_NORTH_STRUCTURE, VN_SOUTH_STRUCTURE } from "@portal/contract/lottery/families/vn";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
import { SOUTH_STORED } from "../../test-support/vn-results";
import LotteryPage from "./lottery-page";

beforeAll(initTestI18n);
beforeEach(() =>
  signIn({ token: "t", username: "fin1", role: "FINANCE", permissions: ["read", "enterLotteryResults"] }),
);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const draw = (game: string, entered: { by: string; at: number } | null, family = "VN_SOUTH") => ({
  game,
  family,
  drawNo: "20261129-0001",
  drawsAt: Date.UTC(2026, 10, 29, 11),
  status: "OPEN",
  entered,
  confirmed: null,
  voidRequested: null,
});

/** A results sheet as printed, top to bottom: each prize's name and its numbers. */
type Sheet = [prize: string, numbers: string[]][];

/** A southern sheet (the central prints the same): the eighth prize first, the special prize last. */
const SOUTH_SHEET: Sheet = [
  ["Eighth prize", ["47"]],
  ["Seventh prize", ["291"]],
  ["Sixth prize", ["3812", "0457", "9026"]],
  ["Fifth prize", ["6630"]],
  ["Fourth prize", ["11111", "22222", "33333", "44444", "55555", "66666", "77777"]],
  ["Third prize", ["80808", "90909"]],
  ["Second prize", ["12121"]],
  ["First prize", ["54321"]],
  ["Special prize", ["123456"]],
];

/** The north's sheet: special prize first, as stored. */
const NORTH_SHEET: Sheet = [
  ["Special prize", ["98765"]],
  ["First prize", ["10001"]],
  ["Second prize", ["20002", "30003"]],
  ["Third prize", ["40004", "50005", "60006", "70007", "80008", "90009"]],
  ["Fourth prize", ["1110", "1211", "1312", "1413"]],
  ["Fifth prize", ["1514", "1615", "1716", "1817", "1918", "2019"]],
  ["Sixth prize", ["765", "321", "432"]],
  ["Seventh prize", ["65", "21", "21", "07"]],
];

const labelsOf = (sheet: Sheet) =>
  sheet.flatMap(([prize, numbers]) => numbers.map((_, i) => `${prize}, number ${i + 1}`));

/** Types a sheet into the dialog's fields, top to bottom, each number in the field its label names. */
function typeSheet(dialog: HTMLElement, sheet: Sheet) {
  for (const [prize, numbers] of sheet) {
    numbers.forEach((number, i) =>
      fireEvent.change(within(dialog).getByLabelText(`${prize}, number ${i + 1}`), { target: { value: number } }),
    );
  }
}

async function openDialog(button: string, title: string) {
  renderWithClient(
    <Suspense fallback="loading">
      <LotteryPage />
    </Suspense>,
  );
  const table = await screen.findByRole("table");
  fireEvent.click(within(table).getByRole("button", { name: button }));
  return screen.findByRole("dialog", { name: title });
}

describe("Games > Lottery (official results, two operators)", () => {
  it("types a northern result prize by prize, special prize first as on the sheet and as stored", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: { list: [draw("VN_HN", null, "VN_NORTH")] },
      "PUT /admin/lottery/games/VN_HN/draws/20261129-0001/result": null,
    });
    const dialog = await openDialog("Enter result", "Result of VN_HN 20261129-0001");
    const fields = within(dialog).getAllByRole("textbox");
    expect(fields).toHaveLength(VN_NORTH_STRUCTURE.prizes.reduce((n, p) => n + p.count, 0));
    expect(fields).toEqual(labelsOf(NORTH_SHEET).map((label) => within(dialog).getByLabelText(label)));
    expect(within(dialog).getAllByRole("group")[0]).toBe(
      within(dialog).getByRole("group", { name: "Special prize · 5 digits" }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    // Every empty field refused with its own prize's digits: 10 numbers of 5, 10 of 4, 3 of 3, 4 of 2.
    expect(await within(dialog).findAllByText("Exactly 5 digits")).toHaveLength(10);
    expect(within(dialog).getAllByText("Exactly 2 digits")).toHaveLength(4);
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    typeSheet(dialog, NORTH_SHEET);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        result: { prizes: NORTH_SHEET.map(([, numbers]) => numbers) },
      }),
    );
    expect(await screen.findByText("Result of 20261129-0001 entered: a second operator confirms it.")).toBeTruthy();
  });

  it("types a southern result in the sheet's order, eighth prize first, and sends it special prize first", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: { list: [draw("VN_HCM", null)] },
      "PUT /admin/lottery/games/VN_HCM/draws/20261129-0001/result": null,
    });
    const dialog = await openDialog("Enter result", "Result of VN_HCM 20261129-0001");
    // The fields in the sheet's order: the eighth prize's first, the special prize's last.
    const fields = within(dialog).getAllByRole("textbox");
    expect(fields).toHaveLength(VN_SOUTH_STRUCTURE.prizes.reduce((n, p) => n + p.count, 0));
    expect(fields).toEqual(labelsOf(SOUTH_SHEET).map((label) => within(dialog).getByLabelText(label)));
    const groups = within(dialog).getAllByRole("group");
    expect(groups[0]).toBe(within(dialog).getByRole("group", { name: "Eighth prize · 2 digits" }));
    expect(groups.at(-1)).toBe(within(dialog).getByRole("group", { name: "Special prize · 6 digits" }));

    // Each prize checked for its own digits: one number of 6 (the special prize), one of 2 (the eighth).
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    expect(await within(dialog).findAllByText("Exactly 6 digits")).toHaveLength(1);
    expect(within(dialog).getAllByText("Exactly 2 digits")).toHaveLength(1);
    expect(within(dialog).getByRole("textbox", { name: "Special prize, number 1" }).getAttribute("aria-invalid")).toBe(
      "true",
    );

    // Typed top to bottom from the sheet, one mistake: the eighth prize's 2 digits typed as 3.
    typeSheet(dialog, SOUTH_SHEET);
    fireEvent.change(within(dialog).getByLabelText("Eighth prize, number 1"), { target: { value: "470" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    // Only the wrong number stays refused, by its own prize's digits.
    await waitFor(() => expect(within(dialog).queryByText("Exactly 6 digits")).toBeNull());
    expect(within(dialog).getAllByText(/^Exactly \d digits$/)).toHaveLength(1);
    expect(
      within(dialog).getByRole("textbox", { name: "Eighth prize, number 1", description: "Exactly 2 digits" }),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Eighth prize, number 1"), { target: { value: "47" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ result: { prizes: SOUTH_STORED } }),
    );
    expect(await screen.findByText("Result of 20261129-0001 entered: a second operator confirms it.")).toBeTruthy();
  });

  it("has a second operator confirm a central result typed again from the sheet, sent special prize first", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: {
        list: [draw("VN_DN", { by: "fin2", at: Date.now() }, "VN_CENTRAL")],
      },
      "POST /admin/lottery/games/VN_DN/draws/20261129-0001/confirm": null,
    });
    const dialog = await openDialog("Confirm result", "Confirm VN_DN 20261129-0001");
    expect(within(dialog).getAllByRole("textbox")).toEqual(
      labelsOf(SOUTH_SHEET).map((label) => within(dialog).getByLabelText(label)),
    );
    typeSheet(dialog, SOUTH_SHEET);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ result: { prizes: SOUTH_STORED } }),
    );
    expect(await screen.findByText("Result of 20261129-0001 confirmed: the draw is graded.")).toBeTruthy();
  });

  it("lets a second operator confirm an entry, never the one who entered it", async () => {
    fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: {
        list: [draw("VN_HCM", { by: "fin2", at: Date.now() }), draw("VN_DN", { by: "fin1", at: Date.now() })],
      },
    });
    renderWithClient(
      <Suspense fallback="loading">
        <LotteryPage />
      </Suspense>,
    );
    const table = await screen.findByRole("table");
    const [other, mine] = within(table).getAllByRole("row").slice(1);
    // A game by its code, its family by the portal's name for it.
    expect(within(other!).getByRole("cell", { name: "VN_HCM" })).toBeTruthy();
    expect(within(other!).getByRole("cell", { name: "South Vietnam Lottery" })).toBeTruthy();
    expect(within(other!).queryByText("VN_SOUTH")).toBeNull();
    expect(within(other!).getByRole("button", { name: "Confirm result" })).toBeTruthy();
    // The one who entered it may only type it again (a typo of theirs), never confirm it.
    expect(
      within(mine!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Re-enter result"]);
    expect(within(mine!).getByText("You entered it: another operator confirms")).toBeTruthy();
  });

  it("lets the operator who entered a result type it again, which replaces their entry", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: { list: [draw("VN_HN", { by: "fin1", at: Date.now() }, "VN_NORTH")] },
      "PUT /admin/lottery/games/VN_HN/draws/20261129-0001/result": null,
    });
    const dialog = await openDialog("Re-enter result", "Enter VN_HN 20261129-0001 again");
    expect(
      within(dialog).getByText(
        "Type the official result again from the published source. It replaces your entry; another operator then confirms it.",
      ),
    ).toBeTruthy();
    typeSheet(dialog, NORTH_SHEET);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        result: { prizes: NORTH_SHEET.map(([, numbers]) => numbers) },
      }),
    );
    expect(
      await screen.findByText("Result of 20261129-0001 entered again: another operator confirms it."),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("tells a confirming operator whose result does not match, who may send theirs as the new entry", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: { list: [draw("VN_HN", { by: "fin2", at: Date.now() }, "VN_NORTH")] },
      "POST /admin/lottery/games/VN_HN/draws/20261129-0001/confirm": { fail: "RESULT_MISMATCH", status: 409 },
      "PUT /admin/lottery/games/VN_HN/draws/20261129-0001/result": null,
    });
    const dialog = await openDialog("Confirm result", "Confirm VN_HN 20261129-0001");
    typeSheet(dialog, NORTH_SHEET);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    // Said in the dialog, which stays open with the numbers as typed.
    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText("Your result does not match the entry waiting.")).toBeTruthy();
    expect(within(alert).getByText(/If fin2's entry is the wrong one, send yours as the new entry/)).toBeTruthy();
    expect((within(dialog).getByLabelText("Special prize, number 1") as HTMLInputElement).value).toBe("98765");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    // A number changed: the numbers checked are no longer the ones typed, the offer goes until confirmed again.
    fireEvent.change(within(dialog).getByLabelText("First prize, number 1"), { target: { value: "10002" } });
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
    fireEvent.change(within(dialog).getByLabelText("First prize, number 1"), { target: { value: "10001" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    const again = await within(dialog).findByRole("alert");

    // Sure of theirs: sent as the new entry, the numbers they typed; someone else confirms it.
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);
    fireEvent.click(within(again).getByRole("button", { name: "Send mine as the new entry" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        result: { prizes: NORTH_SHEET.map(([, numbers]) => numbers) },
      }),
    );
    expect(
      await screen.findByText("Result of 20261129-0001 entered again: another operator confirms it."),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("lets another operator replace an entry without confirming it, saying whose it replaces", async () => {
    fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: { list: [draw("VN_HCM", { by: "fin2", at: Date.now() })] },
    });
    const dialog = await openDialog("Re-enter result", "Enter VN_HCM 20261129-0001 again");
    expect(
      within(dialog).getByText(/It replaces the entry fin2 typed; another operator than you then confirms it\./),
    ).toBeTruthy();
  });
});
