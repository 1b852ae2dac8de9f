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

function renderPage() {
  renderWithClient(
    <MemoryRouter>
      <Suspense fallback="loading">
        <BrandSettingsPage />
      </Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole("table", { name: "Brand settings" });
}

const rowOf = (table: HTMLElement, key: string) => within(table).getByText(key).closest("tr")!;

async function edit(table: HTMLElement, key: string, value: string) {
  fireEvent.click(within(rowOf(table, key)).getByRole("button", { name: `Edit ${key}` }));
  const dialog = await screen.findByRole("dialog", { name: `Edit ${key}` });
  fireEvent.change(within(dialog).getByLabelText("Value"), { target: { value } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  return dialog;
}

describe("Settings > Brand settings: four eyes over the thresholds", () => {
  it("says a raise waits for a second operator, and shows the request next to its setting with the way to approvals", async () => {
    let pending: SettingApproval[] = [];
    const calls = fakeApi({
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
    const dialog = await edit(table, "adjustmentApprovalMinor", "500000");
    expect(within(dialog).getByText(/raising it waits until another operator approves it/)).toBeTruthy();
    expect(
      await screen.findByText(
        "Raising adjustmentApprovalMinor to 500000 waits for a second operator (request 7): another operator approves it in Money > Approvals.",
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ value: 500000 });
    // The request, next to its setting (the value in force unchanged), with the link to approvals.
    const row = await waitFor(() => {
      const found = rowOf(screen.getByRole("table", { name: "Brand settings" }), "adjustmentApprovalMinor");
      expect(
        within(found).getByText(/Request 7: raise to 500000 requested by ann, waiting for a second operator\./),
      ).toBeTruthy();
      return found;
    });
    expect(within(row).getByText("100000")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Open approvals" }).getAttribute("href")).toBe(
      "/money/approvals?tab=settings",
    );
    expect(within(rowOf(screen.getByRole("table"), "maintenance")).queryByRole("link")).toBeNull();
  });

  it("says saved when the change applied at once (a lowering)", async () => {
    const calls = fakeApi({
      [`GET ${ADMIN.settings}`]: { adjustmentApprovalMinor: 100000 },
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: { list: [], total: 0, page: 1, pageSize: 200 },
      "PUT /admin/settings/adjustmentApprovalMinor": { status: "APPLIED", approvalId: null },
    });
    const table = await renderPage();
    await edit(table, "adjustmentApprovalMinor", "50000");
    expect(await screen.findByText("adjustmentApprovalMinor saved.")).toBeTruthy();
    expect(screen.queryByText(/to 50000 waits for a second operator/)).toBeNull();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ value: 50000 });
  });

  it("does not ask for the requests of an operator who may only read", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read"] });
    const calls = fakeApi({ [`GET ${ADMIN.settings}`]: { adjustmentApprovalMinor: 100000 } });
    const table = await renderPage();
    expect(within(table).queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(calls.map((c: Call) => c.url)).toEqual(["/admin/settings"]);
  });
});
