// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import i18next from "i18next";
import {
  ADJUSTMENTS_ADMIN,
  SETTING_APPROVALS_ADMIN,
  type AdjustmentApproval,
  type SettingApproval,
} from "@portal/contract/api/admin-adjustments";
import approvalsEn from "../../locales/approvals/en.json";
import { ADMIN } from "@portal/contract/api/admin";
import { visibleMenu } from "../../app/menu";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import ApprovalsPage from "./approvals-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "approvals", approvalsEn);
});
beforeEach(() => signIn({ token: "t-ann", username: "ann", role: "FINANCE", permissions: ["read", "adjustBalances"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const approval = (
  id: number,
  requestedBy: string,
  status: AdjustmentApproval["status"] = "PENDING",
): AdjustmentApproval => ({
  id,
  memberId: 7,
  account: "player7",
  direction: "CREDIT",
  amount: "2000.00",
  currency: "CNY",
  reason: "goodwill",
  status,
  requestedBy,
  decidedBy: status === "PENDING" ? null : "bob",
  note: status === "REJECTED" ? "not agreed" : "",
  transferId: status === "APPROVED" ? "adj-1" : null,
  createdAt: Date.UTC(2026, 10, 29, 1, id),
  decidedAt: status === "PENDING" ? null : Date.UTC(2026, 10, 29, 2),
});

const list = (call: Call) => {
  const status = new URL(call.url, "http://x").searchParams.get("status");
  if (status === "PENDING") return { list: [approval(1, "ann"), approval(2, "bob")], total: 2, page: 1, pageSize: 20 };
  if (status === "REJECTED") return { list: [approval(3, "ann", "REJECTED")], total: 1, page: 1, pageSize: 20 };
  return { list: [], total: 0, page: 1, pageSize: 20 };
};

function renderPage(path = "/money/approvals") {
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback="loading">
        <ApprovalsPage />
      </Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole("table");
}

const rowOf = (table: HTMLElement, id: number) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryAllByRole("cell")[0]?.textContent === String(id))!;

describe("Money > Approvals", () => {
  it("is in the Money menu of the roles that adjust balances", () => {
    const paths = (role: keyof typeof ROLE_PERMISSIONS) =>
      visibleMenu(ROLE_PERMISSIONS[role]).flatMap((group) => group.items.map((item) => item.path));
    expect(paths("FINANCE")).toContain("/money/approvals");
    expect(paths("ADMIN")).toContain("/money/approvals");
    expect(paths("SUPPORT")).not.toContain("/money/approvals");
    expect(paths("SUPPORT")).toEqual(expect.arrayContaining(["/dashboard", "/members"]));
  });

  it("keeps the requester from deciding their own request, and lets another operator approve", async () => {
    let approved = false;
    const calls = fakeApi({
      [`GET ${ADJUSTMENTS_ADMIN.approvals}`]: (call: Call) =>
        approved ? { list: [approval(1, "ann")], total: 1, page: 1, pageSize: 20 } : list(call),
      "POST /admin/adjustments/approvals/2/approve": () => {
        approved = true;
        return { status: "POSTED", transferId: "adj-2", approvalId: 2 };
      },
    });
    const table = await renderPage();
    expect(calls[0]!.url).toBe("/admin/adjustments/approvals?status=PENDING&page=1&pageSize=20");
    expect(screen.getByRole("table", { name: "Adjustments waiting for a second operator, oldest first" })).toBeTruthy();

    // Ann asked for no. 1: no decision for her there, only who must decide.
    const mine = rowOf(table, 1);
    expect(within(mine).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(mine).queryByRole("button", { name: "Reject" })).toBeNull();
    expect(within(mine).getByText("Your request: another operator must decide")).toBeTruthy();

    // Bob asked for no. 2: Ann may approve it.
    fireEvent.click(within(rowOf(table, 2)).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve adjustment 2?" });
    expect(within(dialog).getByText(/2,000.00 CNY is credited to player7 now. Requested by bob./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Adjustment 2 approved: 2,000.00 CNY posted for player7.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/admin/adjustments/approvals/2/approve",
    ]);
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
  });

  it("shows the server's refusal in words when a second operator is required", async () => {
    fakeApi({
      [`GET ${ADJUSTMENTS_ADMIN.approvals}`]: list,
      "POST /admin/adjustments/approvals/2/approve": { fail: "SECOND_OPERATOR_REQUIRED", status: 409 },
    });
    const table = await renderPage();
    fireEvent.click(within(rowOf(table, 2)).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve adjustment 2?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("A second operator must confirm this.")).toBeTruthy();
  });

  it("rejects only with a reason, and lists the decided ones", async () => {
    const calls = fakeApi({
      [`GET ${ADJUSTMENTS_ADMIN.approvals}`]: list,
      "POST /admin/adjustments/approvals/2/reject": null,
    });
    const table = await renderPage();
    fireEvent.click(within(rowOf(table, 2)).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject adjustment 2?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Write a reason of 3 to 200 characters")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Reason for rejecting"), { target: { value: "no ticket for it" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Adjustment 2 rejected.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ note: "no ticket for it" });

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "REJECTED" } });
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe("/admin/adjustments/approvals?status=REJECTED&page=1&pageSize=20"),
    );
    const decided = await screen.findByRole("table", { name: "Rejected adjustments, newest first" });
    expect(within(rowOf(decided, 3)).getByText("not agreed")).toBeTruthy();
    expect(within(decided).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("shows no decision to an operator without the permission", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read"] });
    fakeApi({ [`GET ${ADJUSTMENTS_ADMIN.approvals}`]: list });
    const table = await renderPage();
    expect(within(table).queryByRole("button", { name: "Approve" })).toBeNull();
  });
});

const settingRequest = (
  id: number,
  requestedBy: string,
  status: SettingApproval["status"] = "PENDING",
): SettingApproval => ({
  id,
  key: "adjustmentApprovalMinor",
  value: 500000,
  previous: 100000,
  status,
  requestedBy,
  decidedBy: status === "PENDING" ? null : "bob",
  note: status === "REJECTED" ? "too high" : "",
  createdAt: Date.UTC(2026, 10, 29, 1, id),
  decidedAt: status === "PENDING" ? null : Date.UTC(2026, 10, 29, 2),
});

const settingList = (call: Call) => {
  const status = new URL(call.url, "http://x").searchParams.get("status");
  if (status === "PENDING")
    return { list: [settingRequest(4, "ann"), settingRequest(5, "bob")], total: 2, page: 1, pageSize: 20 };
  return { list: [], total: 0, page: 1, pageSize: 20 };
};

const settingsCaption = "Setting changes waiting for a second operator, oldest first";
const admin = () =>
  signIn({
    token: "t-ann",
    username: "ann",
    role: "ADMIN",
    permissions: ["read", "readMoney", "adjustBalances", "configureBrand"],
  });

describe("Money > Approvals: raises of a four-eyes threshold", () => {
  it("is reachable by every role that may decide a setting change", () => {
    for (const role of Object.keys(ROLE_PERMISSIONS) as (keyof typeof ROLE_PERMISSIONS)[]) {
      if (!ROLE_PERMISSIONS[role].includes("configureBrand")) continue;
      const paths = visibleMenu(ROLE_PERMISSIONS[role]).flatMap((group) => group.items.map((item) => item.path));
      expect(paths).toContain("/money/approvals");
    }
  });

  it("shows adjustments and setting changes as tabs, the settings tab by the address", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${ADJUSTMENTS_ADMIN.approvals}`]: list,
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: settingList,
    });
    renderPage();
    expect(
      await screen.findByRole("table", { name: "Adjustments waiting for a second operator, oldest first" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Approvals" })).toBeTruthy();
    const tab = screen.getByRole("tab", { name: "Setting changes" });
    fireEvent.mouseDown(tab, { button: 0 });
    expect(await screen.findByRole("table", { name: settingsCaption })).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith("/admin/settings/approvals")).at(-1)!.url).toBe(
      "/admin/settings/approvals?status=PENDING&page=1&pageSize=20",
    );
  });

  it("keeps the requester from deciding their own raise, and lets another operator approve it", async () => {
    admin();
    let approved = false;
    const calls = fakeApi({
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: (call: Call) =>
        approved ? { list: [settingRequest(4, "ann")], total: 1, page: 1, pageSize: 20 } : settingList(call),
      [`GET ${ADMIN.settings}`]: { adjustmentApprovalMinor: 100000 },
      "POST /admin/settings/approvals/5/approve": () => {
        approved = true;
        return null;
      },
    });
    renderPage("/money/approvals?tab=settings");
    const table = await screen.findByRole("table", { name: settingsCaption });
    expect(screen.getByRole("tab", { name: "Setting changes", selected: true })).toBeTruthy();

    const mine = rowOf(table, 4);
    expect(within(mine).getByText("adjustmentApprovalMinor")).toBeTruthy();
    expect(within(mine).getByText("100000")).toBeTruthy();
    expect(within(mine).getByText("500000")).toBeTruthy();
    expect(within(mine).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(mine).getByText("Your request: another operator must decide")).toBeTruthy();

    fireEvent.click(within(rowOf(table, 5)).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve setting change 5?" });
    expect(
      within(dialog).getByText("adjustmentApprovalMinor changes from 100000 to 500000 now. Requested by bob."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Setting change 5 approved: adjustmentApprovalMinor is now 500000.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/admin/settings/approvals/5/approve"]);
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
  });

  it("shows the server's refusal of the requester in words", async () => {
    admin();
    fakeApi({
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: settingList,
      "POST /admin/settings/approvals/5/approve": { fail: "SECOND_OPERATOR_REQUIRED", status: 409 },
    });
    renderPage("/money/approvals?tab=settings");
    const table = await screen.findByRole("table", { name: settingsCaption });
    fireEvent.click(within(rowOf(table, 5)).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve setting change 5?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("A second operator must confirm this.")).toBeTruthy();
  });

  it("rejects a raise only with a reason", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: settingList,
      "POST /admin/settings/approvals/5/reject": null,
    });
    renderPage("/money/approvals?tab=settings");
    const table = await screen.findByRole("table", { name: settingsCaption });
    fireEvent.click(within(rowOf(table, 5)).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject setting change 5?" });
    expect(within(dialog).getByText("adjustmentApprovalMinor stays as it is. bob reads your reason.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Write a reason of 3 to 200 characters")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Reason for rejecting"), { target: { value: "no ticket" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Setting change 5 rejected.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ note: "no ticket" });
  });

  it("shows no setting changes to an operator who may not configure the brand", async () => {
    const calls = fakeApi({ [`GET ${ADJUSTMENTS_ADMIN.approvals}`]: list });
    renderPage("/money/approvals?tab=settings");
    expect(
      await screen.findByRole("table", { name: "Adjustments waiting for a second operator, oldest first" }),
    ).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(calls.every((c) => c.url.startsWith("/admin/adjustments/"))).toBe(true);
  });
});
