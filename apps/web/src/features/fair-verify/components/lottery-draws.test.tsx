// @vitest-environment jsdom
import { createHash, createHmac } from "node:crypto";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LOTTERY_API, type LotteryGameView, type LotteryResultView } from "@portal/contract/api/lottery";
import { pathWith } from "@portal/contract/api/paths";
import { fairMessage } from "@portal/contract/fair-random";
import { SSC } from "@portal/contract/lottery/families/ssc";
import { LOTTERY_CHAIN_LENGTH } from "@portal/contract/lottery/hash-chain";
import { formatDateTime } from "../../../shared/format/date-time";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { FakeApi, ok, type ApiCall } from "../../../test-support/fake-api";
import { FakeSocket } from "../../../test-support/fake-socket";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import { useLocation, useNavigationType } from "react-router";
import en from "../../../locales/en.json";
import lotteryEn from "@portal/contract/lottery/locales/en.json";
import { drawTimeOf } from "@portal/contract/lottery/draw-number";
import { FairVerify } from "./fair-verify";

const v = lotteryEn.verify;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

// A hash chain made here with node:crypto, as the draw server makes it (decision 0035) and apart
// from the page's WebCrypto: x_N, then x_(i-1) = SHA-256 of x_i's bytes. Fixed, so a run is the
// same every time. chain[0] is the commitment, chain[i] the element draw i reveals.
const sha256 = (hex: string) => createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex");
function makeChain(last: string, length: number): string[] {
  const chain = [last];
  while (chain.length <= length) chain.unshift(sha256(chain[0]!));
  return chain;
}
const CHAIN_LENGTH = 40;
const chain = makeChain(createHash("sha256").update("lottery verify test").digest("hex"), CHAIN_LENGTH);
const otherChain = makeChain(createHash("sha256").update("another chain").digest("hex"), CHAIN_LENGTH);

/** The server's byte stream for a draw: HMAC-SHA256 keyed by the element's hex text. */
function* serverBytes(element: string, game: string, index: number) {
  for (let block = 0; ; block++)
    yield* createHmac("sha256", element)
      .update(fairMessage(game, index, block))
      .digest();
}

/** CHAIN's rule, written out: the last five hex characters of the element that are digits. */
const chainDigits = (element: string) =>
  [...element]
    .filter((c) => c >= "0" && c <= "9")
    .slice(-5)
    .map(Number);

const SSC_GAME: LotteryGameView = {
  code: "SSC_1M",
  family: "SSC",
  name: null,
  intervalSec: 60,
  closeBeforeSec: 10,
  official: null,
};
const CHAIN_GAME: LotteryGameView = {
  code: "CHAIN_1M",
  family: "CHAIN",
  name: null,
  intervalSec: 60,
  closeBeforeSec: 10,
  official: null,
};
/** An official daily game: its results are entered by operators, so the verify page leaves it out. */
const OFFICIAL_GAME: LotteryGameView = {
  code: "VN_N_DAILY",
  family: "VN_NORTH",
  name: null,
  intervalSec: 86_400,
  closeBeforeSec: 900,
  official: { drawTimeSec: 69_300, weekdays: [0, 1, 2, 3, 4, 5, 6] },
};
const DRAWS = 25;
const FIRST_DRAW_AT = Date.UTC(2025, 2, 1, 4, 0, 0);
const drawNo = (index: number) => `20250301-${String(index).padStart(4, "0")}`;

/** Draws 1..DRAWS of a game as the results call gives them, newest first. */
function drawsOf(game: LotteryGameView): LotteryResultView[] {
  return Array.from({ length: DRAWS }, (_, i) => {
    const index = DRAWS - i;
    const element = chain[index]!;
    return {
      drawNo: drawNo(index),
      drawsAt: FIRST_DRAW_AT + index * 60_000,
      status: "DRAWN" as const,
      result: game.family === "CHAIN" ? chainDigits(element) : SSC.draw(serverBytes(element, game.code, index)).slice(),
      element,
      chainIndex: index,
      commitment: chain[0]!,
      official: null,
      calledOff: false,
    };
  });
}

/** The results call over `draws`: those before `before`, newest first, `limit` of them. */
const resultsOf = (draws: LotteryResultView[]) => (call: ApiCall) => {
  const before = Number(call.query.get("before") ?? Infinity);
  const limit = Number(call.query.get("limit") ?? 20);
  return ok({ list: draws.filter((draw) => draw.drawsAt < before).slice(0, limit) });
};

const resultsPath = (code: string) => pathWith(LOTTERY_API.results, { code });

let api: FakeApi;

beforeEach(async () => {
  // The page watches the lottery over /ws: a stand-in socket, which the tests drive.
  FakeSocket.opened = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  await startTestI18n();
  // The lottery's own namespace, as loadLotteryTexts loads it in the app.
  i18next.addResourceBundle("en", LOTTERY_NS, lotteryEn, true, true);
  api = new FakeApi()
    .on("GET", LOTTERY_API.games, ok({ list: [OFFICIAL_GAME, SSC_GAME, CHAIN_GAME] }))
    .on("GET", resultsPath(SSC_GAME.code), resultsOf(drawsOf(SSC_GAME)))
    .on("GET", resultsPath(CHAIN_GAME.code), resultsOf(drawsOf(CHAIN_GAME)))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The results calls of the list (pages of 20), not the dialog's look-up of a draw's previous one. */
const listCalls = (code: string) =>
  api.callsTo("GET", resultsPath(code)).filter((call) => call.query.get("limit") === "20");

/** The verify page on its lottery part, the draws of the first game listed. */
async function openLotteryDraws(): Promise<HTMLElement> {
  await renderPage(<FairVerify />, { url: "/house/verify" });
  // Radix tabs change on the mouse going down (a click's first half).
  fireEvent.mouseDown(screen.getByRole("tab", { name: en.fairVerify.tabs.lottery }), { button: 0, ctrlKey: false });
  return screen.findByRole("table", { name: v.draws });
}

/** Presses a draw's Verify button and returns the dialog it opens. */
async function verify(no: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole("button", { name: fill(v.verifyDraw, { drawNo: no }) }));
  return screen.findByRole("dialog", { name: fill(v.dialogTitle, { drawNo: no }) });
}

/** The dialog's three checks, each read as "Yes ..." or "No ...". */
async function checksOf(dialog: HTMLElement): Promise<string[]> {
  const list = await within(dialog).findByRole("list", { name: v.checks });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("the verify page's lottery draws", () => {
  it("lists a fast game's draws from the calls, 20 at a time, then the ones before (official games are not chain draws)", async () => {
    const table = await openLotteryDraws();
    const game = screen.getByRole("combobox", { name: v.game });
    expect(
      within(game)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["SSC · 1 min", "Hash Lottery · 1 min"]);
    expect(bodyRows(table)).toHaveLength(20);
    const newest = rowWith(table, drawNo(DRAWS));
    const [latest] = drawsOf(SSC_GAME);
    expect(cellUnder(table, newest, `${v.time} (GMT+8)`).textContent).toBe(formatDateTime(latest!.drawsAt, "en"));
    expect(cellUnder(table, newest, v.result).textContent).toBe((latest!.result as number[]).join(" "));
    expect(api.callsTo("GET", resultsPath(SSC_GAME.code))[0]?.query.get("limit")).toBe("20");

    fireEvent.click(screen.getByRole("button", { name: v.more }));
    await screen.findByText(drawNo(1));
    expect(bodyRows(table)).toHaveLength(DRAWS);
    // The next page is the draws before the last one shown (draw 6, the 20th).
    const next = listCalls(SSC_GAME.code).at(-1)!;
    expect(next.query.get("before")).toBe(String(FIRST_DRAW_AT + 6 * 60_000));
    // Five draws: the last page.
    expect(screen.queryByRole("button", { name: v.more })).toBeNull();
  });

  it("reads the list again as soon as a draw of its game is pushed over /ws, with one socket whichever game is picked", async () => {
    await openLotteryDraws();
    expect(FakeSocket.opened).toHaveLength(1);
    const socket = FakeSocket.opened[0]!;
    act(() => socket.open());
    act(() => socket.receive({ type: "ready" }));
    await waitFor(() => expect(listCalls(SSC_GAME.code)).toHaveLength(2));
    // Another game's draw: this list is not read again.
    act(() => socket.receive({ type: "lottery", game: CHAIN_GAME.code, drawNo: "x", status: "DRAWN" }));
    act(() => socket.receive({ type: "lottery", game: SSC_GAME.code, drawNo: "y", status: "DRAWN" }));
    await waitFor(() => expect(listCalls(SSC_GAME.code)).toHaveLength(3));
    fireEvent.change(screen.getByRole("combobox", { name: v.game }), { target: { value: CHAIN_GAME.code } });
    await waitFor(() => expect(listCalls(CHAIN_GAME.code)).toHaveLength(1));
    expect(FakeSocket.opened).toHaveLength(1);
    expect(api.callsTo("GET", LOTTERY_API.games)).toHaveLength(1);
  });

  it("verifies a genuine draw in the browser: it chains to the commitment and gives the published result", async () => {
    await openLotteryDraws();
    const dialog = await verify(drawNo(7));
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 7 })}`,
      `${v.yes} ${v.resultYes}`,
      `${v.yes} ${fill(v.linkYes, { drawNo: drawNo(6), index: 6 })}`,
    ]);
    // The previous draw is asked for: the one draw before this one's time.
    const previousCall = api.callsTo("GET", resultsPath(SSC_GAME.code)).at(-1)!;
    expect(previousCall.query.get("limit")).toBe("1");
    expect(previousCall.query.get("before")).toBe(String(FIRST_DRAW_AT + 7 * 60_000));
    expect(within(dialog).queryByText(v.startNote)).toBeNull();
    // What was checked, to compare by hand.
    expect(within(dialog).getByLabelText(v.element).textContent).toBe(chain[7]);
    expect(within(dialog).getByLabelText(v.index).textContent).toBe("7");
    expect(within(dialog).getByLabelText(v.commitment).textContent).toBe(chain[0]);
    const published = within(dialog).getByLabelText(v.published).textContent;
    expect(within(dialog).getByLabelText(v.recomputed).textContent).toBe(published);
    expect(published).toBe(SSC.draw(serverBytes(chain[7]!, SSC_GAME.code, 7)).join(" "));

    fireEvent.click(within(dialog).getByRole("button", { name: en.common.close }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("fails a draw whose element is not of the chain, and one whose result is not the element's", async () => {
    const draws = drawsOf(SSC_GAME);
    const forged = draws.find((draw) => draw.chainIndex === 7)!;
    // Another chain's element at the same place: not the committed chain, another result.
    forged.element = otherChain[7]!;
    const altered = draws.find((draw) => draw.chainIndex === 8)!;
    const digits = altered.result as number[];
    const alteredDigits = [(digits[0]! + 1) % 10, ...digits.slice(1)];
    altered.result = alteredDigits;
    api.on("GET", resultsPath(SSC_GAME.code), resultsOf(draws));
    await openLotteryDraws();

    let dialog = await verify(drawNo(7));
    expect(await checksOf(dialog)).toEqual([
      `${v.no} ${fill(v.chainNo, { steps: 7 })}`,
      `${v.no} ${v.resultNo}`,
      `${v.no} ${fill(v.linkNo, { drawNo: drawNo(6), index: 6 })}`,
    ]);
    expect(within(dialog).getByLabelText(v.recomputed).textContent).toBe(
      SSC.draw(serverBytes(otherChain[7]!, SSC_GAME.code, 7)).join(" "),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: en.common.close }));

    dialog = await verify(drawNo(8));
    // Its element is of the chain, but the draw before it (7, forged above) is not its predecessor.
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 8 })}`,
      `${v.no} ${v.resultNo}`,
      `${v.no} ${fill(v.linkNo, { drawNo: drawNo(7), index: 7 })}`,
    ]);
    expect(within(dialog).getByLabelText(v.published).textContent).toBe(alteredDigits.join(" "));
  });

  it("reads a hash lottery draw off its element, and explains how", async () => {
    await openLotteryDraws();
    fireEvent.change(screen.getByRole("combobox", { name: v.game }), { target: { value: CHAIN_GAME.code } });
    const table = await screen.findByRole("table", { name: v.draws });
    expect(screen.getByText(v.chainDigits)).toBeTruthy();
    const row = rowWith(table, drawNo(12));
    expect(cellUnder(table, row, v.result).textContent).toBe(chainDigits(chain[12]!).join(" "));
    const dialog = await verify(drawNo(12));
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 12 })}`,
      `${v.yes} ${v.resultYes}`,
      `${v.yes} ${fill(v.linkYes, { drawNo: drawNo(11), index: 11 })}`,
    ]);
    // The same CHAIN game's results come from its own call.
    expect(listCalls(CHAIN_GAME.code)).toHaveLength(1);
  });

  it("says a void draw is void, and fails one published void whose element gives a result", async () => {
    const draws = drawsOf(CHAIN_GAME);
    const voided = draws.find((draw) => draw.chainIndex === 3)!;
    voided.status = "VOID";
    voided.result = null;
    api
      .on("GET", LOTTERY_API.games, ok({ list: [CHAIN_GAME] }))
      .on("GET", resultsPath(CHAIN_GAME.code), resultsOf(draws));
    const table = await openLotteryDraws();
    fireEvent.click(screen.getByRole("button", { name: v.more }));
    await screen.findByText(drawNo(1));
    expect(cellUnder(table, rowWith(table, drawNo(3)), v.result).textContent).toBe(v.void);
    let dialog = await verify(drawNo(3));
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 3 })}`,
      `${v.no} ${v.voidNo}`,
      `${v.yes} ${fill(v.linkYes, { drawNo: drawNo(2), index: 2 })}`,
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: en.common.close }));

    // The game's first draw starts its chain: it links to no draw, and the dialog says what the
    // check then rests on.
    dialog = await verify(drawNo(1));
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 1 })}`,
      `${v.yes} ${v.resultYes}`,
      `${v.yes} ${v.startFirst}`,
    ]);
    expect(within(dialog).getByText(v.startNote)).toBeTruthy();
  });

  it("says a draw the operator called off before its draw decided nothing: no fail for its element, the chain still checked", async () => {
    const draws = drawsOf(CHAIN_GAME);
    const calledOff = draws.find((draw) => draw.chainIndex === 3)!;
    calledOff.status = "VOID";
    calledOff.result = null;
    calledOff.calledOff = true;
    api
      .on("GET", LOTTERY_API.games, ok({ list: [CHAIN_GAME] }))
      .on("GET", resultsPath(CHAIN_GAME.code), resultsOf(draws));
    const table = await openLotteryDraws();
    fireEvent.click(screen.getByRole("button", { name: v.more }));
    await screen.findByText(drawNo(1));
    expect(cellUnder(table, rowWith(table, drawNo(3)), v.result).textContent).toBe(v.void);
    const dialog = await verify(drawNo(3));
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 3 })}`,
      `${v.notChecked} ${v.calledOff}`,
      `${v.yes} ${fill(v.linkYes, { drawNo: drawNo(2), index: 2 })}`,
    ]);
  });

  it("fails a forged draw: a fresh chain of one element, started while the game's chain was not used up", async () => {
    // The server picks a fresh element (any: one with the result it wants) and publishes it as
    // draw 1 of a new chain whose commitment is that element's SHA-256, never shown before.
    const draws = drawsOf(SSC_GAME);
    const element = createHash("sha256").update("a result the house wants").digest("hex");
    const forged: LotteryResultView = {
      drawNo: drawNo(DRAWS + 1),
      drawsAt: FIRST_DRAW_AT + (DRAWS + 1) * 60_000,
      status: "DRAWN",
      result: SSC.draw(serverBytes(element, SSC_GAME.code, 1)).slice(),
      element,
      chainIndex: 1,
      commitment: sha256(element),
      official: null,
      calledOff: false,
    };
    api.on("GET", resultsPath(SSC_GAME.code), resultsOf([forged, ...draws]));
    await openLotteryDraws();

    const dialog = await verify(forged.drawNo);
    // The element chains to its own commitment and gives its result; only the link shows the forgery.
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 1 })}`,
      `${v.yes} ${v.resultYes}`,
      `${v.no} ${fill(v.startEarly, { drawNo: drawNo(DRAWS), index: DRAWS, length: LOTTERY_CHAIN_LENGTH })}`,
    ]);
    expect(within(dialog).queryByText(v.startNote)).toBeNull();
  });

  it("passes a new chain started once the previous one was used up, and says what that rests on", async () => {
    const used = makeChain(createHash("sha256").update("a used-up chain").digest("hex"), LOTTERY_CHAIN_LENGTH);
    const last: LotteryResultView = {
      drawNo: drawNo(0),
      drawsAt: FIRST_DRAW_AT,
      status: "DRAWN",
      result: SSC.draw(serverBytes(used[LOTTERY_CHAIN_LENGTH]!, SSC_GAME.code, LOTTERY_CHAIN_LENGTH)).slice(),
      element: used[LOTTERY_CHAIN_LENGTH]!,
      chainIndex: LOTTERY_CHAIN_LENGTH,
      commitment: used[0]!,
      official: null,
      calledOff: false,
    };
    const draws = drawsOf(SSC_GAME);
    api.on("GET", resultsPath(SSC_GAME.code), resultsOf([...draws, last]));
    await openLotteryDraws();
    fireEvent.click(screen.getByRole("button", { name: v.more }));
    await screen.findByText(drawNo(0));

    let dialog = await verify(drawNo(1));
    expect(await checksOf(dialog)).toEqual([
      `${v.yes} ${fill(v.chainYes, { steps: 1 })}`,
      `${v.yes} ${v.resultYes}`,
      `${v.yes} ${fill(v.startAfterFull, { drawNo: drawNo(0), index: LOTTERY_CHAIN_LENGTH, length: LOTTERY_CHAIN_LENGTH })}`,
    ]);
    expect(within(dialog).getByText(v.startNote)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: en.common.close }));

    // Without draw 1, draw 2 follows a draw of another chain: it should then be a chain's first.
    api.on("GET", resultsPath(SSC_GAME.code), resultsOf([...draws.filter((draw) => draw.chainIndex !== 1), last]));
    dialog = await verify(drawNo(2));
    expect((await checksOf(dialog))[2]).toBe(`${v.no} ${fill(v.startNotFirst, { steps: 2 })}`);
    expect(within(dialog).queryByText(v.startNote)).toBeNull();
  });

  it("refuses a chain index out of the chain without hashing the element", async () => {
    const draws = drawsOf(SSC_GAME);
    const huge = draws.find((draw) => draw.chainIndex === 7)!;
    huge.chainIndex = 2 ** 31 - 1;
    api.on("GET", resultsPath(SSC_GAME.code), resultsOf(draws));
    // A few hashes at most (the link to the previous draw): never the 2^31 the index asks for.
    const realDigest = crypto.subtle.digest.bind(crypto.subtle);
    const digest = vi.spyOn(crypto.subtle, "digest").mockImplementation((...args) => {
      if (digest.mock.calls.length > 50) throw new Error("hashed far too often");
      return realDigest(...args);
    });
    await openLotteryDraws();

    const dialog = await verify(drawNo(7));
    expect((await checksOf(dialog))[0]).toBe(
      `${v.no} ${fill(v.indexOut, { steps: huge.chainIndex, length: LOTTERY_CHAIN_LENGTH })}`,
    );
    expect(digest.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("says why a draw could not be checked: an unknown kind of game, no WebCrypto, the previous draw not loaded", async () => {
    const ODD_GAME: LotteryGameView = {
      code: "ODD_1M",
      family: "ODD",
      name: null,
      intervalSec: 60,
      closeBeforeSec: 10,
      official: null,
    };
    api
      .on("GET", LOTTERY_API.games, ok({ list: [ODD_GAME] }))
      .on("GET", resultsPath(ODD_GAME.code), resultsOf(drawsOf(SSC_GAME)));
    await openLotteryDraws();
    let dialog = await verify(drawNo(7));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(v.cannotFamily);
    cleanup();

    api.on("GET", LOTTERY_API.games, ok({ list: [SSC_GAME] }));
    vi.spyOn(crypto, "subtle", "get").mockReturnValue(undefined as unknown as SubtleCrypto);
    await openLotteryDraws();
    dialog = await verify(drawNo(7));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(v.cannot);
    cleanup();
    vi.restoreAllMocks();

    const list = resultsOf(drawsOf(SSC_GAME));
    let failing = true;
    api.on("GET", resultsPath(SSC_GAME.code), (call) =>
      call.query.get("limit") === "1" && failing ? "network" : list(call),
    );
    await openLotteryDraws();
    dialog = await verify(drawNo(7));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(v.previousFailed);
    failing = false;
    fireEvent.click(within(dialog).getByRole("button", { name: en.common.retry }));
    expect(await checksOf(dialog)).toHaveLength(3);
  });

  it("shows new draws as they are made, every 15 s, keeping focus and the open dialog", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
    });
    const all = drawsOf(SSC_GAME);
    const newer = (index: number): LotteryResultView => ({
      drawNo: drawNo(index),
      drawsAt: FIRST_DRAW_AT + index * 60_000,
      status: "DRAWN",
      result: SSC.draw(serverBytes(chain[index]!, SSC_GAME.code, index)).slice(),
      element: chain[index]!,
      chainIndex: index,
      commitment: chain[0]!,
      official: null,
      calledOff: false,
    });
    let shown = all;
    api.on("GET", resultsPath(SSC_GAME.code), (call) => resultsOf(shown)(call));
    const table = await openLotteryDraws();
    const button = screen.getByRole("button", { name: fill(v.verifyDraw, { drawNo: drawNo(20) }) });
    button.focus();

    shown = [newer(DRAWS + 1), ...all];
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(rowWith(table, drawNo(DRAWS + 1))).toBeTruthy());
    expect(document.activeElement).toBe(button);

    const dialog = await verify(drawNo(DRAWS + 1));
    await checksOf(dialog);
    const focused = document.activeElement;
    expect(dialog.contains(focused)).toBe(true);
    shown = [newer(DRAWS + 2), ...shown];
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(screen.getByText(drawNo(DRAWS + 2))).toBeTruthy());
    expect(screen.getByRole("dialog", { name: fill(v.dialogTitle, { drawNo: drawNo(DRAWS + 1) }) })).toBe(dialog);
    expect(document.activeElement).toBe(focused);
    expect(await checksOf(dialog)).toHaveLength(3);
  });

  it("says when the brand has no lottery game, and when a game has no draw yet", async () => {
    api.on("GET", LOTTERY_API.games, ok({ list: [] }));
    await renderPage(<FairVerify />, { url: "/house/verify" });
    fireEvent.mouseDown(screen.getByRole("tab", { name: en.fairVerify.tabs.lottery }), { button: 0, ctrlKey: false });
    expect((await screen.findByText(v.noGames)).closest("[role=status]")).toBeTruthy();
    cleanup();

    api.on("GET", LOTTERY_API.games, ok({ list: [SSC_GAME] })).on("GET", resultsPath(SSC_GAME.code), ok({ list: [] }));
    await renderPage(<FairVerify />, { url: "/house/verify" });
    fireEvent.mouseDown(screen.getByRole("tab", { name: en.fairVerify.tabs.lottery }), { button: 0, ctrlKey: false });
    expect(await screen.findByText(v.noDraws)).toBeTruthy();
  });

  describe("from a link (the back office's Lottery draws page links a draw so)", () => {
    /** A draw's number as the draw server gives it: draw i is at 12:00 + i min, brand time (GMT+8). */
    const scheduledNo = (index: number) => `20250301-${String(720 + index).padStart(4, "0")}`;
    /** SSC_1M's draws numbered as the server numbers them, so a draw is found by its number. */
    const scheduled = () => drawsOf(SSC_GAME).map((draw) => ({ ...draw, drawNo: scheduledNo(draw.chainIndex!) }));

    /** The address the page is at, and how it got there (PUSH or REPLACE). */
    function Address() {
      const location = useLocation();
      const navigation = useNavigationType();
      return (
        <output aria-label="address" data-navigation={navigation}>
          {location.search}
        </output>
      );
    }
    const address = () => new URLSearchParams(screen.getByRole("status", { name: "address" }).textContent ?? "");
    const navigation = () => screen.getByRole("status", { name: "address" }).dataset.navigation;
    const openAt = (url: string) =>
      renderPage(
        <>
          <FairVerify />
          <Address />
        </>,
        { url },
      );
    const tab = (name: string) => screen.getByRole("tab", { name });

    it("reads a draw's time from its number, as the draw server numbers its draws", () => {
      expect(drawTimeOf(scheduledNo(3), 60)).toBe(FIRST_DRAW_AT + 3 * 60_000);
      // The draw at brand midnight ends its day: a one-minute game's 1440th.
      expect(drawTimeOf("20250301-1440", 60)).toBe(Date.UTC(2025, 2, 1, 16, 0, 0));
      expect(drawTimeOf("20250301-0001", 300)).toBe(Date.UTC(2025, 1, 28, 16, 5, 0));
      for (const bad of ["20250231-0001", "20250301-0000", "20250301-1441", "2025-03-01", "x"])
        expect(drawTimeOf(bad, 60)).toBeNull();
    });

    it("opens on the lottery part, the linked game, and the linked draw's check, though the list does not show it", async () => {
      api.on("GET", resultsPath(SSC_GAME.code), resultsOf(scheduled()));
      await openAt(`/house/verify?part=lottery&lotteryGame=${SSC_GAME.code}&drawNo=${scheduledNo(3)}`);
      expect(tab(en.fairVerify.tabs.lottery).getAttribute("aria-selected")).toBe("true");
      const dialog = await screen.findByRole("dialog", { name: fill(v.dialogTitle, { drawNo: scheduledNo(3) }) });
      const checks = await checksOf(dialog);
      expect(checks).toHaveLength(3);
      for (const check of checks) expect(check.startsWith(v.yes)).toBe(true);
      // The draw read by its number: the one draw made up to its time.
      const byNumber = api
        .callsTo("GET", resultsPath(SSC_GAME.code))
        .find((call) => call.query.get("before") === String(FIRST_DRAW_AT + 3 * 60_000 + 1));
      expect(byNumber?.query.get("limit")).toBe("1");

      // Closed, the draw leaves the address; the part and the game stay.
      fireEvent.click(within(dialog).getByRole("button", { name: en.common.close }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      // The list shows the 20 newest: draw 3 is not among them.
      const table = await screen.findByRole("table", { name: v.draws });
      expect(within(table).getByText(scheduledNo(DRAWS))).toBeTruthy();
      expect(within(table).queryByText(scheduledNo(3))).toBeNull();
      expect((screen.getByRole("combobox", { name: v.game }) as HTMLSelectElement).value).toBe(SSC_GAME.code);
      expect(Object.fromEntries(address())).toEqual({ part: "lottery", lotteryGame: SSC_GAME.code });
      expect(navigation()).toBe("REPLACE");
    });

    it("selects the linked game, and says when the linked draw is not one made", async () => {
      await openAt(`/house/verify?part=lottery&lotteryGame=${CHAIN_GAME.code}&drawNo=20991231-0001`);
      expect(await screen.findByRole("alert")).toHaveProperty(
        "textContent",
        fill(v.drawNotFound, { drawNo: "20991231-0001" }),
      );
      expect((screen.getByRole("combobox", { name: v.game }) as HTMLSelectElement).value).toBe(CHAIN_GAME.code);
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("falls back to the first game for a game the brand does not have, and keeps the choices in the address", async () => {
      await openAt("/house/verify?part=lottery&lotteryGame=NO_SUCH_GAME&drawNo=20250301-0723");
      const table = await screen.findByRole("table", { name: v.draws });
      expect(within(table).getByText(drawNo(DRAWS))).toBeTruthy();
      expect((screen.getByRole("combobox", { name: v.game }) as HTMLSelectElement).value).toBe(SSC_GAME.code);
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.queryByRole("dialog")).toBeNull();
      // No draw of another game is looked for.
      expect(api.callsTo("GET", resultsPath(SSC_GAME.code)).every((call) => call.query.get("limit") === "20")).toBe(
        true,
      );

      fireEvent.change(screen.getByRole("combobox", { name: v.game }), { target: { value: CHAIN_GAME.code } });
      await waitFor(() => expect(address().get("lotteryGame")).toBe(CHAIN_GAME.code));
      expect(address().has("drawNo")).toBe(false);
      fireEvent.mouseDown(tab(en.fairVerify.tabs.house), { button: 0, ctrlKey: false });
      await waitFor(() => expect(address().get("part")).toBe("house"));
      expect(tab(en.fairVerify.tabs.house).getAttribute("aria-selected")).toBe("true");
      fireEvent.mouseDown(tab(en.fairVerify.tabs.lottery), { button: 0, ctrlKey: false });
      await waitFor(() => expect(address().get("part")).toBe("lottery"));
      // Back on the lottery part, the game picked before.
      expect(((await screen.findByRole("combobox", { name: v.game })) as HTMLSelectElement).value).toBe(
        CHAIN_GAME.code,
      );
      expect(navigation()).toBe("REPLACE");
    });
  });
});
