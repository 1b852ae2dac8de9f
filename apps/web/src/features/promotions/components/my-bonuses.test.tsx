// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { pathWith } from "@portal/contract/api/paths";
import { PROMOTION_API } from "@portal/contract/api/promotions";
import { toastStore } from "../../../shared/ui/toast";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { MyBonuses } from "./my-bonuses";
import { GRANTED_AT, bonus } from "./test-data";

const ACTIVE = bonus(7, { title: "Weekend reload" });
const DONE = bonus(3, {
  status: "COMPLETED",
  lockedAmount: "0.00",
  turnoverCounted: "2000.00",
  turnoverRemaining: "0.00",
  // 2024-01-05 09:00:00 GMT+8.
  endedAt: GRANTED_AT + 3 * 86_400_000,
});
const FORFEITED = { ...ACTIVE, status: "FORFEITED" as const, lockedAmount: "0.00", endedAt: GRANTED_AT + 86_400_000 };
const FORFEIT = pathWith(PROMOTION_API.forfeit, { id: ACTIVE.id });

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on("GET", PROMOTION_API.bonuses, cursorPages([[ACTIVE, DONE]])).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.set([]);
});

const region = () => screen.findByRole("region", { name: "My bonuses" });
const card = async (title: string) => within(await region()).findByRole("article", { name: title });
const forfeitButton = () => screen.getByRole("button", { name: "Forfeit bonus" });
const dialog = () => screen.findByRole("dialog", { name: "Forfeit this bonus?" });

describe("My bonuses", () => {
  it("lists the member's bonuses with their status, amounts, turnover and dates", async () => {
    await renderPage(<MyBonuses />);
    const active = await card("Weekend reload");
    expect(within(active).getByText("Active")).toBeTruthy();
    expect(definitionOf(active, "Bonus").textContent).toBe("200.00");
    expect(definitionOf(active, "Locked amount").textContent).toBe("400.00");
    expect(definitionOf(active, "Turnover still to play").textContent).toBe("1,500.00");
    expect(definitionOf(active, "Granted").textContent).toBe("02/01/2024 09:00:00");
    expect(definitionOf(active, "Expires").textContent).toBe("09/01/2024 09:00:00");
    const progress = within(active).getByRole("progressbar", { name: "Turnover" });
    expect(progress.getAttribute("aria-valuetext")).toBe("500.00 of 2,000.00");
    expect(progress.getAttribute("value")).toBe("500");
    expect(within(active).getByRole("button", { name: "Forfeit bonus" })).toBeTruthy();

    const done = await card("Welcome bonus");
    expect(within(done).getByText("Completed")).toBeTruthy();
    expect(definitionOf(done, "Ended").textContent).toBe("05/01/2024 09:00:00");
    // An ended bonus locks nothing and can no longer be forfeited.
    expect(within(done).queryByText("Locked amount")).toBeNull();
    expect(within(done).queryByRole("button")).toBeNull();
    expect(within(done).getByRole("progressbar", { name: "Turnover" }).getAttribute("aria-valuetext")).toBe(
      "2,000.00 of 2,000.00",
    );
    expect(api.callsTo("GET", PROMOTION_API.bonuses)[0]!.query.get("pageSize")).toBe("10");
  });

  it("says so when there is no bonus yet", async () => {
    api.on("GET", PROMOTION_API.bonuses, emptyPage());
    await renderPage(<MyBonuses />);
    const empty = await within(await region()).findByText("You have no bonuses yet.");
    // An empty list is a polite status, announced.
    expect(empty.closest("[role=status]")).toBeTruthy();
  });

  it("asks before forfeiting, saying what leaves the wallet; Cancel keeps the bonus", async () => {
    await renderPage(<MyBonuses />);
    await card("Weekend reload");
    fireEvent.click(forfeitButton());
    const confirm = await dialog();
    expect(within(confirm).getByText(/The bonus of 200\.00 from “Weekend reload” will be taken back/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST", FORFEIT)).toEqual([]);
  });

  it("forfeits the active bonus once confirmed, and the list shows it forfeited", async () => {
    api
      .on("GET", PROMOTION_API.bonuses, cursorPages([[ACTIVE, DONE]]), cursorPages([[FORFEITED, DONE]]))
      .on("POST", FORFEIT, ok(FORFEITED));
    await renderPage(<MyBonuses />);
    await card("Weekend reload");
    fireEvent.click(forfeitButton());
    fireEvent.click(within(await dialog()).getByRole("button", { name: "Forfeit bonus" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const forfeited = await card("Weekend reload");
    await waitFor(() => expect(within(forfeited).getByText("Forfeited")).toBeTruthy());
    expect(within(forfeited).queryByRole("button", { name: "Forfeit bonus" })).toBeNull();
    expect(toastStore.get().map((message) => message.title)).toContain(
      "The bonus was forfeited and its turnover requirement has ended.",
    );
    const [call] = api.callsTo("POST", FORFEIT);
    // The forfeit carries no body: the server is idempotent by the bonus id.
    expect(call!.body).toBeUndefined();
  });

  it("keeps the dialog open with the refusal translated", async () => {
    api.on("POST", FORFEIT, refuse("INVALID_STATE", 409));
    await renderPage(<MyBonuses />);
    await card("Weekend reload");
    fireEvent.click(forfeitButton());
    const confirm = await dialog();
    fireEvent.click(within(confirm).getByRole("button", { name: "Forfeit bonus" }));
    expect((await within(confirm).findByRole("alert")).textContent).toBe(
      "This order can no longer be changed this way. Please refresh and check its status.",
    );
    expect(screen.getByRole("dialog", { name: "Forfeit this bonus?" })).toBeTruthy();
  });

  it("pages through the bonuses by cursor", async () => {
    api.on("GET", PROMOTION_API.bonuses, cursorPages([[ACTIVE], [DONE]], { total: 2, pageSize: 1 }));
    await renderPage(<MyBonuses />);
    await card("Weekend reload");
    const pager = screen.getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await card("Welcome bonus")).toBeTruthy();
    expect(within(pager).getByRole("status").textContent).toBe("Page 2 of 2");
    expect(api.callsTo("GET", PROMOTION_API.bonuses).at(-1)!.query.get("cursor")).toBe("next-1");
  });
});
