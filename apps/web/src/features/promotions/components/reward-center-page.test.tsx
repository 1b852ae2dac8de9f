// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { pathWith } from "@portal/contract/api/paths";
import { EVENT_API } from "@portal/contract/api/promotion-events";
import { PROMOTION_API } from "@portal/contract/api/promotions";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { RewardCenterPage } from "./reward-center-page";
import { REVIEWED_AT, application } from "./event-test-data";
import { bonus } from "./test-data";

const ISSUED = application(8, {
  title: "Screenshot contest",
  status: "ISSUED",
  prize: "50.00",
  note: "Well played.",
  reviewedAt: REVIEWED_AT,
});
const APPLYING = application(5, { title: "Lucky streak", comment: "", images: 0 });
const CLAIM = pathWith(EVENT_API.claimPrize, { id: ISSUED.id });

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", EVENT_API.applications, cursorPages([[ISSUED, APPLYING]]))
    .on("GET", PROMOTION_API.bonuses, cursorPages([[bonus(3)]]))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => screen.findByRole("region", { name: "Reward center" });
const applications = async () => within(await page()).findByRole("region", { name: "Event applications" });
const card = async (title: string) => within(await applications()).findByRole("article", { name: title });

describe("Reward center", () => {
  it("lists the member's applications with status, prize, note and dates, above the bonuses", async () => {
    await renderPage(<RewardCenterPage />);
    expect(screen.getByRole("heading", { name: "Reward center", level: 3 })).toBeTruthy();
    const issued = await card("Screenshot contest");
    expect(definitionOf(issued, "Status").textContent).toBe("Prize issued");
    expect(definitionOf(issued, "Prize").textContent).toBe("50.00");
    expect(definitionOf(issued, "Note from the review").textContent).toBe("Well played.");
    expect(definitionOf(issued, "Applied").textContent).toBe("02/01/2024 09:00:00");
    expect(definitionOf(issued, "Reviewed").textContent).toBe("03/01/2024 09:00:00");
    expect(within(issued).getByRole("button", { name: "Claim prize" })).toBeTruthy();

    const waiting = await card("Lucky streak");
    expect(definitionOf(waiting, "Status").textContent).toBe("Applying");
    expect(definitionOf(waiting, "Comment").textContent).toBe("No comment");
    expect(within(waiting).queryByText("Reviewed")).toBeNull();
    expect(within(waiting).queryByRole("button")).toBeNull();
    expect(api.callsTo("GET", EVENT_API.applications)[0]!.query.get("pageSize")).toBe("10");

    const bonuses = await within(await page()).findByRole("region", { name: "My bonuses" });
    expect(await within(bonuses).findByRole("article", { name: "Welcome bonus" })).toBeTruthy();
    expect((await applications()).compareDocumentPosition(bonuses) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("claims an issued prize from the list", async () => {
    api.on("POST", CLAIM, ok({ ...ISSUED, status: "CLAIMED" }));
    await renderPage(<RewardCenterPage />);
    fireEvent.click(within(await card("Screenshot contest")).getByRole("button", { name: "Claim prize" }));
    const claimed = await card("Screenshot contest");
    expect((await within(claimed).findByRole("status")).textContent).toBe(
      "A prize of 50.00 was added to your main wallet.",
    );
    expect(definitionOf(claimed, "Status").textContent).toBe("Prize claimed");
    expect(within(claimed).queryByRole("button", { name: "Claim prize" })).toBeNull();
    expect(api.callsTo("POST", CLAIM)).toHaveLength(1);
  });

  it("says so when there is no application yet", async () => {
    api.on("GET", EVENT_API.applications, emptyPage());
    await renderPage(<RewardCenterPage />);
    expect(await within(await applications()).findByText("You have not applied to any event yet.")).toBeTruthy();
  });

  it("pages through the applications by cursor", async () => {
    api.on("GET", EVENT_API.applications, cursorPages([[ISSUED], [APPLYING]], { total: 2, pageSize: 1 }));
    await renderPage(<RewardCenterPage />);
    await card("Screenshot contest");
    const pager = within(await applications()).getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await card("Lucky streak")).toBeTruthy();
    await waitFor(() => expect(within(pager).getByRole("status").textContent).toBe("Page 2 of 2"));
    expect(api.callsTo("GET", EVENT_API.applications).at(-1)!.query.get("cursor")).toBe("next-1");
  });
});
