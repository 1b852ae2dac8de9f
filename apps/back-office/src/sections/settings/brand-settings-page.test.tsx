// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import i18next from "i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { SETTING_APPROVALS_ADMIN, type SettingApproval } from "@portal/contract/api/admin-adjustments";
import settingsEn from "../../locales/settings/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import BrandSettingsPage from "./brand-settings-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "settings", settingsEn);
});
beforeEach(() => signIn({ token: "t-adm", username: "ann", role: "ADMIN", permissions: ["read", "configureBrand"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const request = (id: number, value: number, requestedBy = "ann"): SettingApproval => ({
  id,
  key: "adjustmentApprovalMinor",
  value,
  previous: 100000,
  status: "PENDING",
  requestedBy,
  decidedBy: null,
  note: "",
  createdAt: Date.UTC(2026, 10, 29, 1),
  decidedAt: null,
});

/** The operator's `me` answer: the brand's money is CNY with 2 decimals. */
const ME = {
  [`GET ${ADMIN.me}`]: { id: 1, username: "ann", role: "ADMIN", permissions: [], currency: "CNY", currencyScale: 2 },
};

/** The page, once the settings and the brand's money (from `me`) are in: the table of `group`. */
async function renderPage(group = "Four eyes", shown = "1,000.00 CNY") {
  renderWithClient(
    <MemoryRouter>
      <Suspense fallback="loading">
        <BrandSettingsPage />
      </Suspense>
    </MemoryRouter>,
  );
  const table = await screen.findByRole("table", { name: group });
  await within(table).findAllByText(shown);
  return table;
}

const rowOf = (table: HTMLElement, key: string) => within(table).getByText(key).closest("tr")!;

async function edit(table: HTMLElement, key: string, value: string, label = "Amount in CNY") {
  fireEvent.click(within(rowOf(table, key)).getByRole("button", { name: `Edit ${key}` }));
  const dialog = await screen.findByRole("dialog", { name: `Edit ${key}` });
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  return dialog;
}

describe("Settings > Brand settings: four eyes over the thresholds", () => {
  it("says a raise waits for a second operator, and shows the request next to its setting with the way to approvals", async () => {
    let pending: SettingApproval[] = [];
    const calls = fakeApi({
      ...ME,
      [`GET ${ADMIN.settings}`]: { adjustmentApprovalMinor: 100000, maintenance: false },
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: () => ({
        list: pending,
        total: pending.length,
        page: 1,
        pageSize: 200,
      }),
      "PUT /admin/settings/adjustmentApprovalMinor": () => {
        pending = [request(7, 500000)];
        return { status: "PENDING_APPROVAL", approvalId: 7 };
      },
    });
    const table = await renderPage();
    expect(calls.some((c) => c.url === "/admin/settings/approvals?status=PENDING&page=1&pageSize=200")).toBe(true);
    const dialog = await edit(table, "adjustmentApprovalMinor", "5000");
    expect(within(dialog).getByText(/raising it waits until another operator approves it/)).toBeTruthy();
    expect(
      await screen.findByText(
        "Raising adjustmentApprovalMinor to 5,000.00 CNY waits for a second operator (request 7): another operator approves it in Money > Approvals.",
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ value: 500000 });
    // The request, next to its setting (the value in force unchanged), with the link to approvals.
    const row = await waitFor(() => {
      const found = rowOf(screen.getByRole("table", { name: "Four eyes" }), "adjustmentApprovalMinor");
      expect(
        within(found).getByText(/Request 7: raise to 5,000.00 CNY requested by ann, waiting for a second operator\./),
      ).toBeTruthy();
      return found;
    });
    expect(within(row).getByText("1,000.00 CNY")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Open approvals" }).getAttribute("href")).toBe(
      "/money/approvals?tab=settings",
    );
    const access = screen.getByRole("table", { name: "Access and maintenance" });
    expect(within(rowOf(access, "maintenance")).queryByRole("link")).toBeNull();
  });

  it("says saved when the change applied at once (a lowering)", async () => {
    const calls = fakeApi({
      ...ME,
      [`GET ${ADMIN.settings}`]: { adjustmentApprovalMinor: 100000 },
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: { list: [], total: 0, page: 1, pageSize: 200 },
      "PUT /admin/settings/adjustmentApprovalMinor": { status: "APPLIED", approvalId: null },
    });
    const table = await renderPage();
    await edit(table, "adjustmentApprovalMinor", "500");
    expect(await screen.findByText("adjustmentApprovalMinor saved.")).toBeTruthy();
    expect(screen.queryByText(/to 500.00 CNY waits for a second operator/)).toBeNull();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ value: 50000 });
  });

  it("does not ask for the requests of an operator who may only read", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read"] });
    const calls = fakeApi({ ...ME, [`GET ${ADMIN.settings}`]: { adjustmentApprovalMinor: 100000 } });
    const table = await renderPage();
    expect(within(table).queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(calls.map((c: Call) => c.url).sort()).toEqual([ADMIN.me, "/admin/settings"].sort());
  });
});

describe("Settings > Brand settings: by area, money in the brand's money", () => {
  it("groups the settings by area, each with its description, and links refer a friend to its terms page", async () => {
    fakeApi({
      ...ME,
      [`GET ${ADMIN.settings}`]: {
        maintenance: false,
        lockMinutes: 15,
        withdrawalMinMinor: 10000,
        referralRewardMinor: 5000,
        feedbackMaxLength: 500,
        someNewSetting: "x",
      },
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: { list: [], total: 0, page: 1, pageSize: 200 },
    });
    const money = await renderPage("Deposits and withdrawals", "100.00 CNY");
    expect(within(rowOf(money, "withdrawalMinMinor")).getByText("The smallest withdrawal.")).toBeTruthy();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Access and maintenance",
      "Accounts and security",
      "Deposits and withdrawals",
      "Refer a friend",
      "Feedback",
      "Other",
    ]);
    const security = screen.getByRole("table", { name: "Accounts and security" });
    expect(within(security).getByText("lockMinutes")).toBeTruthy();
    expect(within(security).queryByText("maintenance")).toBeNull();
    expect(within(screen.getByRole("table", { name: "Other" })).getByText("someNewSetting")).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Refer a friend" })).getByText("50.00 CNY")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Promotions & loyalty > Refer a friend" }).getAttribute("href")).toBe(
      "/promotions/referral",
    );
    // A number that is not money stays as it is.
    expect(within(screen.getByRole("table", { name: "Feedback" })).getByText("500")).toBeTruthy();
  });

  it("takes a decimal of the brand's money and sends the exact minor units; refuses more decimals than the money has", async () => {
    const calls = fakeApi({
      ...ME,
      [`GET ${ADMIN.settings}`]: { withdrawalMaxMinor: 100000000 },
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: { list: [], total: 0, page: 1, pageSize: 200 },
      "PUT /admin/settings/withdrawalMaxMinor": { status: "APPLIED", approvalId: null },
    });
    const table = await renderPage("Deposits and withdrawals", "1,000,000.00 CNY");
    const dialog = await edit(table, "withdrawalMaxMinor", "12.345");
    expect(await within(dialog).findByText("Enter an amount of at least 0 with at most 2 decimals")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    // The dialog opened on the value in force, as a decimal.
    fireEvent.change(within(dialog).getByLabelText("Amount in CNY"), { target: { value: "0.29" } });
    expect(within(dialog).getByText(/at most 2 decimals, e\.g\. 1000\.00/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("withdrawalMaxMinor saved.")).toBeTruthy();
    // 0.29 is 29 minor units exactly (0.29 * 100 in floats is 28.999999999999996).
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ value: 29 });
    expect(calls.filter((c) => c.url === ADMIN.me)).toHaveLength(1);
  });

  it("opens a money setting on its value in force, as a decimal", async () => {
    fakeApi({
      ...ME,
      [`GET ${ADMIN.settings}`]: { trialCreditMinor: 123456 },
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: { list: [], total: 0, page: 1, pageSize: 200 },
    });
    const table = await renderPage("Accounts and security", "1,234.56 CNY");
    fireEvent.click(within(rowOf(table, "trialCreditMinor")).getByRole("button", { name: "Edit trialCreditMinor" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit trialCreditMinor" });
    expect((within(dialog).getByLabelText("Amount in CNY") as HTMLInputElement).value).toBe("1234.56");
  });
});
