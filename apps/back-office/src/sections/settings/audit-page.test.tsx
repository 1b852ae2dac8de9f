// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { ADMIN } from "@portal/contract/api/admin";
import settingsEn from "../../locales/settings/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import AuditPage, { filterOf } from "./audit-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "settings", settingsEn);
});
beforeEach(() => signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const entry = (id: number, operator: string, action: string) => ({
  id,
  operator,
  action,
  targetType: "setting",
  targetId: `key${id}`,
  detail: { value: id },
  ip: "10.0.0.1",
  requestId: `r${id}`,
  time: Date.UTC(2026, 10, 29, 10, id),
});

/** Two pages of the admin's entries: the first without a cursor, the second after "c2". */
const answer = (call: Call) => {
  const query = new URL(call.url, "http://x").searchParams;
  if (query.get("operator") === "nobody") {
    return { list: [], next: null, prev: null, total: 0, totalCapped: false, pageSize: 50 };
  }
  if (query.get("cursor") === "c2") {
    return {
      list: [entry(1, "admin", "setting.update")],
      next: null,
      prev: "c1",
      total: 3,
      totalCapped: false,
      pageSize: 50,
    };
  }
  return {
    list: [entry(3, "admin", "featureSwitch.update"), entry(2, "admin", "setting.update")],
    next: "c2",
    prev: null,
    total: 3,
    totalCapped: false,
    pageSize: 50,
  };
};

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <AuditPage />
    </Suspense>,
  );
  return screen.findByRole("table", { name: "Audit log" });
}

describe("Settings > Audit log", () => {
  it("filters by operator and action, and pages with the server's cursor", async () => {
    const calls = fakeApi({ [`GET ${ADMIN.audit}`]: answer });
    const table = await renderPage();
    expect(within(table).getByText("Feature switch changed")).toBeTruthy();
    expect(calls[0]!.url).toBe("/admin/audit?pageSize=50");

    const filters = screen.getByRole("search", { name: "Filter the audit log" });
    fireEvent.change(within(filters).getByLabelText("Operator"), { target: { value: " admin " } });
    fireEvent.change(within(filters).getByLabelText("Action"), { target: { value: "setting.update" } });
    fireEvent.click(within(filters).getByRole("button", { name: "Filter" }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe("/admin/audit?operator=admin&action=setting.update&pageSize=50"),
    );

    const pager = screen.getByRole("navigation", { name: "Audit log pages" });
    expect(within(pager).getByText("3 entries")).toBeTruthy();
    expect((within(pager).getByRole("button", { name: "Newer" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole("button", { name: "Older" }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe("/admin/audit?operator=admin&action=setting.update&cursor=c2&pageSize=50"),
    );
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
    expect((within(pager).getByRole("button", { name: "Older" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(filters).getByLabelText("Operator"), { target: { value: "nobody" } });
    fireEvent.click(within(filters).getByRole("button", { name: "Filter" }));
    expect(await screen.findByText("No entry matches these filters.")).toBeTruthy();
    // A new filter starts again at the first page.
    expect(calls.at(-1)!.url).toBe("/admin/audit?operator=nobody&action=setting.update&pageSize=50");
  });

  it("refuses a period that ends before it starts, and turns the period into epoch milliseconds", async () => {
    const calls = fakeApi({ [`GET ${ADMIN.audit}`]: answer });
    await renderPage();
    const filters = screen.getByRole("search", { name: "Filter the audit log" });
    fireEvent.change(within(filters).getByLabelText("From"), { target: { value: "2026-11-29T10:00:00" } });
    fireEvent.change(within(filters).getByLabelText("Until"), { target: { value: "2026-11-28T10:00:00" } });
    fireEvent.click(within(filters).getByRole("button", { name: "Filter" }));
    expect(await within(filters).findByText("The end must come after the start.")).toBeTruthy();
    expect(calls).toHaveLength(1);

    // The brand's clock (GMT+8), whatever the browser's zone.
    expect(
      filterOf({ operator: "", action: "", targetType: "member", targetId: " 42 ", from: "2026-11-29T10:00", to: "" }),
    ).toEqual({ targetType: "member", targetId: "42", from: Date.parse("2026-11-29T10:00:00+08:00") });
  });
});
