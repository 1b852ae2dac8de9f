// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { ADMIN } from "@portal/contract/api/admin";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
import WithdrawalsPage from "./withdrawals-page";

beforeAll(initTestI18n);
beforeEach(() =>
  signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read", "readMoney", "reviewWithdrawals"] }),
);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const withdrawal = (id: string, awaitingSecondApproval: boolean, returnedFunds = false) => ({
  id,
  memberId: 7,
  account: "player7",
  amount: "6000.00",
  currency: "CNY",
  status: "PENDING",
  bank: { bankName: "River Bank", accountName: "P Seven", accountNumber: "**** 4444", branch: "" },
  confirmation: null,
  hasProof: false,
  awaitingSecondApproval,
  returnedFunds,
  note: "",
  createdAt: Date.UTC(2026, 10, 29, 10),
});

/** The page showing `list` as the queue's one page: its body rows, in order. */
async function listRows(list: ReturnType<typeof withdrawal>[]) {
  fakeApi({ [`GET ${ADMIN.withdrawals}`]: () => ({ list, total: list.length, page: 1, pageSize: 20 }) });
  renderWithClient(
    <Suspense fallback="loading">
      <WithdrawalsPage />
    </Suspense>,
  );
  return within(await screen.findByRole("table"))
    .getAllByRole("row")
    .slice(1);
}

describe("Money > Withdrawals", () => {
  it("marks a pending order that one operator approved as awaiting a second approval", async () => {
    const [first, second] = await listRows([withdrawal("W-1", false), withdrawal("W-2", true)]);
    expect(within(first!).getByText("Pending")).toBeTruthy();
    expect(within(first!).queryByText("Awaiting a second approval")).toBeNull();
    expect(within(second!).getByText("Awaiting a second approval")).toBeTruthy();
  });

  it("marks an order an operator opened to return a self-excluded member's money", async () => {
    const [own, returned] = await listRows([withdrawal("W-1", false), withdrawal("W-3", false, true)]);
    expect(within(own!).queryByText("Returned by an operator (self-exclusion)")).toBeNull();
    expect(within(returned!).getByText("Returned by an operator (self-exclusion)")).toBeTruthy();
  });
});
