// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AdminVendor } from "@portal/contract/api/admin-catalogue";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import VendorOrderPage, { moved } from "./vendor-order-page";

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const listing = (vendor: string, category: AdminVendor["category"], sort: number): AdminVendor => ({
  vendor,
  category,
  name: `${vendor} Games`,
  icon: "",
  hot: false,
  sort,
  maintenance: vendor === "PP",
  maintenanceUntil: null,
});
const listings = [
  listing("HOUSE", "RNG", 1),
  listing("PP", "RNG", 2),
  listing("JILI", "RNG", 3),
  listing("HOUSE", "LIVE", 1),
  listing("EVO", "LIVE", 2),
];

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <VendorOrderPage />
    </Suspense>,
  );
}
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent?.match(/\((\w+)\)/)?.[1]);

describe("Games > Vendor order", () => {
  it("moves a category's vendors with labelled buttons, keeps focus, and saves that category's order", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    const calls = fakeApi({
      "GET /admin/vendors": { list: listings },
      "PUT /admin/vendors/order": (call: Call) => call.body,
    });
    renderPage();
    // The first category with vendors, in the contract's order: Live casino.
    let list = await screen.findByRole("list", { name: "Vendors of Live casino, in order" });
    expect(names(list)).toEqual(["HOUSE", "EVO"]);
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "RNG" } });
    list = await screen.findByRole("list", { name: "Vendors of Slots, in order" });
    expect(names(list)).toEqual(["HOUSE", "PP", "JILI"]);
    expect(within(list).getByText("Under maintenance")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save order" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(list).getByRole("button", { name: "Move HOUSE Games up" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const up = within(list).getByRole("button", { name: "Move JILI Games up" });
    up.focus();
    fireEvent.click(up);
    expect(names(list)).toEqual(["HOUSE", "JILI", "PP"]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole("button", { name: "Move JILI Games up" })),
    );
    fireEvent.click(within(list).getByRole("button", { name: "Move JILI Games up" }));
    expect(names(list)).toEqual(["JILI", "HOUSE", "PP"]);
    // At the top its up button is disabled: focus moves to its down button.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole("button", { name: "Move JILI Games down" })),
    );
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Save order" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        category: "RNG",
        vendors: ["JILI", "HOUSE", "PP"],
      }),
    );
    expect(await screen.findByText("Slots: vendor order saved.")).toBeTruthy();
  });

  it("undoes unsaved moves, and shows the server's refusal", async () => {
    signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    fakeApi({
      "GET /admin/vendors": { list: listings },
      "PUT /admin/vendors/order": { fail: "VALIDATION_FAILED", status: 400, fields: { vendors: "incomplete" } },
    });
    renderPage();
    const list = await screen.findByRole("list", { name: "Vendors of Live casino, in order" });
    fireEvent.click(within(list).getByRole("button", { name: "Move EVO Games up" }));
    expect(names(list)).toEqual(["EVO", "HOUSE"]);
    fireEvent.click(screen.getByRole("button", { name: "Undo changes" }));
    expect(names(list)).toEqual(["HOUSE", "EVO"]);
    fireEvent.click(within(list).getByRole("button", { name: "Move HOUSE Games down" }));
    fireEvent.click(screen.getByRole("button", { name: "Save order" }));
    expect(await screen.findByText("Some values are not valid. Check the form and try again.")).toBeTruthy();
  });

  it("shows the order read-only without configureBrand", async () => {
    signIn({ token: "t", username: "sup1", role: "SUPPORT", permissions: ["read"] });
    fakeApi({ "GET /admin/vendors": { list: listings } });
    renderPage();
    const list = await screen.findByRole("list", { name: "Vendors of Live casino, in order" });
    expect(within(list).queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Save order" })).toBeNull();
    expect(screen.getByText(/changing it needs the brand configuration permission/)).toBeTruthy();
  });

  it("moves within the list's bounds only", () => {
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });
});
