// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import i18next from "i18next";
import { MEMBERS_ADMIN, type MemberRow } from "@portal/contract/api/admin-members";
import type { Downline, DownlinesPage } from "@portal/contract/api/agents";
import agentsEn from "../../locales/agents/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import TreePage from "./tree-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "agents", agentsEn);
});
beforeEach(() => signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read", "manageMembers"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const top = (id: number, account: string): MemberRow => ({
  id,
  account,
  nickname: account,
  mobile: null,
  memberType: 1,
  status: "ACTIVE",
  registeredAt: Date.UTC(2026, 10, 1),
  lastLoginAt: null,
  labels: [],
});
const downline = (memberId: number, account: string, memberType: number, teamSize: number): Downline => ({
  memberId,
  account,
  nickname: account,
  memberType,
  status: "ACTIVE",
  balance: "1234.50",
  currency: "CNY",
  teamSize,
  directCount: teamSize > 0 ? 1 : 0,
  registeredAt: Date.UTC(2026, 10, 2),
  lastLoginAt: null,
  rates: [],
});
const paging = { prev: null, total: 1, totalCapped: false, pageSize: 20 };

/** boss (1) › sub (2) › player (3); boss has two pages of downlines. */
function downlines(call: Call): DownlinesPage {
  const id = Number(/members\/(\d+)\/downlines/.exec(call.url)![1]);
  const cursor = new URL(call.url, "http://x").searchParams.get("cursor");
  if (id === 1 && cursor === "n2") {
    return {
      path: [{ memberId: 1, account: "boss" }],
      list: [downline(4, "late", 0, 0)],
      ...paging,
      next: null,
      prev: "p1",
      total: 2,
    };
  }
  if (id === 1) {
    return {
      path: [{ memberId: 1, account: "boss" }],
      list: [downline(2, "sub", 1, 1)],
      ...paging,
      next: "n2",
      total: 2,
    };
  }
  const path = [
    { memberId: 1, account: "boss" },
    { memberId: 2, account: "sub" },
  ];
  if (id === 2) return { path, list: [downline(3, "player", 0, 0)], ...paging, next: null };
  return { path: [...path, { memberId: 3, account: "player" }], list: [], ...paging, next: null, total: 0 };
}

function renderPage() {
  renderWithClient(
    <MemoryRouter initialEntries={["/agents/tree"]}>
      <Suspense fallback="loading">
        <Routes>
          <Route path="/agents/tree" element={<TreePage />} />
          <Route path="/members/:memberId" element={<p>member page</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

const firstCells = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]!.textContent);

describe("Agents > Agent tree", () => {
  it("starts from the top-level agents, goes down by a downline's account and back up by the path", async () => {
    const calls = fakeApi({
      [`GET ${MEMBERS_ADMIN.search}`]: { list: [top(1, "boss")], next: null, ...paging },
      "GET /admin/members/1/downlines": downlines,
      "GET /admin/members/2/downlines": downlines,
      "GET /admin/members/3/downlines": downlines,
    });
    renderPage();
    await screen.findByRole("table", { name: "Accounts found" });
    expect(calls[0]!.url).toBe("/admin/members?field=ACCOUNT&topAgents=true&pageSize=20");
    expect(screen.getByRole("checkbox", { name: "Top-level agents only" })).toHaveProperty("checked", true);

    fireEvent.click(screen.getByRole("button", { name: "Browse boss" }));
    await screen.findByRole("table", { name: "Direct downlines of boss" });
    expect(firstCells("Direct downlines of boss")).toEqual(["sub"]);
    const row = screen.getAllByRole("row").find((r) => r.textContent?.includes("sub"))!;
    expect(within(row).getByText("1,234.50 CNY")).toBeTruthy();

    // Paged by the call's cursor.
    const pager = screen.getByRole("navigation", { name: "Pages of Direct downlines of boss" });
    expect(within(pager).getByText("2 in all")).toBeTruthy();
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(firstCells("Direct downlines of boss")).toEqual(["late"]));
    expect(calls.at(-1)!.url).toBe("/admin/members/1/downlines?cursor=n2");
    fireEvent.click(within(pager).getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(firstCells("Direct downlines of boss")).toEqual(["sub"]));

    // Down a level: the path shows boss › sub.
    fireEvent.click(screen.getByRole("button", { name: "sub" }));
    await screen.findByRole("table", { name: "Direct downlines of sub" });
    const path = screen.getByRole("navigation", { name: "Path from the top" });
    expect(within(path).getByRole("button", { name: "boss" })).toBeTruthy();
    expect(within(path).getByText("sub").closest("li")!.getAttribute("aria-current")).toBe("page");

    // A member with no downlines says so.
    fireEvent.click(screen.getByRole("button", { name: "player" }));
    expect((await screen.findByRole("status")).textContent).toBe("player has no downlines.");

    // Back up by the path, then to the top-level agents.
    fireEvent.click(
      within(screen.getByRole("navigation", { name: "Path from the top" })).getByRole("button", { name: "boss" }),
    );
    await screen.findByRole("table", { name: "Direct downlines of boss" });
    fireEvent.click(screen.getByRole("button", { name: "Top-level agents" }));
    await screen.findByRole("table", { name: "Accounts found" });
  });

  it("searches every account when the top-level filter is off, and links rows to the member's page", async () => {
    const calls = fakeApi({
      [`GET ${MEMBERS_ADMIN.search}`]: { list: [top(1, "boss")], next: null, ...paging },
      "GET /admin/members/1/downlines": downlines,
    });
    renderPage();
    await screen.findByRole("table", { name: "Accounts found" });
    const form = screen.getByRole("search", { name: "Find an account" });
    fireEvent.change(within(form).getByLabelText("Account"), { target: { value: " bo " } });
    fireEvent.click(within(form).getByRole("checkbox", { name: "Top-level agents only" }));
    fireEvent.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/members?field=ACCOUNT&q=bo&pageSize=20"));

    fireEvent.click(screen.getByRole("button", { name: "Browse boss" }));
    await screen.findByRole("table", { name: "Direct downlines of boss" });
    fireEvent.click(screen.getByRole("link", { name: "Member page of sub" }));
    expect(await screen.findByText("member page")).toBeTruthy();
  });
});
