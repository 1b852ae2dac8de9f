// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN } from "@portal/contract/api/admin";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import DepositsPage from "./deposits-page";

beforeAll(initTestI18n);
beforeEach(() => signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read", "reviewDeposits"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const deposit = (orderNo: string, amount: string, status = "PENDING") => ({
  orderNo,
  memberId: 7,
  account: "player7",
  channelKind: "BANK_TRANSFER",
  channelName: "Bank transfer",
  amount,
  currency: "CNY",
  status,
  hasReceipt: true,
  note: "",
  createdAt: Date.UTC(2026, 10, 29, 10),
});

const page = (call: Call) => {
  const query = new URL(call.url, "http://x").searchParams;
  if (query.get("status") === "PENDING") {
    return {
      list: [deposit("D-1", "300.00"), deposit("D-2", "50.00")],
      total: 45,
      page: Number(query.get("page")),
      pageSize: 20,
    };
  }
  return { list: [], total: 0, page: 1, pageSize: 20 };
};

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <DepositsPage />
    </Suspense>,
  );
  return screen.findByRole("table");
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("Money > Deposits", () => {
  it("lists the pending queue with server paging, sorts the page and hides a column", async () => {
    const calls = fakeApi({ [`GET ${ADMIN.deposits}`]: page });
    const table = await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Deposits" })).toBeTruthy();
    expect(bodyRows(table).map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual(["D-1", "D-2"]);
    expect(calls[0]!.url).toBe("/admin/deposits?status=PENDING&page=1&pageSize=20");
    expect(calls[0]!.headers.get("authorization")).toBe("t-fin");

    // Sorting (within the page): by amount, ascending.
    fireEvent.click(within(table).getByRole("button", { name: /Amount/ }));
    expect(
      within(table)
        .getByRole("columnheader", { name: /Amount/ })
        .getAttribute("aria-sort"),
    ).toBe("ascending");
    expect(bodyRows(table).map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual(["D-2", "D-1"]);

    // Server paging: 45 in all, 20 a page.
    expect(screen.getByText("Page 1 of 3 · 45 in all")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/deposits?status=PENDING&page=2&pageSize=20"));

    // Column visibility.
    fireEvent.pointerDown(screen.getByRole("button", { name: "Columns" }), { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole("menuitemcheckbox", { name: /Channel/ }));
    // (The open menu hides the page from the accessibility tree meanwhile: modal, as Radix makes it.)
    const headers = () =>
      within(screen.getByRole("table", { hidden: true })).getAllByRole("columnheader", { hidden: true });
    const names = () => headers().map((th) => th.textContent?.replace(/[↕▲▼]/g, "").trim());
    await waitFor(() => expect(names()).not.toContain("Channel"));
    expect(names()).toContain("Member");
  });

  it("filters by status, and shows the empty state", async () => {
    const calls = fakeApi({ [`GET ${ADMIN.deposits}`]: page });
    await renderPage();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "REJECTED" } });
    expect((await screen.findByRole("status")).textContent).toBe("No deposits with this status.");
    expect(calls.at(-1)!.url).toBe("/admin/deposits?status=REJECTED&page=1&pageSize=20");
  });

  it("confirms a deposit after the confirmation dialog, with a toast, and reads the queue again", async () => {
    let confirmed = false;
    const calls = fakeApi({
      [`GET ${ADMIN.deposits}`]: (call: Call) =>
        confirmed ? { list: [deposit("D-2", "50.00")], total: 1, page: 1, pageSize: 20 } : page(call),
      "POST /admin/deposits/D-1/confirm": () => {
        confirmed = true;
        return null;
      },
    });
    const table = await renderPage();
    fireEvent.click(within(bodyRows(table)[0]!).getByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm deposit D-1?" });
    expect(within(dialog).getByText(/player7's wallet is credited 300.00 CNY/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), { target: { value: "seen on statement" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Deposit D-1 confirmed.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ note: "seen on statement" });
    await waitFor(() => expect(bodyRows(screen.getByRole("table"))).toHaveLength(1));
  });

  it("needs a reason to reject, and says why a refused call failed", async () => {
    fakeApi({
      [`GET ${ADMIN.deposits}`]: page,
      "POST /admin/deposits/D-2/reject": { fail: "INVALID_STATE", status: 409 },
    });
    const table = await renderPage();
    fireEvent.click(within(bodyRows(table)[1]!).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject deposit D-2?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Write the reason")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason (the member sees it)"), { target: { value: "no payment" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("It has changed in the meantime: refresh and look again.")).toBeTruthy();
  });

  it("shows the translated error of a failed read, and no decision buttons without the permission", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read"] });
    fakeApi({ [`GET ${ADMIN.deposits}`]: page });
    const table = await renderPage();
    expect(within(table).queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(within(table).getAllByRole("button", { name: "View receipt" })).toHaveLength(2);
    cleanup();
    fakeApi({ [`GET ${ADMIN.deposits}`]: { fail: "FORBIDDEN", status: 403 } });
    renderWithClient(
      <Suspense fallback="loading">
        <DepositsPage />
      </Suspense>,
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Your role may not do this.");
  });
});
