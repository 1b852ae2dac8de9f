// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { REFERRAL_API } from "@portal/contract/api/referral";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { definitionOf, findDefinitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { bodyRows, cellUnder, rowWith } from "../../../test-support/table-roles";
import { ReferralPage } from "./referral-page";
import { FRIENDS, SUMMARY, friend } from "./test-data";

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", REFERRAL_API.summary, ok(SUMMARY))
    .on("GET", REFERRAL_API.friends, cursorPages([FRIENDS]))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => screen.findByRole("region", { name: "Invite friends" });
const friendsTable = async () => {
  const friends = await screen.findByRole("region", { name: "My friends" });
  return within(await within(friends).findByRole("region", { name: "Friends and their progress" })).getByRole("table");
};

describe("ReferralPage", () => {
  it("shows the member's code, link and the link's QR code", async () => {
    await renderPage(<ReferralPage />);
    const mine = await page();
    expect(within(mine).getByRole("heading", { level: 3, name: "Invite friends" })).toBeTruthy();
    expect((await findDefinitionOf(mine, "Referral code")).textContent).toContain("ABCD1234");
    expect(definitionOf(mine, "Invitation link").textContent).toContain("https://brand.example/?ref=ABCD1234");
    const qr = within(mine).getByRole("img", { name: "QR code of your invitation link" });
    expect(qr.getAttribute("src")).toBe(SUMMARY.qrCode);
  });

  it("copies the code and the link, saying so in a live region", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await renderPage(<ReferralPage />);
    const mine = await page();
    const code = await findDefinitionOf(mine, "Referral code");
    expect(within(code).getByRole("status").textContent).toBe("");
    fireEvent.click(within(mine).getByRole("button", { name: "Copy Referral code" }));
    await waitFor(() => expect(within(code).getByRole("status").textContent).toBe("Copied"));
    expect(writeText).toHaveBeenLastCalledWith("ABCD1234");

    fireEvent.click(within(mine).getByRole("button", { name: "Copy Invitation link" }));
    const link = definitionOf(mine, "Invitation link");
    await waitFor(() => expect(within(link).getByRole("status").textContent).toBe("Copied"));
    expect(writeText).toHaveBeenLastCalledWith("https://brand.example/?ref=ABCD1234");
  });

  it("says when the clipboard refuses", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    await renderPage(<ReferralPage />);
    const mine = await page();
    await findDefinitionOf(mine, "Referral code");
    fireEvent.click(within(mine).getByRole("button", { name: "Copy Referral code" }));
    await waitFor(() =>
      expect(within(definitionOf(mine, "Referral code")).getByRole("status").textContent).toBe(
        "Could not copy. Please select the text and copy it.",
      ),
    );
  });

  it("tells the terms in words and the counts", async () => {
    await renderPage(<ReferralPage />);
    const terms = await screen.findByRole("region", { name: "How you earn a reward" });
    expect(
      within(terms).getByText(
        "Your friend's first deposit of at least 100.00 and valid bets of at least 1,000.00 within 30 days earn you 50.00.",
      ),
    ).toBeTruthy();
    expect(within(terms).getByText("Claim your rewards in the reward center.")).toBeTruthy();
    expect(definitionOf(terms, "Friends invited").textContent).toBe("4");
    expect(definitionOf(terms, "Friends qualified").textContent).toBe("1");
  });

  it("says when the brand gives no invitation rewards", async () => {
    api.on("GET", REFERRAL_API.summary, ok({ ...SUMMARY, terms: { ...SUMMARY.terms, enabled: false } }));
    await renderPage(<ReferralPage />);
    const terms = await screen.findByRole("region", { name: "How you earn a reward" });
    expect(await within(terms).findByText("Invitation rewards are not available right now.")).toBeTruthy();
    expect(within(terms).queryByText(/first deposit of at least/)).toBeNull();
  });

  it("lists the friends with their statuses and a refused one's reason", async () => {
    await renderPage(<ReferralPage />);
    const table = await friendsTable();
    expect(bodyRows(table)).toHaveLength(4);
    const status = (account: string) => cellUnder(table, rowWith(table, account), "Status").textContent;
    expect(status("pe***01")).toBe("In progress");
    expect(status("qu***02")).toBe("QualifiedQualified on 03/01/2024 09:00:00");
    expect(status("re***03")).toBe("Not eligibleSigned up from your own device.");
    expect(status("ex***04")).toBe("Expired");

    const pending = rowWith(table, "pe***01");
    expect(cellUnder(table, pending, "Joined (GMT+8)").textContent).toBe("02/01/2024 09:00:00");
    // How far a friend is, never its amounts (another member's money).
    expect(cellUnder(table, pending, "First deposit").textContent).toBe("Reached");
    expect(cellUnder(table, pending, "Valid bets").textContent).toBe("35%");
    expect(cellUnder(table, rowWith(table, "re***03"), "First deposit").textContent).toBe("Not yet");
  });

  it("translates every refusal reason", async () => {
    api.on(
      "GET",
      REFERRAL_API.friends,
      cursorPages([
        [
          friend("du***05", { status: "REFUSED", reason: "DUPLICATE_DEVICE" }),
          friend("un***06", { status: "REFUSED", reason: "UNKNOWN_DEVICE" }),
        ],
      ]),
    );
    await renderPage(<ReferralPage />);
    const table = await friendsTable();
    expect(cellUnder(table, rowWith(table, "du***05"), "Status").textContent).toBe(
      "Not eligibleSigned up from a device another friend already used.",
    );
    expect(cellUnder(table, rowWith(table, "un***06"), "Status").textContent).toBe(
      "Not eligibleThe sign-up device could not be checked.",
    );
  });

  it("pages the friends by cursor", async () => {
    api.on("GET", REFERRAL_API.friends, cursorPages([FRIENDS.slice(0, 2), FRIENDS.slice(2)]));
    await renderPage(<ReferralPage />);
    await friendsTable();
    expect(api.callsTo("GET", REFERRAL_API.friends)[0]!.query.get("cursor")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(rowWith(screen.getByRole("table"), "re***03")).toBeTruthy());
    expect(api.callsTo("GET", REFERRAL_API.friends).at(-1)!.query.get("cursor")).toBe("next-1");
  });

  it("says when no friend has joined yet", async () => {
    api.on("GET", REFERRAL_API.friends, emptyPage());
    await renderPage(<ReferralPage />);
    const friends = await screen.findByRole("region", { name: "My friends" });
    expect(await within(friends).findByText("No friend has signed up with your code yet.")).toBeTruthy();
  });
});
