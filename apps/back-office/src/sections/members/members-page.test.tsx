// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import i18next from "i18next";
import { MEMBERS_ADMIN, type MemberRow } from "@portal/contract/api/admin-members";
import membersEn from "../../locales/members/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import MembersPage from "./members-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "members", membersEn);
});
beforeEach(() => signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read", "manageMembers"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const row = (id: number, account: string): MemberRow => ({
  id,
  account,
  nickname: account,
  mobile: "****5678",
  memberType: 0,
  status: id === 2 ? "DISABLED" : "ACTIVE",
  registeredAt: Date.UTC(2026, 10, 1),
  lastLoginAt: null,
  labels: id === 1 ? ["vip", "watch"] : [],
});

/** Three pages of the search, by cursor: "p2" and "p3" forward, "p1" and "p2" back. */
function search(call: Call) {
  const query = new URL(call.url, "http://x").searchParams;
  const cursor = query.get("cursor");
  const base = { total: 1000, totalCapped: true, pageSize: 20 };
  if (cursor === "p2") return { ...base, list: [row(3, "carol")], next: "p3", prev: "p1" };
  if (cursor === "p3") return { ...base, list: [row(4, "dave")], next: null, prev: "p2" };
  if (query.get("q") === "nobody") return { ...base, total: 0, totalCapped: false, list: [], next: null, prev: null };
  return { ...base, list: [row(1, "alice"), row(2, "bob")], next: "p2", prev: null };
}

function renderPage() {
  renderWithClient(
    <MemoryRouter initialEntries={["/members"]}>
      <Suspense fallback="loading">
        <Routes>
          <Route path="/members" element={<MembersPage />} />
          <Route path="/members/:memberId" element={<p>member page</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

const accounts = () =>
  within(screen.getByRole("table", { name: "Members found" }))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]!.textContent);

describe("Members > Search", () => {
  it("pages by cursor, next and previous, with the capped count", async () => {
    const calls = fakeApi({ [`GET ${MEMBERS_ADMIN.search}`]: search });
    renderPage();
    await screen.findByRole("table", { name: "Members found" });
    expect(calls[0]!.url).toBe("/admin/members?field=ACCOUNT&pageSize=20");
    expect(accounts()).toEqual(["alice", "bob"]);
    const pager = screen.getByRole("navigation", { name: "Pages of Members found" });
    expect(within(pager).getByText("1,000+ in all")).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);

    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(accounts()).toEqual(["carol"]));
    expect(calls.at(-1)!.url).toBe("/admin/members?field=ACCOUNT&cursor=p2&pageSize=20");

    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(accounts()).toEqual(["dave"]));
    expect(within(pager).getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);

    fireEvent.click(within(pager).getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(accounts()).toEqual(["carol"]));
    expect(calls.at(-1)!.url).toBe("/admin/members?field=ACCOUNT&cursor=p2&pageSize=20");
  });

  it("searches by the field chosen, from the first page, and links each member to its page", async () => {
    const calls = fakeApi({ [`GET ${MEMBERS_ADMIN.search}`]: search });
    renderPage();
    await screen.findByRole("table", { name: "Members found" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(accounts()).toEqual(["carol"]));

    const form = screen.getByRole("search", { name: "Members" });
    fireEvent.change(within(form).getByLabelText("Search by"), { target: { value: "LABEL" } });
    fireEvent.change(within(form).getByLabelText("Search for"), { target: { value: "vip" } });
    fireEvent.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/members?field=LABEL&q=vip&pageSize=20"));
    await waitFor(() => expect(accounts()).toEqual(["alice", "bob"]));
    expect(screen.getByText("Members who have exactly this label.")).toBeTruthy();
    const bobRow = screen.getAllByRole("row").find((r) => r.textContent?.includes("bob"))!;
    expect(within(bobRow).getByText("Locked")).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "alice" }));
    expect(await screen.findByText("member page")).toBeTruthy();
  });

  it("says when nothing matches", async () => {
    fakeApi({ [`GET ${MEMBERS_ADMIN.search}`]: search });
    renderPage();
    await screen.findByRole("table", { name: "Members found" });
    fireEvent.change(screen.getByLabelText("Search for"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect((await screen.findByRole("status")).textContent).toBe("No member matches this search.");
  });
});
