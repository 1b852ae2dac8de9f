// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { AGENT_API } from "@portal/contract/api/agents";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { RegisterAccountPage } from "./register-account-page";

/** The caller's own rates: 1.5 % on live casino, 0.8 % on slots, none elsewhere. */
const OWN_RATES = GAME_CATEGORIES.map((category) => ({
  category,
  rate: category === "LIVE" ? "1.5" : category === "RNG" ? "0.8" : "0",
}));
const REGISTERED = { memberId: 501, account: "sub001", memberType: 1, initialPassword: "Start123" };

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on("GET", AGENT_API.rebateRates, ok(OWN_RATES))
    .on("POST", AGENT_API.accounts, ok(REGISTERED))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = () => api.callsTo("POST", AGENT_API.accounts).map((call) => call.body);
const rates = () => screen.getByRole("group", { name: "Rebate rates (%)" });
const rateField = (category: string) => within(rates()).getByRole("textbox", { name: category }) as HTMLInputElement;
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Register" }));
/** The rate fields once the caller's own rates (their placeholders) have arrived. */
const ratesLoaded = () => waitFor(() => expect(rateField("Live casino").placeholder).toBe("1.5"));

describe("Register account (registerAccount)", () => {
  it("registers a sub-agent with its rates and shows its initial password, to be changed at first login", async () => {
    await renderPage(<RegisterAccountPage />, { memberType: 1 });
    await ratesLoaded();
    const kind = screen.getByRole("combobox", { name: "Account type" });
    expect(
      within(kind)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Member", "Agent"]);
    fireEvent.change(kind, { target: { value: "AGENT" } });
    type(screen.getByRole("textbox", { name: "Username" }), " sub001 ");
    type(screen.getByRole("textbox", { name: "Nickname (optional)" }), "Sub one");
    type(rateField("Live casino"), "1.2");
    type(rateField("Slots"), "0.8");
    submit();

    const done = await screen.findByRole("status");
    expect(done.textContent).toBe("sub001 is registered.");
    expect(sent()).toEqual([
      { kind: "AGENT", username: "sub001", nickname: "Sub one", rates: { LIVE: "1.2", RNG: "0.8" } },
    ]);
    const page = screen.getByRole("region", { name: "Register account" });
    expect(definitionOf(page, "Account").textContent).toBe("sub001");
    expect(definitionOf(page, "Account type").textContent).toBe("Agent");
    expect(definitionOf(page, "Initial password").textContent).toBe("Start123");
    expect(within(page).getByText(/it must be changed at the first login/)).toBeTruthy();

    // Another: an empty form again.
    fireEvent.click(screen.getByRole("button", { name: "Register another account" }));
    expect((screen.getByRole("textbox", { name: "Username" }) as HTMLInputElement).value).toBe("");
    expect(rateField("Live casino").value).toBe("");
  });

  it("shows the caller's own rate as each field's example and ceiling", async () => {
    await renderPage(<RegisterAccountPage />, { memberType: 1 });
    await ratesLoaded();
    expect(computeAccessibleDescription(rateField("Live casino"))).toBe("Up to 1.5%");
    expect(rateField("Slots").placeholder).toBe("0.8");
    expect(within(rates()).getAllByRole("textbox")).toHaveLength(GAME_CATEGORIES.length);
  });

  it("registers a member with no rates given, the categories left out (the server gives 0)", async () => {
    await renderPage(<RegisterAccountPage />, { memberType: 1 });
    await ratesLoaded();
    type(screen.getByRole("textbox", { name: "Username" }), "player1");
    submit();
    await screen.findByRole("status");
    expect(sent()).toEqual([{ kind: "MEMBER", username: "player1", rates: {} }]);
  });

  it("refuses an empty username, a rate that is no rate and one above the caller's own, without asking the server", async () => {
    await renderPage(<RegisterAccountPage />, { memberType: 1 });
    await ratesLoaded();
    type(rateField("Live casino"), "1.6");
    type(rateField("Sports"), "abc");
    submit();
    expect(screen.getByText("Username cannot be empty")).toBeTruthy();
    expect(computeAccessibleDescription(rateField("Live casino"))).toBe(
      "Up to 1.5% At most 1.5%: a rate cannot be above your own.",
    );
    expect(rateField("Live casino").getAttribute("aria-invalid")).toBe("true");
    expect(computeAccessibleDescription(rateField("Sports"))).toBe(
      "Up to 0% Enter a percentage from 0 to 100 with at most 4 decimals.",
    );
    expect(sent()).toEqual([]);
  });

  it("shows the server's refusal of a rate beside its field, translated", async () => {
    api.on(
      "POST",
      AGENT_API.accounts,
      refuse("REBATE_RATE_ABOVE_UPLINE", 400, { fields: { "rates.LIVE": "max 1.5" } }),
    );
    await renderPage(<RegisterAccountPage />, { memberType: 1 });
    await ratesLoaded();
    type(screen.getByRole("textbox", { name: "Username" }), "player1");
    type(rateField("Live casino"), "1.5");
    submit();
    const message = "A rebate rate cannot be above the upline's own rate for that game category.";
    const beside = `${message} Highest allowed: 1.5%.`;
    await waitFor(() => expect(computeAccessibleDescription(rateField("Live casino"))).toBe(`Up to 1.5% ${beside}`));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([beside, message]);
    expect(screen.getByRole("textbox", { name: "Username" })).toBeTruthy();
  });

  it("shows a username taken at its field", async () => {
    api.on("POST", AGENT_API.accounts, refuse("USERNAME_TAKEN", 409));
    await renderPage(<RegisterAccountPage />, { memberType: 1 });
    await ratesLoaded();
    type(screen.getByRole("textbox", { name: "Username" }), "taken1");
    submit();
    expect(await screen.findByText("Username is already registered")).toBeTruthy();
    expect(screen.getByText("This username is already registered.")).toBeTruthy();
  });

  it("offers a promoter (type 41) members only", async () => {
    await renderPage(<RegisterAccountPage />, { memberType: 41 });
    await ratesLoaded();
    expect(screen.queryByRole("combobox", { name: "Account type" })).toBeNull();
    expect(screen.getByText(/registers members; sub-agents are registered by your upline/)).toBeTruthy();
    type(screen.getByRole("textbox", { name: "Username" }), "player2");
    submit();
    await screen.findByRole("status");
    expect(sent()).toEqual([{ kind: "MEMBER", username: "player2", rates: {} }]);
  });

  it("explains to a reporting account (type 42) that it cannot register accounts", async () => {
    await renderPage(<RegisterAccountPage />, { memberType: 42 });
    expect(screen.getByRole("note").textContent).toContain("cannot register accounts");
    expect(screen.queryByRole("textbox", { name: "Username" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
  });
});
