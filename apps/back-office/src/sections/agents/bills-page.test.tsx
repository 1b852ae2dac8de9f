// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { AGENT_ADMIN } from "@portal/contract/api/contracts";
import agentsEn from "../../locales/agents/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
import BillsPage from "./bills-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "agents", agentsEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const START = Date.UTC(2026, 10, 27, 16);
const bill = (contractId: number, payee: string, payer: string, amount: string) => ({
  contractId,
  kind: "DAILY_SALARY" as const,
  periodStart: START,
  periodEnd: START + 86_400_000,
  turnover: "500000.00",
  carried: "0.00",
  activeMembers: 12,
  rate: "0.5",
  amount,
  paid: "0.00",
  status: "PENDING_REVIEW" as const,
  payee,
  payer,
});

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <BillsPage />
    </Suspense>,
  );
}
const renderTable = () => {
  renderPage();
  return screen.findByRole("table", { name: "Bills to review" });
};

describe("Agents > Bills to review", () => {
  it("releases a bill after its confirmation, with a toast, and reads the list again", async () => {
    signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read", "reviewBills"] });
    let released = false;
    const calls = fakeApi({
      [`GET ${AGENT_ADMIN.pendingBills}`]: () => ({
        list: released
          ? [bill(12, "sub", "boss", "300.00")]
          : [bill(11, "boss", "", "2500.00"), bill(12, "sub", "boss", "300.00")],
      }),
      [`POST /admin/contracts/11/bills/${START}/release`]: () => {
        released = true;
        return { status: "ISSUED" };
      },
    });
    const table = await renderTable();
    await within(table).findByText("#11 Daily salary");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    // The platform pays a top-level agent's bill.
    expect(within(rows[0]!).getByText("Platform")).toBeTruthy();
    expect(within(rows[0]!).getByText("2,500.00")).toBeTruthy();
    expect(within(rows[0]!).getByText("#11 Daily salary")).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Release the bill of contract #11 for boss" }));
    const dialog = await screen.findByRole("dialog", { name: "Release the bill of contract #11?" });
    expect(within(dialog).getByText(/Platform pays boss 2,500.00 for/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Release" }));
    expect(await screen.findByText("The bill of contract #11 is released: Issued.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.url).toBe(`/admin/contracts/11/bills/${START}/release`);
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
  });

  it("refuses a bill, and says why when the server refuses the decision", async () => {
    signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read", "reviewBills"] });
    fakeApi({
      [`GET ${AGENT_ADMIN.pendingBills}`]: { list: [bill(12, "sub", "boss", "300.00")] },
      [`POST /admin/contracts/12/bills/${START}/refuse`]: { fail: "INVALID_STATE", status: 409 },
    });
    const table = await renderTable();
    fireEvent.click(await within(table).findByRole("button", { name: "Refuse the bill of contract #12 for sub" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse the bill of contract #12?" });
    expect(within(dialog).getByText(/sub is not paid the 300.00 of/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(
      await screen.findByText("This is no longer possible: the data changed meanwhile. Refresh and try again."),
    ).toBeTruthy();
  });

  it("says when no bill waits", async () => {
    signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read", "reviewBills"] });
    fakeApi({ [`GET ${AGENT_ADMIN.pendingBills}`]: { list: [] } });
    renderPage();
    expect((await screen.findByRole("status")).textContent).toBe("No bill is waiting for review.");
  });
});
