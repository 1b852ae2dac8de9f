// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LOTTERY_ADMIN, type LotteryDrawRow } from "@portal/contract/api/lottery-admin";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import { SOUTH_STORED } from "../../test-support/vn-results";
import LotteryDrawsPage, { resultParts } from "./lottery-draws-page";

beforeAll(initTestI18n);
beforeEach(() =>
  signIn({ token: "t", username: "fin1", role: "FINANCE", permissions: ["read", "enterLotteryResults"] }),
);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const ELEMENT = "ab".repeat(32);
const COMMITMENT = "cd".repeat(32);

const fast = (drawNo: string, over: Partial<LotteryDrawRow> = {}): LotteryDrawRow => ({
  game: "SSC_1M",
  family: "SSC",
  kind: "fast",
  drawNo,
  status: "SETTLED",
  state: "SETTLED",
  opensAt: Date.now() - 2 * 60_000,
  closesAt: Date.now() - 70_000,
  drawsAt: Date.now() - 60_000,
  drawnAt: Date.now() - 59_000,
  result: [1, 2, 3, 4, 5],
  element: ELEMENT,
  chainIndex: 42,
  commitment: COMMITMENT,
  entered: null,
  confirmed: null,
  voidRequested: null,
  voided: null,
  tickets: 3,
  stake: "30.00",
  payout: "19.80",
  refunded: "0.00",
  ...over,
});

const official = (drawNo: string, over: Partial<LotteryDrawRow> = {}): LotteryDrawRow => ({
  ...fast(drawNo),
  game: "VN_N_DAILY",
  family: "VN_NORTH",
  kind: "official",
  status: "OPEN",
  // Its time has passed (the fast fixture's): closed, waiting for its result.
  state: "CLOSED",
  result: null,
  element: null,
  chainIndex: null,
  commitment: null,
  drawnAt: null,
  tickets: 0,
  stake: "0.00",
  payout: "0.00",
  ...over,
});

const page = (list: LotteryDrawRow[], next: string | null = null, prev: string | null = null) => ({
  list,
  next,
  prev,
  total: 45,
  totalCapped: false,
  pageSize: 20,
});

const GAMES = {
  list: [
    { code: "SSC_1M", family: "SSC", kind: "fast", enabled: true },
    { code: "VN_N_DAILY", family: "VN_NORTH", kind: "official", enabled: true },
  ],
};

const draws = (calls: Call[]) => calls.filter((c) => c.method === "GET" && c.url.startsWith(LOTTERY_ADMIN.draws));
const queryOf = (call: Call) => new URL(call.url, "http://x").searchParams;

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <LotteryDrawsPage />
    </Suspense>,
  );
}

describe("Games > Lottery draws", () => {
  it("lists draws with their result and figures, filters by game and status, and pages by cursor", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: (call: Call) =>
        queryOf(call).get("cursor") === "c2"
          ? page([fast("20261129-0900")], null, "c1")
          : page([fast("20261129-0901"), official("20261129-0001")], "c2"),
    });
    renderPage();
    const table = await screen.findByRole("table");
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByText("1 2 3 4 5")).toBeTruthy();
    expect(within(row).getByText("Settled")).toBeTruthy();
    expect(within(row).getByText("30.00")).toBeTruthy();
    expect(within(row).getByText("19.80")).toBeTruthy();
    // A game by its code, its family by the portal's name for it.
    const officialRow = within(table).getAllByRole("row")[2]!;
    expect(within(officialRow).getByRole("cell", { name: "VN_N_DAILY" })).toBeTruthy();
    expect(within(officialRow).getByRole("cell", { name: "North Vietnam Lottery" })).toBeTruthy();
    expect(within(officialRow).queryByText("VN_NORTH")).toBeNull();
    expect(screen.getByText("45 in all")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("20261129-0900")).toBeTruthy();
    expect(queryOf(draws(calls).at(-1)!).get("cursor")).toBe("c2");
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(queryOf(draws(calls).at(-1)!).get("cursor")).toBe("c1"));

    const search = screen.getByRole("search", { name: "Filter draws" });
    await waitFor(() => expect(within(within(search).getByLabelText("Game")).getAllByRole("option")).toHaveLength(3));
    expect(
      within(within(search).getByLabelText("Game"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "SSC_1M (SSC)", "VN_N_DAILY (North Vietnam Lottery)"]);
    fireEvent.change(within(search).getByLabelText("Game"), { target: { value: "VN_N_DAILY" } });
    fireEvent.change(within(search).getByLabelText("Status"), { target: { value: "VOID" } });
    fireEvent.click(within(search).getByRole("button", { name: "Find" }));
    await waitFor(() => {
      const last = queryOf(draws(calls).at(-1)!);
      expect([last.get("game"), last.get("status"), last.get("cursor")]).toEqual(["VN_N_DAILY", "VOID", null]);
    });
  });

  it("lists a southern draw's result as the official sheet prints it, eighth prize first down to the special", async () => {
    const south = official("20261129-0002", {
      game: "VN_HCM",
      family: "VN_SOUTH",
      status: "SETTLED",
      drawsAt: Date.now() - HOUR,
      // Stored special prize first.
      result: { prizes: SOUTH_STORED },
    });
    fakeApi({ [`GET ${LOTTERY_ADMIN.games}`]: GAMES, [`GET ${LOTTERY_ADMIN.draws}`]: page([south]) });
    renderPage();
    const row = within(await screen.findByRole("table")).getAllByRole("row")[1]!;
    expect(
      within(row).getByText(
        "Eighth prize 47 · Seventh prize 291 · Sixth prize 3812 0457 9026 · Fifth prize 6630 · " +
          "Fourth prize 11111 22222 33333 44444 55555 66666 77777 · Third prize 80808 90909 · " +
          "Second prize 12121 · First prize 54321 · Special prize 123456",
      ),
    ).toBeTruthy();

    // The detail lists the prizes in the same order, each by name.
    fireEvent.click(screen.getByRole("button", { name: "Open VN_HCM 20261129-0002" }));
    const dialog = await screen.findByRole("dialog", { name: "Draw VN_HCM 20261129-0002" });
    expect(within(dialog).getByText("Official · South Vietnam Lottery")).toBeTruthy();
    const result = within(dialog).getByRole("region", { name: "Result" });
    expect(
      within(result)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual([
      "Eighth prize",
      "Seventh prize",
      "Sixth prize",
      "Fifth prize",
      "Fourth prize",
      "Third prize",
      "Second prize",
      "First prize",
      "Special prize",
    ]);
    expect(within(result).getAllByRole("definition")[0]!.textContent).toBe("47");
    expect(within(result).getAllByRole("definition").at(-1)!.textContent).toBe("123456");
  });

  it("shows a fast draw's revealed seed with a link to the portal's verify page", async () => {
    fakeApi({ [`GET ${LOTTERY_ADMIN.games}`]: GAMES, [`GET ${LOTTERY_ADMIN.draws}`]: page([fast("20261129-0901")]) });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Open SSC_1M 20261129-0901" }));
    const dialog = await screen.findByRole("dialog", { name: "Draw SSC_1M 20261129-0901" });
    expect(within(dialog).getByText(ELEMENT)).toBeTruthy();
    expect(within(dialog).getByText(COMMITMENT)).toBeTruthy();
    expect(within(dialog).getByText("42")).toBeTruthy();
    const link = within(dialog).getByRole("link", { name: "Verify on the portal's verify page" });
    expect(link.getAttribute("href")).toBe("/house/verify?part=lottery&lotteryGame=SSC_1M&drawNo=20261129-0901");
    expect(within(dialog).queryByRole("button", { name: "Void draw" })).toBeNull();
    expect(within(dialog).getByText("3 tickets sold, stake 30.00, payout 19.80")).toBeTruthy();
    expect(within(dialog).queryByText("Refunded")).toBeNull();
  });

  it("shows what a void draw sold and refunded", async () => {
    const drawNo = "20261129-0902";
    fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: page([
        fast(drawNo, { status: "VOID", result: null, tickets: 2, stake: "35.00", payout: "0.00", refunded: "35.00" }),
      ]),
    });
    renderPage();
    const row = within(await screen.findByRole("table")).getAllByRole("row")[1]!;
    expect(within(row).getByText("35.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: `Open SSC_1M ${drawNo}` }));
    const dialog = await screen.findByRole("dialog", { name: `Draw SSC_1M ${drawNo}` });
    expect(within(dialog).getByText("2 tickets sold, stake 35.00, payout 0.00")).toBeTruthy();
    const refunded = within(dialog).getByText("Refunded");
    expect(refunded.tagName).toBe("DT");
    expect(refunded.nextElementSibling?.textContent).toBe("35.00");
  });

  it("voids an official draw in two stages after its time: a request, then another operator's confirmation", async () => {
    const drawNo = "20261128-0001";
    let requestedBy: string | null = null;
    let voidedBy: string | null = null;
    const past = () =>
      official(drawNo, {
        status: voidedBy ? "VOID" : "OPEN",
        state: voidedBy ? "VOID" : "CLOSED",
        drawsAt: Date.now() - HOUR,
        entered: { by: "fin3", at: Date.now() - HOUR / 2 },
        voidRequested: requestedBy ? { by: requestedBy, at: Date.now() - 60_000, reason: "Postponed" } : null,
        voided: voidedBy ? { by: voidedBy, reason: "Postponed" } : null,
      });
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: () => page([past()]),
      [`POST /admin/lottery/games/VN_N_DAILY/draws/${drawNo}/void`]: (call: Call) => {
        const me = call.headers.get("authorization");
        if (requestedBy === null) requestedBy = me === "t2" ? "fin2" : "fin1";
        else voidedBy = me === "t2" ? "fin2" : "fin1";
        return past();
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: `Open VN_N_DAILY ${drawNo}` }));
    const dialog = await screen.findByRole("dialog", { name: `Draw VN_N_DAILY ${drawNo}` });
    expect(within(dialog).getByText(/^Result entered by fin3 at /)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Void draw" }));
    let form = await screen.findByRole("dialog", { name: `Void VN_N_DAILY ${drawNo}` });
    expect(within(form).getByText(/your void is a request/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Void draw" }));
    expect(await within(form).findByText("Give a reason (up to 200 characters)")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Postponed" } });
    fireEvent.click(within(form).getByRole("button", { name: "Void draw" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Postponed" }));
    expect(await screen.findByText(`Void of ${drawNo} requested: a second operator confirms it.`)).toBeTruthy();
    // The list read again: the request, and no second void by the one who asked.
    expect(await within(dialog).findByText("You requested the void: another operator confirms it.")).toBeTruthy();
    expect(within(dialog).getByText(/^Void requested by fin1 at .*: Postponed$/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /void/i })).toBeNull();

    // Another operator confirms it.
    signIn({ token: "t2", username: "fin2", role: "FINANCE", permissions: ["read", "enterLotteryResults"] });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Confirm void" }));
    form = await screen.findByRole("dialog", { name: `Confirm the void of VN_N_DAILY ${drawNo}` });
    expect(within(form).getByText(/fin1 asked for this draw to be voided/)).toBeTruthy();
    expect((within(form).getByLabelText("Reason") as HTMLInputElement).value).toBe("Postponed");
    fireEvent.click(within(form).getByRole("button", { name: "Confirm void" }));
    expect(await screen.findByText(`Draw ${drawNo} is void: every ticket is refunded.`)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.headers.get("authorization"))).toEqual(["t", "t2"]);
    expect(await within(dialog).findByText("Voided by fin2: Postponed")).toBeTruthy();
    expect(within(dialog).getByText("Void")).toBeTruthy();
  });

  it("voids an official draw at once while it takes tickets, and says when the void waits for another operator", async () => {
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: page([
        official("20261130-0001", {
          state: "OPEN",
          closesAt: Date.now() + HOUR - 15 * 60_000,
          drawsAt: Date.now() + HOUR,
        }),
        // Closed, not drawn yet: one operator's void is only a request.
        official("20261129-0001", { closesAt: Date.now() - 60_000, drawsAt: Date.now() + 14 * 60_000 }),
        official("20261127-0001", {
          drawsAt: Date.now() - HOUR,
          voidRequested: { by: "fin1", at: Date.now() - 60_000, reason: "Storm" },
        }),
      ]),
      "POST /admin/lottery/games/VN_N_DAILY/draws/20261130-0001/void": {
        ...official("20261130-0001"),
        status: "VOID",
        voided: { by: "fin1", reason: "Typhoon" },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Open VN_N_DAILY 20261127-0001" }));
    let dialog = await screen.findByRole("dialog", { name: "Draw VN_N_DAILY 20261127-0001" });
    expect(within(dialog).getByText("You requested the void: another operator confirms it.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /void/i })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));

    fireEvent.click(await screen.findByRole("button", { name: "Open VN_N_DAILY 20261129-0001" }));
    dialog = await screen.findByRole("dialog", { name: "Draw VN_N_DAILY 20261129-0001" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void draw" }));
    let form = await screen.findByRole("dialog", { name: "Void VN_N_DAILY 20261129-0001" });
    expect(within(form).getByText(/your void is a request, and a second operator confirms it/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Draw VN_N_DAILY 20261129-0001" })).getByRole("button", {
        name: "Close",
      }),
    );

    fireEvent.click(await screen.findByRole("button", { name: "Open VN_N_DAILY 20261130-0001" }));
    dialog = await screen.findByRole("dialog", { name: "Draw VN_N_DAILY 20261130-0001" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void draw" }));
    form = await screen.findByRole("dialog", { name: "Void VN_N_DAILY 20261130-0001" });
    expect(within(form).getByText(/voided at once/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Typhoon" } });
    fireEvent.click(within(form).getByRole("button", { name: "Void draw" }));
    expect(await screen.findByText("Draw 20261130-0001 is void: every ticket is refunded.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Typhoon" });
  });

  it("offers no void to an operator without the permission", async () => {
    signIn({ token: "t", username: "support1", role: "SUPPORT", permissions: ["read"] });
    fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: page([
        official("20261130-0001", { state: "OPEN", closesAt: Date.now() + HOUR / 2, drawsAt: Date.now() + HOUR }),
      ]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Open VN_N_DAILY 20261130-0001" }));
    const dialog = await screen.findByRole("dialog", { name: "Draw VN_N_DAILY 20261130-0001" });
    expect(within(dialog).getByText("No result entered yet")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Void draw" })).toBeNull();
  });
});

describe("a draw's state as operators read it", () => {
  it("tells a draw made ahead, one taking tickets and one closed apart, and filters by them on the server", async () => {
    const now = Date.now();
    const open = (drawNo: string, state: LotteryDrawRow["state"], inMinutes: number) =>
      fast(drawNo, {
        status: "OPEN",
        state,
        result: null,
        element: null,
        drawnAt: null,
        opensAt: now + (inMinutes - 2) * 60_000,
        closesAt: now + (inMinutes - 1) * 60_000,
        drawsAt: now + inMinutes * 60_000,
      });
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: page([
        open("20261129-0905", "SCHEDULED", 3),
        open("20261129-0904", "OPEN", 2),
        official("20261129-0001", { state: "CLOSED" }),
        fast("20261129-0903"),
      ]),
    });
    renderPage();
    const table = await screen.findByRole("table");
    const [scheduled, selling, closed, settled] = within(table).getAllByRole("row").slice(1);
    expect(within(scheduled!).getByText("Scheduled")).toBeTruthy();
    expect(within(selling!).getByText("Open")).toBeTruthy();
    expect(within(closed!).getByText("Closed")).toBeTruthy();
    expect(within(settled!).getByText("Settled")).toBeTruthy();

    // The filter offers every state; the server filters (and pages) by it.
    const search = screen.getByRole("search", { name: "Filter draws" });
    expect(
      within(within(search).getByLabelText("Status"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Scheduled", "Open", "Closed", "Drawn", "Settled", "Void"]);
    fireEvent.change(within(search).getByLabelText("Status"), { target: { value: "CLOSED" } });
    fireEvent.click(within(search).getByRole("button", { name: "Find" }));
    await waitFor(() => expect(queryOf(draws(calls).at(-1)!).get("status")).toBe("CLOSED"));

    // The detail says what comes next.
    fireEvent.click(screen.getByRole("button", { name: "Open SSC_1M 20261129-0905" }));
    let dialog = await screen.findByRole("dialog", { name: "Draw SSC_1M 20261129-0905" });
    expect(
      within(dialog).getByText(/^Made ahead: takes tickets from .+, once the draw before it closes\.$/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    fireEvent.click(await screen.findByRole("button", { name: "Open VN_N_DAILY 20261129-0001" }));
    dialog = await screen.findByRole("dialog", { name: "Draw VN_N_DAILY 20261129-0001" });
    expect(within(dialog).getByText(/: waiting for its result, typed by two operators\.$/)).toBeTruthy();
  });
});

describe("voiding a fast draw", () => {
  it("voids a fast draw not drawn yet at once while it takes tickets, saying what becomes of its seed", async () => {
    const drawNo = "20261129-0904";
    const selling = fast(drawNo, {
      status: "OPEN",
      state: "OPEN",
      result: null,
      element: null,
      drawnAt: null,
      closesAt: Date.now() + 60_000,
      drawsAt: Date.now() + 90_000,
    });
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: page([selling]),
      [`POST /admin/lottery/games/SSC_1M/draws/${drawNo}/void`]: {
        game: "SSC_1M",
        family: "SSC",
        drawNo,
        drawsAt: selling.drawsAt,
        status: "VOID",
        entered: null,
        confirmed: null,
        voidRequested: null,
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: `Open SSC_1M ${drawNo}` }));
    const dialog = await screen.findByRole("dialog", { name: `Draw SSC_1M ${drawNo}` });
    expect(within(dialog).getByText("Not revealed until the draw")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Void draw" }));
    const form = await screen.findByRole("dialog", { name: `Void SSC_1M ${drawNo}` });
    expect(within(form).getByText(/voided at once/)).toBeTruthy();
    expect(within(form).getByText(/Its seed stays secret until its draw time/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Chain service down" } });
    fireEvent.click(within(form).getByRole("button", { name: "Void draw" }));
    expect(await screen.findByText(`Draw ${drawNo} is void: every ticket is refunded.`)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Chain service down" });
  });

  it("keeps a draw's detail open and up to date when the list moves on past it (a fast game makes draws every few seconds)", async () => {
    const drawNo = "20261129-0905";
    const selling = fast(drawNo, {
      status: "OPEN",
      state: "SCHEDULED",
      result: null,
      element: null,
      drawnAt: null,
      closesAt: Date.now() + 60_000,
      drawsAt: Date.now() + 90_000,
    });
    let voided = false;
    const calls = fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      // The list's page holds the draw until it is voided; after that, newer draws made ahead fill
      // the page. The draw itself, asked by its number, answers as it now is.
      [`GET ${LOTTERY_ADMIN.draws}`]: (call: { url: string }) => {
        const one = new URL(call.url, "http://x").searchParams.get("drawNo");
        const now = voided
          ? {
              ...selling,
              status: "VOID" as const,
              state: "VOID" as const,
              voided: { by: "fin1", reason: "Chain down" },
            }
          : selling;
        if (one === drawNo) return page([now]);
        return page(voided ? [fast("20261129-0999", { status: "OPEN", state: "SCHEDULED" })] : [selling]);
      },
      [`POST /admin/lottery/games/SSC_1M/draws/${drawNo}/void`]: () => {
        voided = true;
        return { game: "SSC_1M", family: "SSC", drawNo, drawsAt: selling.drawsAt, status: "VOID" };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: `Open SSC_1M ${drawNo}` }));
    const dialog = await screen.findByRole("dialog", { name: `Draw SSC_1M ${drawNo}` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void draw" }));
    const form = await screen.findByRole("dialog", { name: `Void SSC_1M ${drawNo}` });
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Chain down" } });
    fireEvent.click(within(form).getByRole("button", { name: "Void draw" }));
    expect(await screen.findByText(`Draw ${drawNo} is void: every ticket is refunded.`)).toBeTruthy();
    // The list no longer shows it, and its detail is still open, read again: void, by whom and why.
    expect(await within(dialog).findByText("Voided by fin1: Chain down")).toBeTruthy();
    expect(screen.queryByRole("button", { name: `Open SSC_1M ${drawNo}` })).toBeNull();
    expect(calls.some((c) => c.method === "GET" && c.url.includes(`drawNo=${drawNo}`))).toBe(true);
  });

  it("asks a second operator once a fast draw's sales have closed, and offers no void of a drawn one", async () => {
    fakeApi({
      [`GET ${LOTTERY_ADMIN.games}`]: GAMES,
      [`GET ${LOTTERY_ADMIN.draws}`]: page([
        fast("20261129-0904", {
          status: "OPEN",
          state: "CLOSED",
          result: null,
          element: null,
          drawnAt: null,
          closesAt: Date.now() - 5_000,
          drawsAt: Date.now() + 60_000,
        }),
        fast("20261129-0903", {
          status: "VOID",
          state: "VOID",
          result: null,
          voided: { by: "fin2", reason: "Chain service down" },
          tickets: 1,
          stake: "5.00",
          payout: "0.00",
          refunded: "5.00",
        }),
        fast("20261129-0902", { status: "DRAWN", state: "DRAWN" }),
      ]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Open SSC_1M 20261129-0904" }));
    let dialog = await screen.findByRole("dialog", { name: "Draw SSC_1M 20261129-0904" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void draw" }));
    const form = await screen.findByRole("dialog", { name: "Void SSC_1M 20261129-0904" });
    expect(within(form).getByText(/your void is a request, and a second operator confirms it/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Draw SSC_1M 20261129-0904" })).getByRole("button", {
        name: "Close",
      }),
    );

    // Void: who voided it and why, its seed published at its time only for the chain; nothing to void.
    fireEvent.click(await screen.findByRole("button", { name: "Open SSC_1M 20261129-0903" }));
    dialog = await screen.findByRole("dialog", { name: "Draw SSC_1M 20261129-0903" });
    expect(within(dialog).getByText("Voided by fin2: Chain service down")).toBeTruthy();
    expect(within(dialog).getByText(/only to keep the hash chain checkable/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /void/i })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));

    // Drawn: its result is public, it is never voided.
    fireEvent.click(await screen.findByRole("button", { name: "Open SSC_1M 20261129-0902" }));
    dialog = await screen.findByRole("dialog", { name: "Draw SSC_1M 20261129-0902" });
    expect(within(dialog).queryByRole("button", { name: /void/i })).toBeNull();
  });
});

describe("a result as its family shows it", () => {
  it("reads each family's shape", () => {
    expect(resultParts("11X5", [1, 2, 3, 4, 5])).toEqual([{ value: "01 02 03 04 05" }]);
    expect(resultParts("K3", [1, 2, 3])).toEqual([{ value: "1 2 3" }, { label: "draws.sum", value: "6" }]);
    expect(resultParts("LHC", [1, 2, 3, 4, 5, 6, 49])).toEqual([
      { value: "01 02 03 04 05 06" },
      { label: "draws.special", value: "49" },
    ]);
    // A Vietnamese result in its region's official order: the north special prize first...
    const north = [["12345"], ["54321"], ["1", "2"], ["3"], ["4"], ["5"], ["6"], ["7"]];
    expect(resultParts("VN_NORTH", { prizes: north }).slice(0, 2)).toEqual([
      { label: "lottery.prizes.special", value: "12345" },
      { label: "lottery.prizes.first", value: "54321" },
    ]);
    // ... the south and central the eighth prize first, the special prize last.
    const southern = [["123456"], ["54321"], ["2"], ["3"], ["4"], ["5"], ["6"], ["291"], ["47"]];
    for (const family of ["VN_SOUTH", "VN_CENTRAL"]) {
      const parts = resultParts(family, { prizes: southern });
      expect(parts.slice(0, 2)).toEqual([
        { label: "lottery.prizes.eighth", value: "47" },
        { label: "lottery.prizes.seventh", value: "291" },
      ]);
      expect(parts.at(-1)).toEqual({ label: "lottery.prizes.special", value: "123456" });
    }
    // Not one list per prize: as it came.
    expect(resultParts("VN_SOUTH", { prizes: [["123456"], ["54321"]] })).toEqual([
      { label: "lottery.prizes.special", value: "123456" },
      { label: "lottery.prizes.first", value: "54321" },
    ]);
    expect(resultParts("THAI", { first: "123456", front: ["123", "456"] })).toEqual([
      { label: "draws.prizeNames.first", value: "123456" },
      { label: "draws.prizeNames.front", value: "123 456" },
    ]);
  });
});
