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

const admin = () =>
  signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand", "uploadImages"] });

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

  it("offers no picture upload to an operator who may configure the brand but not upload pictures", async () => {
    signIn({ token: "t", username: "cfg1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    fakeApi({ [`GET ${ADMIN.vendors}`]: vendors, [`GET ${ADMIN.games}`]: paged });
    renderPage(<CataloguePage />);
    const table = await screen.findByRole("table", { name: "Games" });
    const row = (await within(table).findByText("Hash Lottery")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Edit…" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Hash Lottery" });
    expect(within(dialog).queryByLabelText("New picture (PNG or JPG, up to 5 MB)")).toBeNull();
    expect(within(dialog).getByLabelText("Sort order")).toBeTruthy();
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

describe("Games > Vendors", () => {
  it("sets a vendor's hot badge only (its order per category is the vendor order page's)", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: vendors,
      "PUT /admin/vendors/PG": { vendor: "PG", hot: true },
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = (await within(table).findByText("PG Soft")).closest("tr")!;
    expect(within(row).getByText("Under maintenance")).toBeTruthy();
    expect(within(table).queryByRole("columnheader", { name: /Sort order/ })).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "Picture and hot badge…" }));
    const dialog = await screen.findByRole("dialog", { name: "Picture and hot badge of PG Soft" });
    expect(within(dialog).queryByLabelText("Sort order")).toBeNull();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Hot (the lobby's hot badge)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ hot: true }));
    expect(await screen.findByText("PG Soft: hot badge saved.")).toBeTruthy();
  });

  it("uploads a vendor's picture and sets it on the vendor at once, without saving the badge", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: {
        list: vendors.list.map((v) => (v.vendor === "PG" ? { ...v, icon: "/img/art/category-rng.svg" } : v)),
      },
      [`POST ${ADMIN.images}`]: { id: 42, url: "/media/images/42-0123456789abcdef.png" },
      "PUT /admin/pictures/vendor/PG": { url: "/media/images/42-0123456789abcdef.png" },
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = (await within(table).findByText("PG Soft")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Picture and hot badge…" }));
    const dialog = await screen.findByRole("dialog", { name: "Picture and hot badge of PG Soft" });
    const current = () => within(dialog).getByRole("img", { name: "Current picture" }).getAttribute("src");
    expect(current()).toBe("/img/art/category-rng.svg");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "pg.png", { type: "image/png" });
    fireEvent.change(within(dialog).getByLabelText("New picture (PNG or JPG, up to 5 MB)"), {
      target: { files: [file] },
    });
    expect(await screen.findByText("The picture of PG Soft is set.")).toBeTruthy();
    expect(current()).toBe("/media/images/42-0123456789abcdef.png");
    expect(calls.filter((c) => c.method === "PUT").map((c) => [c.url, c.body])).toEqual([
      ["/admin/pictures/vendor/PG", { imageId: 42 }],
    ]);
    // The list behind the dialog is read again, with the new picture.
    await waitFor(() => expect(calls.filter((c) => c.method === "GET" && c.url === ADMIN.vendors)).toHaveLength(2));
  });

  it("shows each category's picture of a vendor whose tiles differ, until an upload sets one on them all", async () => {
    admin();
    const house = vendors.list[0]!;
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: {
        list: [
          { ...house, category: "RNG", icon: "/img/house-slots.svg" },
          { ...house, category: "LIVE", icon: "/img/house-live.svg" },
          { ...house, category: "ELOTT", icon: "/img/house-lottery.svg" },
          // Two categories, one picture: shown once.
          { ...vendors.list[1]!, category: "RNG", icon: "/img/pg.svg" },
          { ...vendors.list[1]!, category: "FISH", icon: "/img/pg.svg" },
        ],
      },
      [`POST ${ADMIN.images}`]: { id: 43, url: "/media/images/43-0123456789abcdef.png" },
      "PUT /admin/pictures/vendor/HOUSE": { url: "/media/images/43-0123456789abcdef.png" },
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const open = async (name: string) => {
      const row = (await within(table).findByText(name)).closest("tr")!;
      fireEvent.click(within(row).getByRole("button", { name: "Picture and hot badge…" }));
      return screen.findByRole("dialog", { name: `Picture and hot badge of ${name}` });
    };

    let dialog = await open("PG Soft");
    expect(within(dialog).queryAllByRole("figure")).toEqual([]);
    expect(within(dialog).getByRole("img", { name: "Current picture" }).getAttribute("src")).toBe("/img/pg.svg");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await open("House Lottery");
    const pictureOf = (category: string) =>
      within(within(dialog).getByRole("figure", { name: category }))
        .getByRole("img", { name: "Current picture" })
        .getAttribute("src");
    expect(
      within(dialog)
        .getAllByRole("figure")
        .map((figure) => figure.textContent),
    ).toEqual(["Slots", "Live casino", "Lottery"]);
    expect(pictureOf("Slots")).toBe("/img/house-slots.svg");
    expect(pictureOf("Live casino")).toBe("/img/house-live.svg");
    expect(pictureOf("Lottery")).toBe("/img/house-lottery.svg");

    // One upload, one call: the vendor's picture, set on every category; shown once from then on.
    const file = new File([new Uint8Array([137, 80, 78, 71])], "house.png", { type: "image/png" });
    fireEvent.change(within(dialog).getByLabelText("New picture (PNG or JPG, up to 5 MB)"), {
      target: { files: [file] },
    });
    expect(await screen.findByText("The picture of House Lottery is set.")).toBeTruthy();
    expect(within(dialog).queryAllByRole("figure")).toEqual([]);
    expect(within(dialog).getByRole("img", { name: "Current picture" }).getAttribute("src")).toBe(
      "/media/images/43-0123456789abcdef.png",
    );
    expect(calls.filter((c) => c.method === "PUT").map((c) => [c.url, c.body])).toEqual([
      ["/admin/pictures/vendor/HOUSE", { imageId: 43 }],
    ]);
  });

  it("shows a planned end on its own line under the badge, which reads as every vendor's under maintenance", async () => {
    admin();
    const end = Date.parse("2099-01-15T10:30:00Z");
    fakeApi({
      [`GET ${ADMIN.vendors}`]: {
        list: [...vendors.list, { ...vendors.list[1]!, vendor: "JILI", name: "JILI Games", maintenanceUntil: end }],
      },
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = async (name: string) => (await within(table).findByText(name)).closest("tr")!;
    const jili = await row("JILI Games");
    expect(within(jili).getByText("Under maintenance")).toBeTruthy();
    expect(within(jili).getByText(/^until 15\/01\/2099.*18:30/)).toBeTruthy();
    expect(within(await row("PG Soft")).getByText("Under maintenance")).toBeTruthy();
    expect(within(await row("PG Soft")).queryByText(/^until/)).toBeNull();
    expect(within(await row("House Lottery")).getByText("Open")).toBeTruthy();
  });

  it("offers a vendor's picture upload only to an operator who may also upload pictures", async () => {
    signIn({ token: "t", username: "cfg1", role: "ADMIN", permissions: ["read", "configureBrand"] });
    fakeApi({ [`GET ${ADMIN.vendors}`]: vendors });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = (await within(table).findByText("PG Soft")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Picture and hot badge…" }));
    const dialog = await screen.findByRole("dialog", { name: "Picture and hot badge of PG Soft" });
    expect(within(dialog).queryByLabelText("New picture (PNG or JPG, up to 5 MB)")).toBeNull();
    expect(within(dialog).getByRole("checkbox", { name: "Hot (the lobby's hot badge)" })).toBeTruthy();
  });

  it("takes a maintenance's planned end in brand time (GMT+8), not the browser's", async () => {
    admin();
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: vendors,
      "PUT /admin/vendors/HOUSE/maintenance": { vendor: "HOUSE", maintenance: true, until: 0 },
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = (await within(table).findByText("House Lottery")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Maintenance…" }));
    const dialog = await screen.findByRole("dialog", { name: /House Lottery/ });
    // It opens as the vendor is (open): the box unticked, no planned end to give.
    expect(within(dialog).getByText("Now:").textContent).toBe("Now: Open");
    const box = within(dialog).getByRole("checkbox", { name: "Under maintenance" });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).queryByLabelText("Planned end (optional)")).toBeNull();
    fireEvent.click(box);
    const until = within(dialog).getByLabelText("Planned end (optional)");
    expect(until.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(dialog).getByText(/GMT\+8/)).toBeTruthy();
    fireEvent.change(until, { target: { value: "2099-12-01T00:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        maintenance: true,
        until: Date.parse("2099-11-30T16:00:00Z"),
      }),
    );
    expect(await screen.findByText("House Lottery is now under maintenance.")).toBeTruthy();
  });

  it("opens the maintenance of a vendor under maintenance as it is: ticked, its planned end in brand time; unchanged, Save sends nothing", async () => {
    admin();
    const end = Date.parse("2099-01-15T10:30:00Z");
    const calls = fakeApi({
      [`GET ${ADMIN.vendors}`]: {
        list: vendors.list.map((v) => (v.vendor === "PG" ? { ...v, maintenanceUntil: end } : v)),
      },
      "PUT /admin/vendors/PG/maintenance": (call: Call) => ({ vendor: "PG", ...(call.body as object) }),
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = (await within(table).findByText("PG Soft")).closest("tr")!;
    const open = async () => {
      fireEvent.click(within(row).getByRole("button", { name: "Maintenance…" }));
      return screen.findByRole("dialog", { name: /PG Soft/ });
    };
    let dialog = await open();
    expect(within(dialog).getByText("Now:").textContent).toMatch(/^Now: Maintenance until 15\/01\/2099.*18:30/);
    expect((within(dialog).getByRole("checkbox", { name: "Under maintenance" }) as HTMLInputElement).checked).toBe(
      true,
    );
    const until = within(dialog).getByLabelText("Planned end (optional)") as HTMLInputElement;
    expect(until.value).toBe("2099-01-15T18:30");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /PG Soft/ })).toBeNull());
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);

    // A new end is sent; one in the past is refused at the field.
    dialog = await open();
    fireEvent.change(within(dialog).getByLabelText("Planned end (optional)"), {
      target: { value: "2020-01-01T00:00" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The planned end must be in the future")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Planned end (optional)"), {
      target: { value: "2099-01-16T08:00" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        maintenance: true,
        until: Date.parse("2099-01-16T00:00:00Z"),
      }),
    );
    expect(await screen.findByText("PG Soft is now under maintenance.")).toBeTruthy();
  });

  it("opens a vendor whose planned end has passed as open (the list read earlier still says maintenance)", async () => {
    admin();
    fakeApi({
      [`GET ${ADMIN.vendors}`]: {
        list: vendors.list.map((v) => (v.vendor === "PG" ? { ...v, maintenanceUntil: Date.now() - 60_000 } : v)),
      },
    });
    renderPage(<VendorsPage />);
    const table = await screen.findByRole("table", { name: "Vendors" });
    const row = (await within(table).findByText("PG Soft")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Maintenance…" }));
    const dialog = await screen.findByRole("dialog", { name: /PG Soft/ });
    expect(within(dialog).getByText("Now:").textContent).toBe("Now: Open");
    expect((within(dialog).getByRole("checkbox", { name: "Under maintenance" }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("shows the bet mismatches only to an operator who reads money", async () => {
    signIn({ token: "t", username: "mkt1", role: "MARKETING", permissions: ["read", "managePromotions"] });
    const calls = fakeApi({ [`GET ${ADMIN.vendors}`]: vendors });
    renderPage(<VendorsPage />);
    expect(await screen.findByRole("table", { name: "Vendors" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Bet pull mismatches" })).toBeNull();
    expect(calls.some((call) => call.url.includes("betMismatches"))).toBe(false);
  });
});
