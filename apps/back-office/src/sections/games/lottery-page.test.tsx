// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LOTTERY_ADMIN } from "@portal/contract/api/lottery-admin";
import { VN_SOUTH_STRUCTURE } from "@portal/contract/lottery/families/vn";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
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

const draw = (game: string, entered: { by: string; at: number } | null) => ({
  game,
  family: "VN_SOUTH",
  drawNo: "20261129-0001",
  drawsAt: Date.UTC(2026, 10, 29, 11),
  status: "OPEN",
  entered,
  confirmed: null,
  voidRequested: null,
});

describe("Games > Lottery (official results, two operators)", () => {
  it("types a Vietnamese result prize by prize, each number of its prize's digits", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.officialDraws}`]: { list: [draw("VN_HCM", null)] },
      "PUT /admin/lottery/games/VN_HCM/draws/20261129-0001/result": null,
    });
    renderWithClient(
      <Suspense fallback="loading">
        <LotteryPage />
      </Suspense>,
    );
    const table = await screen.findByRole("table");
    fireEvent.click(within(table).getByRole("button", { name: "Enter result" }));
    const dialog = await screen.findByRole("dialog", { name: "Result of VN_HCM 20261129-0001" });
    const fields = within(dialog).getAllByRole("textbox");
    expect(fields).toHaveLength(VN_SOUTH_STRUCTURE.prizes.reduce((n, p) => n + p.count, 0));
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    expect((await within(dialog).findAllByText("Exactly 6 digits")).length).toBe(1);
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    const expected = VN_SOUTH_STRUCTURE.prizes.map((prize, p) =>
      Array.from({ length: prize.count }, (_, i) =>
        String(p * 10 + i)
          .padStart(prize.digits, "0")
          .slice(-prize.digits),
      ),
    );
    for (const [p, prize] of VN_SOUTH_STRUCTURE.prizes.entries()) {
      for (let i = 0; i < prize.count; i += 1) {
        const name = `${within(dialog).getAllByRole("group")[p]!.querySelector("legend")!.textContent!.split(" · ")[0]}, number ${i + 1}`;
        fireEvent.change(within(dialog).getByLabelText(name), { target: { value: expected[p]![i] } });
      }
    }
    fireEvent.click(within(dialog).getByRole("button", { name: "Send result" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ result: { prizes: expected } }));
    expect(await screen.findByText("Result of 20261129-0001 entered: a second operator confirms it.")).toBeTruthy();
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
    expect(within(other!).getByRole("button", { name: "Confirm result" })).toBeTruthy();
    expect(within(mine!).queryByRole("button")).toBeNull();
    expect(within(mine!).getByText("You entered it: another operator confirms")).toBeTruthy();
  });
});
