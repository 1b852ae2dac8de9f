// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { pathWith } from "@portal/contract/api/paths";
import { REWARD_API } from "@portal/contract/api/rewards";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse, type ApiCall, type Reply } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { RewardsList } from "./rewards-list";
import { EXPIRES_AT, ISSUED_AT, reward } from "./test-data";

const REFERRAL = reward(5);
const CLAIMED_MISSION = reward(4, {
  kind: "MISSION",
  missionId: 2,
  friend: null,
  amount: "1.00",
  status: "CLAIMED",
  claimedAt: ISSUED_AT,
});
const EXPIRED = reward(3, { friend: "ol***dd", status: "EXPIRED" });
const CLAIM = pathWith(REWARD_API.claim, { id: REFERRAL.id });

/** The rewards of the status the call asks for (each a page of its own). */
const byStatus =
  (pages: Record<string, Reply>) =>
  (call: ApiCall): Reply =>
    pages[call.query.get("status") ?? ""] ?? emptyPage();

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on(
      "GET",
      REWARD_API.list,
      byStatus({
        ISSUED: ok({ list: [REFERRAL], next: null, prev: null, total: 1, totalCapped: false, pageSize: 10 }),
      }),
    )
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const region = () => screen.findByRole("region", { name: "My rewards" });
const card = async (name: string) => within(await region()).findByRole("article", { name });
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0, ctrlKey: false });

describe("My rewards", () => {
  it("lists the rewards to claim: what each is for, its amount, dates and Claim", async () => {
    await renderPage(<RewardsList />);
    const friend = await card("Referral reward for friend fr***nd");
    expect(screen.getByRole("tab", { name: "To claim" }).getAttribute("aria-selected")).toBe("true");
    expect(definitionOf(friend, "Amount").textContent).toBe("20.00");
    expect(definitionOf(friend, "Issued on").textContent).toBe("02/01/2024 09:00:00");
    expect(definitionOf(friend, "Claim by").textContent).toBe("09/01/2024 09:00:00");
    expect(within(friend).getByRole("button", { name: "Claim" })).toBeTruthy();
    const [call] = api.callsTo("GET", REWARD_API.list);
    expect(call!.query.get("status")).toBe("ISSUED");
    expect(call!.query.get("pageSize")).toBe("10");
  });

  it("claims an issued reward: the amount is told and the reward shows claimed", async () => {
    const claimed = { ...REFERRAL, status: "CLAIMED" as const, claimedAt: EXPIRES_AT - 86_400_000 };
    api
      .on("POST", CLAIM, ok(claimed))
      .on("GET", REWARD_API.list, byStatus({ ISSUED: cursorPages([[REFERRAL]]) }), byStatus({ ISSUED: emptyPage() }));
    await renderPage(<RewardsList />);
    fireEvent.click(within(await card("Referral reward for friend fr***nd")).getByRole("button", { name: "Claim" }));
    const status = await within(await region()).findByText("A reward of 20.00 was added to your main wallet.");
    expect(status.getAttribute("role")).toBe("status");
    expect(api.callsTo("POST", CLAIM)).toHaveLength(1);
    expect(api.callsTo("POST", CLAIM)[0]!.body).toBeUndefined();
    // Read again, it has left the rewards to claim.
    expect(await within(await region()).findByText("You have no reward to claim.")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("GET", REWARD_API.list)).toHaveLength(2));
  });

  it("tells a claim past the deadline in words", async () => {
    api.on("POST", CLAIM, refuse("REWARD_EXPIRED", 409));
    await renderPage(<RewardsList />);
    fireEvent.click(within(await card("Referral reward for friend fr***nd")).getByRole("button", { name: "Claim" }));
    expect((await within(await region()).findByRole("alert")).textContent).toBe("This reward has expired.");
  });

  it("shows the claimed and the expired rewards in their tabs, a page by cursor", async () => {
    api.on(
      "GET",
      REWARD_API.list,
      byStatus({
        ISSUED: emptyPage(),
        CLAIMED: cursorPages([[CLAIMED_MISSION], [reward(1, { status: "CLAIMED", claimedAt: ISSUED_AT })]], {
          pageSize: 1,
        }),
        EXPIRED: cursorPages([[EXPIRED]]),
      }),
    );
    await renderPage(<RewardsList />);
    expect(await within(await region()).findByText("You have no reward to claim.")).toBeTruthy();

    openTab("Claimed");
    const prize = await card("Mission prize");
    expect(within(prize).getByText("Claimed")).toBeTruthy();
    expect(definitionOf(prize, "Claimed on").textContent).toBe("02/01/2024 09:00:00");
    expect(within(prize).queryByRole("button")).toBeNull();
    const pager = within(await region()).getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await card("Referral reward for friend fr***nd")).toBeTruthy();
    expect(api.callsTo("GET", REWARD_API.list).at(-1)!.query.get("cursor")).toBe("next-1");

    openTab("Expired");
    const expired = await card("Referral reward for friend ol***dd");
    expect(definitionOf(expired, "Expired on").textContent).toBe("09/01/2024 09:00:00");
    expect(within(expired).queryByRole("button")).toBeNull();
    expect(api.callsTo("GET", REWARD_API.list).at(-1)!.query.get("status")).toBe("EXPIRED");
  });
});

describe("a reward's words", () => {
  it("says what each kind of reward is for", async () => {
    api.on(
      "GET",
      REWARD_API.list,
      ok({
        list: [
          reward(11, { kind: "VIP_UPGRADE", friend: null, vipLevel: 3 }),
          reward(12, { kind: "VIP_MONTHLY", friend: null, period: "2024-01" }),
          reward(13, { kind: "VIP_REBATE", friend: null }),
          reward(14, { kind: "CASHBACK", friend: null, promotionId: 8 }),
          reward(15, { friend: null }),
        ],
        next: null,
        prev: null,
        total: 5,
        totalCapped: false,
        pageSize: 10,
      }),
    );
    await renderPage(<RewardsList />);
    await card("VIP 3 level-up reward");
    expect(
      within(await region())
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent),
    ).toEqual(["VIP 3 level-up reward", "VIP monthly reward", "VIP rebate", "Cashback", "Referral reward"]);
  });
});
