// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { SETTING_APPROVALS_ADMIN, type SettingApproval } from "@portal/contract/api/admin-adjustments";
import approvalsEn from "../../locales/approvals/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
import { SettingApprovals } from "./setting-approvals";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "approvals", approvalsEn);
});
beforeEach(() =>
  signIn({
    token: "t-ann",
    username: "ann",
    role: "ADMIN",
    permissions: ["read", "readMoney", "adjustBalances", "configureBrand"],
  }),
);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const raise: SettingApproval = {
  id: 5,
  key: "adjustmentApprovalMinor",
  value: 500000,
  previous: 100000,
  status: "PENDING",
  requestedBy: "bob",
  decidedBy: null,
  note: "",
  createdAt: Date.UTC(2026, 10, 29, 1),
  decidedAt: null,
};

/** The server's refusal of an approval: INVALID_STATE, with `value` as the server sends it. */
function refuseApproval(value: unknown) {
  fakeApi({ [`GET ${SETTING_APPROVALS_ADMIN.approvals}`]: { list: [raise], total: 1, page: 1, pageSize: 20 } });
  const fake = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
    String(input).endsWith("/approvals/5/approve")
      ? Promise.resolve(
          new Response(JSON.stringify({ success: false, value, errorCode: "INVALID_STATE", message: "" }), {
            status: 409,
          }),
        )
      : fake(input, init),
  );
}

async function approveRaise() {
  renderWithClient(<SettingApprovals />);
  const table = await screen.findByRole("table");
  const row = within(table)
    .getAllByRole("row")
    .find((r) => within(r).queryAllByRole("cell")[0]?.textContent === "5")!;
  fireEvent.click(within(row).getByRole("button", { name: "Approve" }));
  const dialog = await screen.findByRole("dialog", { name: "Approve setting change 5?" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
}

describe("Money > Approvals: a raise asked from a value no longer in force", () => {
  it("says the setting changed since and that the raise is to be rejected", async () => {
    refuseApproval({ previous: 100000, current: 50000 });
    await approveRaise();
    expect(
      await screen.findByText(
        "Setting change 5 was asked from 100000, but adjustmentApprovalMinor has changed since, so approving it would undo that change. Reject it: bob can ask again from the value in force.",
      ),
    ).toBeTruthy();
  });

  it("keeps the usual words for another INVALID_STATE (decided meanwhile)", async () => {
    refuseApproval(null);
    await approveRaise();
    expect(await screen.findByText("It has changed in the meantime: refresh and look again.")).toBeTruthy();
  });
});
