// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import i18next from "i18next";
import type { MemberProfile } from "@portal/contract/api/admin-members";
import membersEn from "../../locales/members/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import MemberPage from "./member-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "members", membersEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const profile = (status: "ACTIVE" | "DISABLED" = "ACTIVE", balance = "150.00"): MemberProfile => ({
  id: 7,
  account: "player7",
  nickname: "Seven",
  mobile: "84 912345678",
  memberType: 0,
  status,
  registeredAt: Date.UTC(2026, 10, 1),
  lastLoginAt: Date.UTC(2026, 10, 28),
  labels: ["vip"],
  email: null,
  language: "en",
  registeredIp: "10.0.0.1",
  lastLoginIp: "10.0.0.2",
  mustChangePassword: false,
  vipLevel: 2,
  uplines: [
    { id: 2, account: "topagent" },
    { id: 5, account: "agent5" },
  ],
  wallets: [{ kind: "MAIN", currency: "CNY", balance }],
  gameWallets: [],
  protection: null,
  bankAccounts: [
    { id: 3, bankName: "River Bank", accountName: "Seven Person", accountNumber: "**** 2222" },
    { id: 4, bankName: "Lake Bank", accountName: "Seven Person", accountNumber: "**** 4444" },
  ],
  sessions: [
    {
      createdAt: Date.UTC(2026, 10, 28),
      lastSeenAt: Date.UTC(2026, 10, 28, 1),
      ip: "10.0.0.2",
      deviceId: "dev-abc",
      origin: "web",
      active: true,
    },
  ],
  linked: [{ id: 9, account: "twin9", status: "ACTIVE" }],
});

function renderPage(path = "/members/7") {
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback="loading">
        <Routes>
          <Route path="/members/:memberId" element={<MemberPage />} />
          <Route path="/members" element={<p>search page</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole("heading", { level: 1, name: "Member player7" });
}

const records = (call: Call) => {
  const cursor = new URL(call.url, "http://x").searchParams.get("cursor");
  const entry = (id: number) => ({
    id,
    transferId: `T${id}`,
    type: "DEPOSIT",
    wallet: "MAIN",
    amount: "100.00",
    balanceAfter: "150.00",
    currency: "CNY",
    time: Date.UTC(2026, 10, 28),
    reference: { type: "deposit", id: `D${id}` },
  });
  return cursor === "older"
    ? { list: [entry(1)], next: null, prev: "newer", total: 2, totalCapped: false, pageSize: 20 }
    : { list: [entry(2)], next: "older", prev: null, total: 2, totalCapped: false, pageSize: 20 };
};

describe("Members > a member", () => {
  it("shows the profile, uplines as links, wallets, sessions with devices and linked members", async () => {
    signIn({ token: "t", username: "sup", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    fakeApi({ "GET /admin/members/7": profile() });
    await renderPage();
    expect(screen.getByRole("link", { name: "topagent" }).getAttribute("href")).toBe("/members/2");
    expect(screen.getByRole("link", { name: "agent5" }).getAttribute("href")).toBe("/members/5");
    const wallets = screen.getByRole("table", { name: "Wallets" });
    expect(within(wallets).getByRole("row", { name: /Main wallet/ }).textContent).toContain("150.00");

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Sessions & devices" }));
    expect(await screen.findByText("dev-abc")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Linked members" }));
    expect((await screen.findByRole("link", { name: "twin9" })).getAttribute("href")).toBe("/members/9");
  });

  it("pages the member's account record by cursor", async () => {
    signIn({ token: "t", username: "sup", role: "SUPPORT", permissions: ["read"] });
    const calls = fakeApi({ "GET /admin/members/7": profile(), "GET /admin/members/7/ledger": records });
    await renderPage("/members/7?tab=ledger");
    const table = await screen.findByRole("table", { name: "Account record" });
    expect(within(table).getByText("deposit D2")).toBeTruthy();
    expect(calls.at(-1)!.url).toBe("/admin/members/7/ledger?pageSize=20");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Account record" })).getByText("deposit D1")).toBeTruthy(),
    );
    expect(calls.at(-1)!.url).toBe("/admin/members/7/ledger?cursor=older&pageSize=20");
  });

  it("hides the actions the operator's permissions do not allow", async () => {
    signIn({ token: "t", username: "viewer", role: "SUPPORT", permissions: ["read"] });
    fakeApi({ "GET /admin/members/7": profile() });
    await renderPage();
    for (const name of ["Lock", "Force password change", "End sessions", "Edit labels", "Adjust balance"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
    cleanup();
    signIn({ token: "t", username: "sup", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    await renderPage();
    for (const name of ["Lock", "Force password change", "End sessions", "Edit labels"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.queryByRole("button", { name: "Adjust balance" })).toBeNull();
    cleanup();
    signIn({ token: "t", username: "fin", role: "FINANCE", permissions: ["read", "adjustBalances"] });
    await renderPage();
    expect(screen.getByRole("button", { name: "Adjust balance" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Lock" })).toBeNull();
  });

  it("locks the member only with a reason, and shows the new status", async () => {
    signIn({ token: "t", username: "sup", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    let status: "ACTIVE" | "DISABLED" = "ACTIVE";
    const calls = fakeApi({
      "GET /admin/members/7": () => profile(status),
      "POST /admin/members/7/status": (call: Call) => {
        status = (call.body as { status: "ACTIVE" | "DISABLED" }).status;
        return null;
      },
    });
    await renderPage();
    expect(screen.getByText("Active")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Lock" }));
    const dialog = await screen.findByRole("dialog", { name: "Lock player7?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lock" }));
    expect(await within(dialog).findByText("Write a reason of 3 to 200 characters")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "chargeback fraud" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lock" }));
    expect(await screen.findByText("player7 is locked.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ status: "DISABLED", reason: "chargeback fraud" });
    expect(await screen.findByText("Locked")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unlock" })).toBeTruthy();
  });

  it("edits the labels with a reason", async () => {
    signIn({ token: "t", username: "sup", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    const calls = fakeApi({ "GET /admin/members/7": profile(), "PUT /admin/members/7/labels": { labels: ["watch"] } });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Edit labels" }));
    const dialog = await screen.findByRole("dialog", { name: "Labels of player7" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove the label vip" }));
    fireEvent.change(within(dialog).getByLabelText("New label"), { target: { value: "watch" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save labels" }));
    expect(await within(dialog).findByText("Write a reason of 3 to 200 characters")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "seen at two sites" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save labels" }));
    expect(await screen.findByText("The labels of player7 are saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ labels: ["watch"], reason: "seen at two sites" });
  });

  it("says an adjustment above the threshold waits for a second operator", async () => {
    signIn({ token: "t", username: "fin", role: "FINANCE", permissions: ["read", "adjustBalances"] });
    const calls = fakeApi({
      "GET /admin/members/7": profile(),
      "POST /admin/members/7/adjustments": { status: "PENDING_APPROVAL", transferId: null, approvalId: 31 },
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Adjust balance" }));
    const dialog = await screen.findByRole("dialog", { name: "Adjust the balance of player7" });
    fireEvent.change(within(dialog).getByLabelText("Amount"), { target: { value: "2000.00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the adjustment" }));
    expect(await within(dialog).findByText("Write a reason of 3 to 200 characters")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "goodwill credit" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the adjustment" }));
    const notice = await screen.findByText(/Adjustment request 31 is waiting for a second operator/);
    expect(notice.getAttribute("role")).toBe("status");
    const body = calls.find((c) => c.method === "POST")!.body as Record<string, string>;
    expect(body).toMatchObject({ direction: "CREDIT", amount: "2000.00", reason: "goodwill credit" });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe("a member's player protection", () => {
  const protection = (activeBreak: { kind: "TIME_OUT" | "SELF_EXCLUSION"; until: string } | null) => ({
    enabled: true,
    limits: [
      { kind: "DEPOSIT_DAY", value: "500.00", pending: { value: null, appliesAt: "2026-11-30T01:00:00.000Z" } },
      { kind: "SESSION_MINUTES", value: "90", pending: null },
      { kind: "LOSS_WEEK", value: null, pending: null },
    ],
    activeBreak: activeBreak && { ...activeBreak, since: "2026-11-28T00:00:00.000Z" },
    realityCheckMinutes: 30,
  });

  it("shows the limits and a time-out, and lifts the time-out after a confirmation", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    let lifted = false;
    const calls = fakeApi({
      "GET /admin/members/7": profile(),
      "GET /admin/members/7/protection": () =>
        protection(lifted ? null : { kind: "TIME_OUT", until: "2026-12-05T00:00:00.000Z" }),
      "DELETE /admin/members/7/protection/break": () => {
        lifted = true;
        return null;
      },
    });
    await renderPage();
    const section = (await screen.findByRole("heading", { name: "Player protection" })).closest("section")!;
    const limits = await within(section).findByRole("table", { name: "Limits" });
    const deposit = within(limits).getByText("Deposits per day").closest("tr")!;
    expect(within(deposit).getByText("500.00")).toBeTruthy();
    expect(within(deposit).getByText(/^No limit from /)).toBeTruthy();
    expect(within(limits).getByText("90 min")).toBeTruthy();
    expect(within(section).getByText("Reality check: 30 min")).toBeTruthy();
    expect(within(section).getByText("Time-out")).toBeTruthy();

    fireEvent.click(within(section).getByRole("button", { name: "Lift time-out" }));
    const dialog = await screen.findByRole("dialog", { name: "Lift the time-out of player7?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lift time-out" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(await screen.findByText("Time-out of player7 lifted.")).toBeTruthy();
    expect(await within(section).findByText("No time-out or self-exclusion in force.")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Lift time-out" })).toBeNull();
  });

  it("says a self-exclusion holds until its end, with no lift action", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    fakeApi({
      "GET /admin/members/7": profile(),
      "GET /admin/members/7/protection": protection({ kind: "SELF_EXCLUSION", until: "2027-06-01T00:00:00.000Z" }),
    });
    await renderPage();
    const section = (await screen.findByRole("heading", { name: "Player protection" })).closest("section")!;
    expect(await within(section).findByText(/A self-exclusion cannot be lifted before it ends/)).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Lift time-out" })).toBeNull();
  });

  it("returns a self-excluded member's money as a withdrawal to the chosen bank account, with the reason", async () => {
    signIn({ token: "t", username: "sup1", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    const calls = fakeApi({
      "GET /admin/members/7": profile(),
      "GET /admin/members/7/protection": protection({ kind: "SELF_EXCLUSION", until: "2027-06-01T00:00:00.000Z" }),
      "POST /admin/members/7/returnFunds": { withdrawalId: "W2612020001", amount: "150.00" },
    });
    await renderPage();
    const section = (await screen.findByRole("heading", { name: "Player protection" })).closest("section")!;
    fireEvent.click(await within(section).findByRole("button", { name: "Return funds" }));
    const dialog = await screen.findByRole("dialog", { name: "Return the money of player7?" });
    expect(dialog.textContent).toContain("150.00");
    const bank = within(dialog).getByRole("combobox", { name: "To bank account" });
    expect(
      within(bank)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["**** 2222 · River Bank · Seven Person", "**** 4444 · Lake Bank · Seven Person"]);
    // The reason is required: nothing is sent without it.
    fireEvent.click(within(dialog).getByRole("button", { name: "Open the withdrawal" }));
    expect(await within(dialog).findByText("Write a reason of 3 to 200 characters")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(bank, { target: { value: "4" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "self-excluded, funds returned" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Open the withdrawal" }));
    expect(await screen.findByText(/Withdrawal W2612020001 of 150.00 opened for player7/)).toBeTruthy();
    const body = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body).toMatchObject({ bankAccountId: 4, reason: "self-excluded, funds returned" });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("offers the return when only game wallets hold money, and says they are brought back first", async () => {
    signIn({ token: "t", username: "sup1", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    fakeApi({
      "GET /admin/members/7": {
        ...profile("ACTIVE", "0.00"),
        // As the server sends them: only for a self-excluded member.
        protection: { kind: "SELF_EXCLUSION", endsAt: Date.UTC(2027, 5, 1) },
        gameWallets: [
          { vendor: "SANDBOX", balance: "40.50" },
          { vendor: "AG", balance: "9.50" },
          { vendor: "PT", balance: "0.00" },
          { vendor: "EVO", balance: null },
        ],
      },
      "GET /admin/members/7/protection": protection({ kind: "SELF_EXCLUSION", until: "2027-06-01T00:00:00.000Z" }),
    });
    await renderPage();
    const section = (await screen.findByRole("heading", { name: "Player protection" })).closest("section")!;
    fireEvent.click(await within(section).findByRole("button", { name: "Return funds" }));
    const dialog = await screen.findByRole("dialog", { name: "Return the money of player7?" });
    expect(
      within(dialog).getByText(
        "Game wallets hold 50.00 more (SANDBOX, AG): they are brought back to the main wallet first, and what arrives is included in the withdrawal.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("No balance in time from EVO: it is asked again when you confirm.")).toBeTruthy();
  });

  it("shows a self-exclusion and its return of funds also when the brand no longer offers protection", async () => {
    signIn({ token: "t", username: "sup1", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    fakeApi({
      "GET /admin/members/7": profile(),
      "GET /admin/members/7/protection": {
        ...protection({ kind: "SELF_EXCLUSION", until: "2027-06-01T00:00:00.000Z" }),
        enabled: false,
        limits: [],
      },
    });
    await renderPage();
    const section = (await screen.findByRole("heading", { name: "Player protection" })).closest("section")!;
    expect(await within(section).findByText("This brand does not offer player protection.")).toBeTruthy();
    expect(within(section).getByText("Self-exclusion")).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Return funds" })).toBeTruthy();
    expect(within(section).queryByRole("table", { name: "Limits" })).toBeNull();
  });

  it("offers no return of funds for a time-out, an empty wallet, no bank account or without manageMembers", async () => {
    const excluded = protection({ kind: "SELF_EXCLUSION", until: "2027-06-01T00:00:00.000Z" });
    const section = async () => (await screen.findByRole("heading", { name: "Player protection" })).closest("section")!;
    signIn({ token: "t", username: "sup1", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    fakeApi({
      "GET /admin/members/7": profile(),
      "GET /admin/members/7/protection": protection({ kind: "TIME_OUT", until: "2026-12-05T00:00:00.000Z" }),
    });
    await renderPage();
    expect(await within(await section()).findByText("Time-out")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Return funds" })).toBeNull();
    cleanup();

    fakeApi({ "GET /admin/members/7": profile("ACTIVE", "0.00"), "GET /admin/members/7/protection": excluded });
    await renderPage();
    expect(
      await within(await section()).findByText("The main wallet and game wallets are empty: nothing to return."),
    ).toBeTruthy();
    cleanup();

    fakeApi({
      "GET /admin/members/7": { ...profile(), bankAccounts: [] },
      "GET /admin/members/7/protection": excluded,
    });
    await renderPage();
    expect(await within(await section()).findByText(/has no bank account bound/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Return funds" })).toBeNull();
    cleanup();

    signIn({ token: "t", username: "fin", role: "FINANCE", permissions: ["read", "adjustBalances"] });
    fakeApi({ "GET /admin/members/7": profile(), "GET /admin/members/7/protection": excluded });
    await renderPage();
    expect(await within(await section()).findByText(/A self-exclusion cannot be lifted before it ends/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Return funds" })).toBeNull();
  });

  it("offers no lift without configureBrand, and says when the brand has no player protection", async () => {
    signIn({ token: "t", username: "sup1", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    fakeApi({
      "GET /admin/members/7": profile(),
      "GET /admin/members/7/protection": protection({ kind: "TIME_OUT", until: "2026-12-05T00:00:00.000Z" }),
    });
    await renderPage();
    const section = (await screen.findByRole("heading", { name: "Player protection" })).closest("section")!;
    expect(await within(section).findByText("Time-out")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Lift time-out" })).toBeNull();
    cleanup();

    fakeApi({
      "GET /admin/members/7": profile(),
      "GET /admin/members/7/protection": { enabled: false, limits: [], activeBreak: null, realityCheckMinutes: 0 },
    });
    await renderPage();
    expect(await screen.findByText("This brand does not offer player protection.")).toBeTruthy();
  });
});
