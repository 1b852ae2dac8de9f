// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type { AdminReferral, ReferralTerms } from "@portal/contract/api/referral";
import loyaltyEn from "../../locales/loyalty/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import ReferralPage from "./referral-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "loyalty", loyaltyEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const terms: ReferralTerms = {
  enabled: true,
  reward: "50.00",
  minFirstDeposit: "100.00",
  minTurnover: "500.00",
  windowDays: 30,
};
const referral = (friend: string, extra: Partial<AdminReferral> = {}): AdminReferral => ({
  referrerId: 1,
  referrer: "alice",
  friendId: friend.length,
  friend,
  status: "PENDING",
  reason: null,
  joinedAt: Date.UTC(2026, 0, 2, 3, 4),
  firstDeposit: null,
  turnover: "0.00",
  qualifiedAt: null,
  ...extra,
});
const page = (list: AdminReferral[], next: string | null = null, prev: string | null = null) => ({
  list,
  next,
  prev,
  total: list.length,
  totalCapped: false,
  pageSize: 20,
});

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <ReferralPage />
    </Suspense>,
  );
}

describe("Promotions & loyalty > Refer a friend", () => {
  it("saves the terms in the brand's money, checked by the contract's schema", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    const calls = fakeApi({
      "GET /admin/referral/terms": terms,
      "GET /admin/referrals": page([]),
      "PUT /admin/referral/terms": (call: Call) => ({ ...(call.body as object), reward: "88.50" }),
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Terms" });
    const reward = await within(form).findByLabelText("Reward per qualified friend");
    await waitFor(() => expect((reward as HTMLInputElement).value).toBe("50.00"));
    fireEvent.change(reward, { target: { value: "8,5" } });
    fireEvent.change(within(form).getByLabelText("Days to qualify"), { target: { value: "400" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Type a whole number of days from 1 to 365.")).toBeTruthy();
    expect(within(form).getByText("Type an amount such as 100 or 25.50.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.change(reward, { target: { value: "88.5" } });
    fireEvent.change(within(form).getByLabelText("Days to qualify"), { target: { value: "45" } });
    fireEvent.click(within(form).getByLabelText("Refer a friend is on"));
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        enabled: false,
        reward: "88.5",
        minFirstDeposit: "100.00",
        minTurnover: "500.00",
        windowDays: 45,
      }),
    );
    expect(await screen.findByText("Referral terms saved.")).toBeTruthy();
    await waitFor(() => expect((reward as HTMLInputElement).value).toBe("88.50"));
  });

  it("marks the field the server refuses", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    fakeApi({
      "GET /admin/referral/terms": terms,
      "GET /admin/referrals": page([]),
      "PUT /admin/referral/terms": { fail: "VALIDATION_FAILED", status: 400, fields: { minTurnover: "too large" } },
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Terms" });
    await waitFor(() =>
      expect((within(form).getByLabelText("Minimum valid turnover") as HTMLInputElement).value).toBe("500.00"),
    );
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Type an amount such as 100 or 25.50.")).toBeTruthy();
    expect(within(form).getByLabelText("Minimum valid turnover").getAttribute("aria-invalid")).toBe("true");
  });

  it("lists the referrals, filters them by status and referrer, and pages by cursor", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "readMembers", "configureBrand"] });
    const calls = fakeApi({
      "GET /admin/referral/terms": terms,
      "GET /admin/referrals": (call: Call) => {
        const query = new URL(call.url, "http://x").searchParams;
        if (query.get("cursor") === "c2") return page([referral("older")], null, "c1");
        if (query.get("status") === "REFUSED") {
          return page([referral("sneaky", { status: "REFUSED", reason: "DUPLICATE_DEVICE" })]);
        }
        return page(
          [referral("newest", { status: "QUALIFIED", firstDeposit: "120.00", turnover: "800.00", qualifiedAt: 1 })],
          "c2",
        );
      },
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Referrals" });
    const row = (await within(table).findByText("newest")).closest("tr")!;
    expect(within(row).getByText("Qualified")).toBeTruthy();
    expect(within(row).getByText("120.00")).toBeTruthy();
    expect(within(row).getByText("800.00")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await within(table).findByText("older")).toBeTruthy();

    const filters = screen.getByRole("search", { name: "Filter referrals" });
    fireEvent.change(within(filters).getByLabelText("Status"), { target: { value: "REFUSED" } });
    const refused = (await within(table).findByText("sneaky")).closest("tr")!;
    expect(within(refused).getByText("Device already used by another friend")).toBeTruthy();
    fireEvent.change(within(filters).getByLabelText("Referrer"), { target: { value: " alice " } });
    fireEvent.click(within(filters).getByRole("button", { name: "Search" }));
    await waitFor(() => {
      const last = new URL(calls.filter((c) => c.url.includes("/admin/referrals")).at(-1)!.url, "http://x");
      expect(last.searchParams.get("referrer")).toBe("alice");
      expect(last.searchParams.get("status")).toBe("REFUSED");
      expect(last.searchParams.get("cursor")).toBeNull();
    });
  });

  it("shows the terms read-only without configureBrand", async () => {
    signIn({ token: "t", username: "sup1", role: "SUPPORT", permissions: ["read", "readMembers"] });
    fakeApi({ "GET /admin/referral/terms": terms, "GET /admin/referrals": page([]) });
    renderPage();
    const form = await screen.findByRole("form", { name: "Terms" });
    const reward = await within(form).findByLabelText("Reward per qualified friend");
    expect(reward.matches(":disabled")).toBe(true);
    expect(within(form).queryByRole("button", { name: "Save" })).toBeNull();
    expect(within(form).getByText(/changing them needs the brand configuration permission/)).toBeTruthy();
    expect(await screen.findByText("No referrals yet.")).toBeTruthy();
  });

  it("shows marketing the terms but not the members' referrals (no readMembers)", async () => {
    signIn({ token: "t", username: "mkt1", role: "MARKETING", permissions: ["read", "managePromotions"] });
    const calls = fakeApi({ "GET /admin/referral/terms": terms, "GET /admin/referrals": page([]) });
    renderPage();
    expect(await screen.findByRole("form", { name: "Terms" })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Referrals" })).toBeNull();
    expect(screen.queryByText("No referrals yet.")).toBeNull();
    expect(calls.some((call) => call.url.includes("/admin/referrals"))).toBe(false);
  });
});
