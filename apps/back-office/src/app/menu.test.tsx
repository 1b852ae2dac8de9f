// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { permissionsOf, ROLE_PERMISSIONS } from "../shared/session/permissions";
import { initTestI18n } from "../test-support/render";
import { MainNav } from "./main-nav";
import { firstPage, visibleMenu, type MenuGroup } from "./menu";

beforeAll(initTestI18n);
afterEach(cleanup);

function renderMenu(permissions: readonly string[]) {
  render(
    <MemoryRouter>
      <MainNav groups={visibleMenu(permissions)} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole("navigation", { name: "Back office menu" });
  return {
    groups: within(nav)
      .queryAllByRole("heading")
      .map((h) => h.textContent),
    links: within(nav)
      .queryAllByRole("link")
      .map((a) => a.textContent),
  };
}

describe("the menu by permission", () => {
  it("shows an administrator every section built so far, grouped as the issue's sections", () => {
    const { groups, links } = renderMenu(ROLE_PERMISSIONS.ADMIN);
    const order = [
      "Dashboard",
      "Members",
      "Agents",
      "Money",
      "Games",
      "Promotions & loyalty",
      "Content",
      "Messages & feedback",
      "Settings",
      "Reports",
    ];
    expect(groups).toEqual(order.filter((name) => groups.includes(name)));
    expect(groups).toEqual(expect.arrayContaining(["Money", "Games", "Settings"]));
    const mine = [
      "Deposits",
      "Withdrawals",
      "Vendor transfers",
      "Adjustments",
      "Vendors",
      "Brand settings",
      "Operators",
      "Jobs",
      "Audit log",
    ];
    expect(links.filter((link) => mine.includes(link!))).toEqual(mine);
  });

  it("keeps money decisions from support, and operators and jobs from finance", () => {
    const support = renderMenu(ROLE_PERMISSIONS.SUPPORT).links;
    expect(support).not.toContain("Adjustments");
    expect(support).not.toContain("Operators");
    expect(support).toContain("Deposits");
    cleanup();
    const finance = renderMenu(ROLE_PERMISSIONS.FINANCE).links;
    expect(finance).toContain("Adjustments");
    expect(finance).not.toContain("Operators");
    expect(finance).not.toContain("Jobs");
  });

  it("shows nothing to a session without the read permission, and no slot whose page is not built", () => {
    expect(renderMenu([]).groups).toEqual([]);
    expect(firstPage([])).toBeNull();
    // A slot whose server calls do not exist yet stays hidden, even with every permission, and a
    // group with nothing to show is left out.
    const menu: MenuGroup[] = [
      {
        id: "reports",
        labelKey: "nav.reports",
        items: [{ path: "/reports", labelKey: "nav.reports", permission: "read", ready: false }],
      },
      {
        id: "money",
        labelKey: "nav.money",
        items: [{ path: "/money/deposits", labelKey: "nav.deposits", permission: "read", ready: true }],
      },
    ];
    expect(visibleMenu(ROLE_PERMISSIONS.ADMIN, menu).map((g) => g.id)).toEqual(["money"]);
  });

  it("takes the server's permission list over the role's fallback row", () => {
    expect(permissionsOf("SUPPORT", ["read", "manageJobs"])).toEqual(["read", "manageJobs"]);
    expect(permissionsOf("SUPPORT", undefined)).toEqual(ROLE_PERMISSIONS.SUPPORT);
    expect(permissionsOf("UNKNOWN", undefined)).toEqual([]);
    const { links } = renderMenu(permissionsOf("SUPPORT", ["read", "manageJobs"]));
    expect(links).toContain("Jobs");
    expect(firstPage(["read"])).toBe(visibleMenu(["read"])[0]!.items[0]!.path);
  });
});
