// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN } from "@portal/contract/api/admin";
import { type AdminGame } from "@portal/contract/api/admin-catalogue";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import CataloguePage from "./catalogue-page";
import VendorsPage from "./vendors-page";

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const admin = () => signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });

const game = (id: number, name: string, extra: Partial<AdminGame> = {}): AdminGame => ({
  id,
  vendor: "HOUSE",
  gameCode: `G${id}`,
  name,
  category: "ELOTT",
  gameType: "K3",
  icon: "",
  hot: false,
  freePlay: false,
  sort: id,
  ...extra,
});
const vendors = {
  list: [
    {
      vendor: "HOUSE",
      category: "ELOTT",
      name: "House Lottery",
      icon: "",
      hot: true,
      sort: -1,
      maintenance: false,
      maintenanceUntil: null,
    },
    {
      vendor: "PG",
      category: "RNG",
      name: "PG Soft",
      icon: "",
      hot: false,
      sort: 3,
      maintenance: true,
      maintenanceUntil: null,
    },
  ],
};
const paged = (call: Call) => {
  const cursor = new URL(call.url, "http://x").searchParams.get("cursor");
  return cursor === "after-2"
    ? { list: [game(3, "Fast 3 Dice")], next: null, prev: "before-3", total: 3, totalCapped: false, pageSize: 20 }
    : {
        list: [game(1, "Hash Lottery"), game(2, "Mark Six", { hot: true })],
        next: "after-2",
        prev: null,
        total: 3,
        totalCapped: false,
        pageSize: 20,
      };
};

function renderPage(page: React.ReactNode) {
  renderWithClient(<Suspense fallback="loading">{page}</Suspense>);
}

describe("Games > Games (the catalogue)", () => {
  it("filters by vendor, category and name, and pages by cursor in catalogue order", async () => {
    admin();
    const calls = fakeApi({ [`GET ${ADMIN.vendors}`]: vendors, [`GET ${ADMIN.games}`]: paged });
    renderPage(<CataloguePage />);
    const table = await screen.findByRole("table", { name: "Games" });
    await within(table).findByText("Hash Lottery");
    expect(screen.getByText("3 in all")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await within(table).findByText("Fast 3 Dice");
    expect(calls.at(-1)!.url).toBe(`${ADMIN.games}?cursor=after-2&pageSize=20`);

    const search = screen.getByRole("search", { name: "Filter games" });
    await within(search).findByRole("option", { name: "House Lottery (HOUSE)" });
    fireEvent.change(within(search).getByLabelText("Vendor"), { target: { value: "HOUSE" } });
    fireEvent.change(within(search).getByLabelText("Category"), { target: { value: "ELOTT" } });
    fireEvent.change(within(search).getByLabelText("Name or code"), { target: { value: " dice " } });
    fireEvent.click(within(search).getByRole("button", { name: "Find" }));
    // A new filter starts again at the first page.
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(`${ADMIN.games}?vendor=HOUSE&category=ELOTT&q=dice&pageSize=20`),
    );
  });

  it("saves a game's hot flag, free play and sort with the contract's rules, and toasts the outcome", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: vendors,
      [`GET ${ADMIN.games}`]: paged,
      "PUT /admin/games/1": (call: Call) => ({ ...game(1, "Hash Lottery"), ...(call.body as object) }),
    });
    renderPage(<CataloguePage />);
    const table = await screen.findByRole("table", { name: "Games" });
    const row = (await within(table).findByText("Hash Lottery")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Edit…" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Hash Lottery" });
    const sort = within(dialog).getByLabelText("Sort order");
    fireEvent.change(sort, { target: { value: "1.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A whole number from -1,000,000 to 1,000,000")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Hot (in the portal's hot games)" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Free play (trial accounts may play it)" }));
    fireEvent.change(sort, { target: { value: "-10" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ hot: true, freePlay: true, sort: -10 }),
    );
    expect(await screen.findByText("Hash Lottery saved.")).toBeTruthy();
  });

  it("uploads a game's picture and sets it on the game at once", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: vendors,
      [`GET ${ADMIN.games}`]: paged,
      [`POST ${ADMIN.images}`]: { id: 41, url: "/media/images/41-0123456789abcdef.png" },
      "PUT /admin/pictures/game/1": { url: "/media/images/41-0123456789abcdef.png" },
    });
    renderPage(<CataloguePage />);
    const table = await screen.findByRole("table", { name: "Games" });
    const row = (await within(table).findByText("Hash Lottery")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Edit…" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Hash Lottery" });
    const file = new File([new Uint8Array([137, 80, 78, 71])], "k3.png", { type: "image/png" });
    fireEvent.change(within(dialog).getByLabelText("New picture (PNG or JPG, up to 5 MB)"), {
      target: { files: [file] },
    });
    expect(await screen.findByText("The picture of Hash Lottery is set.")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Current picture" }).getAttribute("src")).toBe(
      "/media/images/41-0123456789abcdef.png",
    );
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ imageId: 41 });
  });

  it("shows no edit button to a role that may only read", async () => {
    signIn({ token: "t", username: "support1", role: "SUPPORT", permissions: ["read", "manageMembers"] });
    fakeApi({ [`GET ${ADMIN.vendors}`]: vendors, [`GET ${ADMIN.games}`]: paged });
    renderPage(<CataloguePage />);
    const table = await screen.findByRole("table", { name: "Games" });
    await within(table).findByText("Hash Lottery");
    expect(within(table).queryByRole("button", { name: "Edit…" })).toBeNull();
  });
});

describe("Games > Vendors: hot and order", () => {
  it("sets a vendor's hot flag and sort order, shown beside its maintenance", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: vendors,
      "PUT /admin/vendors/PG": { vendor: "PG", hot: true, sort: -5 },
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = (await within(table).findByText("PG Soft")).closest("tr")!;
    expect(within(row).getByText("Under maintenance")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Hot and order…" }));
    const dialog = await screen.findByRole("dialog", { name: "Hot and order of PG Soft" });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Hot (the lobby's hot badge)" }));
    fireEvent.change(within(dialog).getByLabelText("Sort order"), { target: { value: "-5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ hot: true, sort: -5 }));
    expect(await screen.findByText("PG: hot and order saved.")).toBeTruthy();
  });
});
