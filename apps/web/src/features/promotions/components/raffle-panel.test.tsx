// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { pathWith } from "@portal/contract/api/paths";
import { RAFFLE_API } from "@portal/contract/api/raffles";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { clearSession } from "../../../shared/storage/session";
import { definitionOf, findDefinitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { raffleQuery, type Raffle, type RaffleDraw } from "../api/raffles-api";
import { ApiError } from "../../../shared/api/api-error";
import { RafflePanel } from "./raffle-panel";

const ID = 21;
const RAFFLE = pathWith(RAFFLE_API.raffle, { id: ID });
const DRAW = pathWith(RAFFLE_API.draw, { id: ID });
const INFO = pathWith(RAFFLE_API.info, { id: ID });
/** 2024-01-01 08:00:00 GMT+8. */
const STARTS_AT = Date.UTC(2024, 0, 1, 0, 0, 0);
/** 2099-01-01 08:00:00 GMT+8: running while these tests run. */
const ENDS_AT = Date.UTC(2099, 0, 1, 0, 0, 0);
const SEED_HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

const raffle = (extra: Partial<Raffle> = {}): Raffle => ({
  promotionId: ID,
  qualifier: "DEPOSIT",
  perDraw: "50.00",
  maxDraws: 3,
  startsAt: STARTS_AT,
  endsAt: ENDS_AT,
  prizes: [
    { id: 1, label: "Cash 8", amount: "8.00", weight: 1, left: 5 },
    { id: 2, label: "Thank you", amount: "0.00", weight: 3, left: null },
    { id: 3, label: "Gold", amount: "88.00", weight: 2, left: 0 },
  ],
  seedHash: SEED_HASH,
  serverSeed: null,
  qualifying: "120.00",
  earned: 2,
  used: 1,
  available: 1,
  draws: [],
  ...extra,
});

const drawOf = (extra: Partial<RaffleDraw> = {}): RaffleDraw => ({
  id: 7,
  nonce: 2,
  clientSeed: "seed",
  prizeId: 1,
  label: "Cash 8",
  amount: "8.00",
  pool: [
    { prizeId: 1, weight: 1 },
    { prizeId: 2, weight: 3 },
  ],
  // 2024-01-02 09:00:00 GMT+8.
  createdAt: Date.UTC(2024, 0, 2, 1, 0, 0),
  ...extra,
});

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on("GET", RAFFLE, ok(raffle())).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = () => screen.findByRole("region", { name: "Lucky draw" });
const standing = () => screen.findByRole("region", { name: "Your draws" });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
/** The client seed of the last draw sent. */
const sentSeed = () => (api.callsTo("POST", DRAW).at(-1)?.body as { clientSeed: string }).clientSeed;
const drawButton = async () => within(await standing()).findByRole("button", { name: "Draw now" });
const openFairness = async () => {
  const toggle = within(await standing()).getByRole("button", { name: "Fairness" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
};

describe("RafflePanel", () => {
  it("shows the prizes with their chances, what earns a draw and the member's standing", async () => {
    await renderPage(<RafflePanel promotionId={ID} />);
    const region = await panel();
    expect(
      within(region).getByText(
        "Each 50.00 deposited from 01/01/2024 08:00:00 to 01/01/2099 08:00:00 earns a draw, at most 3",
      ),
    ).toBeTruthy();
    expect(within(region).getByRole("heading", { name: "Prizes" })).toBeTruthy();
    // The chance of each prize in stock: its weight over theirs (1 + 3); none is left of Gold.
    expect(rowsOf(within(region).getByRole("table", { name: "Prizes" }))).toEqual([
      ["Cash 8", "8.00", "25%", "5"],
      ["Thank you", "—", "75%", "No limit"],
      ["Gold", "88.00", "0%", "0"],
    ]);
    const mine = await standing();
    expect(definitionOf(mine, "Deposited so far").textContent).toBe("120.00");
    expect(definitionOf(mine, "Draws earned").textContent).toBe("2");
    expect(definitionOf(mine, "Draws used").textContent).toBe("1");
    expect(definitionOf(mine, "Draws left").textContent).toBe("1");
    expect(within(mine).getByRole("button", { name: "Draw now" })).toBeTruthy();
    expect(within(region).getByText("You have not drawn yet.")).toBeTruthy();
  });

  it("draws, announces the prize won and lists the draw with its nonce and client seed", async () => {
    const made = (clientSeed: string) => drawOf({ clientSeed });
    api.on("POST", DRAW, (call) => ok(made((call.body as { clientSeed: string }).clientSeed)));
    await renderPage(<RafflePanel promotionId={ID} />);
    const status = within(await standing()).getByRole("status");
    expect(status.textContent).toBe("");
    // Read again after the draw, the raffle lists it.
    api.on("GET", RAFFLE, () => ok(raffle({ used: 2, available: 0, draws: [made(sentSeed())] })));
    fireEvent.click(await drawButton());
    await waitFor(() => expect(status.textContent).toBe("You won 8.00 cash — claim it in the reward center"));

    const [call] = api.callsTo("POST", DRAW);
    const body = call!.body as { requestId: string; clientSeed: string };
    expect(body).toEqual({ requestId: expect.any(String), clientSeed: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(call!.headers.get("authorization")).toBe("test-session-token");

    const history = await within(await panel()).findByRole("table", { name: "Draw history" });
    expect(rowsOf(history)).toEqual([["2", "Cash 8", "8.00", body.clientSeed, "02/01/2024 09:00:00"]]);
    const mine = await standing();
    await waitFor(() => expect(definitionOf(mine, "Draws left").textContent).toBe("0"));
    expect(within(mine).queryByRole("button", { name: "Draw now" })).toBeNull();
    expect(within(mine).getByText("Deposit 30.00 more to earn your next draw.")).toBeTruthy();
  });

  it("says when a draw wins nothing", async () => {
    api.on("POST", DRAW, ok(drawOf({ prizeId: 2, label: "Thank you", amount: "0.00" })));
    await renderPage(<RafflePanel promotionId={ID} />);
    fireEvent.click(await drawButton());
    expect((await within(await standing()).findByText("No prize this time")).getAttribute("role")).toBe("status");
  });

  it("shows a refused draw's error translated and reads the standing again", async () => {
    api.on("POST", DRAW, refuse("NO_DRAWS_LEFT", 409));
    await renderPage(<RafflePanel promotionId={ID} />);
    fireEvent.click(await drawButton());
    const alert = await within(await standing()).findByRole("alert");
    expect(alert.textContent).toBe("You have no draws left.");
    await waitFor(() => expect(api.callsTo("GET", RAFFLE)).toHaveLength(2));
    expect(within(await standing()).getByRole("status").textContent).toBe("");
  });

  it("tells a draw refused for the raffle's period why", async () => {
    api.on("POST", DRAW, refuse("PROMOTION_NOT_ELIGIBLE", 409, { reason: "ENDED" }));
    await renderPage(<RafflePanel promotionId={ID} />);
    fireEvent.click(await drawButton());
    const alert = await within(await standing()).findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual(["This draw could not be made.", "This lucky draw has ended."]);
  });

  it("sends the same requestId and client seed again when a draw is retried after a lost connection", async () => {
    api.on("POST", DRAW, "network", ok(drawOf()));
    await renderPage(<RafflePanel promotionId={ID} />);
    fireEvent.click(await drawButton());
    expect((await within(await standing()).findByRole("alert")).textContent).toContain("network connection");
    fireEvent.click(await drawButton());
    await waitFor(() => expect(api.callsTo("POST", DRAW)).toHaveLength(2));
    const [first, retry] = api.callsTo("POST", DRAW);
    expect(retry!.body).toEqual(first!.body);
  });

  it("draws with the client seed the member chose in the fairness disclosure, and a new random one next", async () => {
    api.on("POST", DRAW, ok(drawOf({ clientSeed: "my-seed_1" })));
    await renderPage(<RafflePanel promotionId={ID} />);
    await drawButton();
    await openFairness();
    const mine = await standing();
    expect(definitionOf(mine, "Server seed hash (SHA-256)").textContent).toBe(SEED_HASH);
    expect(definitionOf(mine, "Server seed").textContent).toBe("Shown when the lucky draw ends");
    const seed = within(mine).getByRole("textbox", { name: "Client seed for your next draw" }) as HTMLInputElement;
    expect(seed.value).toMatch(/^[0-9a-f]{32}$/);

    fireEvent.change(seed, { target: { value: "bad seed!" } });
    fireEvent.click(await drawButton());
    expect((await within(mine).findByRole("alert")).textContent).toBe(
      "The client seed must be 1 to 64 letters, digits, _ or -.",
    );
    expect(seed.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST", DRAW)).toEqual([]);

    fireEvent.change(seed, { target: { value: "my-seed_1" } });
    expect(within(mine).queryByRole("alert")).toBeNull();
    fireEvent.click(await drawButton());
    await waitFor(() => expect(api.callsTo("POST", DRAW)).toHaveLength(1));
    expect(api.callsTo("POST", DRAW)[0]!.body).toEqual({ requestId: expect.any(String), clientSeed: "my-seed_1" });
    await within(mine).findByText("You won 8.00 cash — claim it in the reward center");
    expect(seed.value).toMatch(/^[0-9a-f]{32}$/);

    fireEvent.click(within(mine).getByRole("button", { name: "New random seed" }));
    expect(seed.value).toMatch(/^[0-9a-f]{32}$/);
  });

  it("reveals the server seed once the raffle has ended, with no draw to make", async () => {
    api.on(
      "GET",
      RAFFLE,
      ok(
        raffle({
          endsAt: Date.UTC(2024, 1, 1, 0, 0, 0),
          serverSeed: "b1946ac92492d2347c6235b4d2611184",
          draws: [drawOf({ clientSeed: "abc" })],
        }),
      ),
    );
    await renderPage(<RafflePanel promotionId={ID} />);
    const mine = await standing();
    expect((await within(mine).findByRole("note")).textContent).toBe("This lucky draw has ended.");
    expect(within(mine).queryByRole("button", { name: "Draw now" })).toBeNull();
    await openFairness();
    expect(definitionOf(mine, "Server seed").textContent).toBe("b1946ac92492d2347c6235b4d2611184");
    expect(within(mine).queryByRole("textbox")).toBeNull();
    expect(rowsOf(within(await panel()).getByRole("table", { name: "Draw history" }))[0]).toEqual([
      "2",
      "Cash 8",
      "8.00",
      "abc",
      "02/01/2024 09:00:00",
    ]);
  });

  it("tells a member with no draw left how much more earns the next one", async () => {
    api.on("GET", RAFFLE, ok(raffle({ qualifier: "TURNOVER", used: 2, available: 0 })));
    await renderPage(<RafflePanel promotionId={ID} />);
    const mine = await standing();
    expect((await findDefinitionOf(mine, "Valid bets so far")).textContent).toBe("120.00");
    expect(within(mine).getByText("Bet 30.00 more to earn your next draw.")).toBeTruthy();
    expect(within(mine).queryByRole("button", { name: "Draw now" })).toBeNull();
  });

  it("tells a member who has used every draw the raffle gives", async () => {
    api.on("GET", RAFFLE, ok(raffle({ qualifying: "500.00", earned: 3, used: 3, available: 0 })));
    await renderPage(<RafflePanel promotionId={ID} />);
    expect(await within(await standing()).findByText("You have used all your draws.")).toBeTruthy();
  });

  it("shows nothing for a promotion without a raffle, and does not ask again", async () => {
    api.on("GET", RAFFLE, refuse("NOT_FOUND", 404));
    const { container } = await renderPage(<RafflePanel promotionId={ID} />);
    await waitFor(() => expect(api.callsTo("GET", RAFFLE)).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(""));
    // A promotion does not get a raffle while the page is open: a 404 is never retried.
    const retry = raffleQuery("token", ID).retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new ApiError("NOT_FOUND", "No raffle", 404))).toBe(false);
    expect(retry(0, new ApiError("INTERNAL_ERROR", "Try again", 500))).toBe(true);
  });

  it("shows a trial member the prizes from the public raffle and that a real account is needed", async () => {
    const { draws: _draws, qualifying: _q, earned: _e, used: _u, available: _a, ...info } = raffle();
    api.on("GET", INFO, ok(info));
    await renderPage(<RafflePanel promotionId={ID} />, { memberType: TRIAL_MEMBER_TYPE });
    const region = await panel();
    expect(within(region).getByRole("table", { name: "Prizes" })).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Draw now" })).toBeNull();
    expect(within(region).getByRole("note").textContent).not.toBe("");
    // The member's raffle call is a real member's: never asked for a trial player.
    expect(api.callsTo("GET", RAFFLE)).toEqual([]);
  });

  it("shows a visitor the prizes and a log-in button in place of the draw", async () => {
    const { draws: _draws, qualifying: _q, earned: _e, used: _u, available: _a, ...info } = raffle();
    api.on("GET", INFO, ok(info));
    await renderPage(<RafflePanel promotionId={ID} />);
    clearSession();
    const region = await panel();
    expect(await within(region).findByRole("button", { name: "Log in to draw" })).toBeTruthy();
    expect(within(region).getByText("Log in to see your draws and take part.")).toBeTruthy();
    expect(within(region).getByRole("table", { name: "Prizes" })).toBeTruthy();
  });

  it("shows a member who logs out the way back in, not the draw", async () => {
    const { draws: _draws, qualifying: _q, earned: _e, used: _u, available: _a, ...info } = raffle();
    api.on("GET", INFO, ok(info));
    await renderPage(<RafflePanel promotionId={ID} />);
    await drawButton();
    clearSession();
    // The member's section is replaced by the visitor's: found anew, not through the old one.
    expect(await screen.findByRole("button", { name: "Log in to draw" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Draw now" })).toBeNull();
  });
});
