// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { pathWith } from "@portal/contract/api/paths";
import { EVENT_API } from "@portal/contract/api/promotion-events";
import { PROMOTION_API } from "@portal/contract/api/promotions";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";
import { closeModal, getModal } from "../../../shared/modals/modal-store";
import { clearSession } from "../../../shared/storage/session";
import { definitionOf, findDefinitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { EventPanel } from "./event-panel";
import { REVIEWED_AT, application, event, jpeg, png } from "./event-test-data";
import { TERMS } from "./test-data";

const ID = 21;
const EVENT = pathWith(EVENT_API.event, { id: ID });
const APPLY = pathWith(EVENT_API.apply, { id: ID });
const claimPath = (id: number) => pathWith(EVENT_API.claimPrize, { id });

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", PROMOTION_API.offers, ok({ list: [] }))
    .on("GET", EVENT, ok(event()))
    .install();
});

afterEach(() => {
  cleanup();
  closeModal();
  vi.unstubAllGlobals();
});

const panel = () => screen.findByRole("region", { name: "Event application" });
const form = () => screen.findByRole("form", { name: "Apply to join" });
const card = async () => within(await panel()).findByRole("article", { name: "Lucky screenshot" });

describe("EventPanel", () => {
  it("shows nothing for a promotion that is no event", async () => {
    api.on("GET", EVENT, refuse("NOT_FOUND", 404));
    const { container } = await renderPage(<EventPanel promotionId={ID} />);
    await waitFor(() => expect(api.callsTo("GET", EVENT)).toHaveLength(1));
    expect(container.textContent).toBe("");
  });

  it("asks a visitor to log in, without asking the server about the event", async () => {
    await renderPage(<EventPanel promotionId={ID} />);
    clearSession();
    const region = await panel();
    expect(within(region).getByText("Log in to see whether you can apply to this promotion.")).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Log in to apply" }));
    expect(getModal()?.name).toBe("login");
    // The event is a member's call: nothing was asked without the session.
    expect(api.callsTo("GET", EVENT).filter((call) => call.headers.get("authorization") === null)).toEqual([]);
  });

  it("leaves the visitor's prompt to the offer's panel on a promotion with an offer", async () => {
    api.on("GET", PROMOTION_API.offers, ok({ list: [{ id: ID, terms: TERMS }] }));
    const { container } = await renderPage(<EventPanel promotionId={ID} />);
    clearSession();
    await waitFor(() => expect(api.callsTo("GET", PROMOTION_API.offers)).toHaveLength(1));
    expect(container.textContent).toBe("");
  });

  it("tells a trial member a real account is needed", async () => {
    await renderPage(<EventPanel promotionId={ID} />, { memberType: TRIAL_MEMBER_TYPE });
    expect((await within(await panel()).findByRole("note")).textContent).toBe(
      "A real account is needed for this. Please register first.",
    );
    expect(within(await panel()).queryByRole("button")).toBeNull();
    expect(api.callsTo("GET", EVENT)).toEqual([]);
  });

  it("applies with the comment and images as multipart, then shows the application as Applying", async () => {
    const sent = application(9, { comment: "Big win on slots", images: 2 });
    api.on("POST", APPLY, ok(sent));
    await renderPage(<EventPanel promotionId={ID} />);
    expect(definitionOf(await panel(), "Event period").textContent).toBe("01/01/2024 08:00:00 to 01/02/2024 08:00:00");
    const application_ = await form();
    fireEvent.change(within(application_).getByRole("textbox", { name: "Comment" }), {
      target: { value: "  Big win on slots  " },
    });
    const win = png("win.png");
    const slip = jpeg("slip.jpg");
    fireEvent.change(within(application_).getByLabelText("Images"), { target: { files: [win, slip] } });
    await within(application_).findByRole("img", { name: "slip.jpg" });
    fireEvent.click(within(application_).getByRole("button", { name: "Submit application" }));

    const mine = await card();
    expect(definitionOf(mine, "Status").textContent).toBe("Applying");
    expect(definitionOf(mine, "Comment").textContent).toBe("Big win on slots");
    expect(definitionOf(mine, "Images").textContent).toBe("2");
    expect(definitionOf(mine, "Applied").textContent).toBe("02/01/2024 09:00:00");
    expect(within(await panel()).getByRole("status").textContent).toBe(
      "Your application was sent. You will see here when it is reviewed.",
    );
    expect(screen.queryByRole("form")).toBeNull();
    expect(within(mine).queryByRole("button", { name: "Claim prize" })).toBeNull();

    const [call] = api.callsTo("POST", APPLY);
    const body = call!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    // Trimmed, as the server stores it.
    expect(body.get("comment")).toBe("Big win on slots");
    expect(body.getAll("images")).toEqual([win, slip]);
    // The browser sets the multipart type and boundary itself.
    expect(call!.headers.get("content-type")).toBeNull();
  });

  it("shows the application already sent, with the review's note, and no form", async () => {
    api.on(
      "GET",
      EVENT,
      ok(
        event({
          open: false,
          reason: "ALREADY_APPLIED",
          application: application(9, {
            status: "REJECTED",
            note: "The screenshot is unreadable.",
            reviewedAt: REVIEWED_AT,
          }),
        }),
      ),
    );
    await renderPage(<EventPanel promotionId={ID} />);
    const mine = await card();
    expect(definitionOf(mine, "Status").textContent).toBe("Rejected");
    expect(definitionOf(mine, "Note from the review").textContent).toBe("The screenshot is unreadable.");
    expect(definitionOf(mine, "Reviewed").textContent).toBe("03/01/2024 09:00:00");
    expect(within(mine).queryByText("Prize")).toBeNull();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("claims an issued prize: the status becomes claimed and the money is read again", async () => {
    const issued = application(9, {
      status: "ISSUED",
      prize: "88.00",
      note: "Congratulations!",
      reviewedAt: REVIEWED_AT,
    });
    const claimed = { ...issued, status: "CLAIMED" as const };
    api
      .on("GET", EVENT, ok(event({ open: false, reason: "ALREADY_APPLIED", application: issued })))
      .on("POST", claimPath(9), ok(claimed));
    const { queryClient } = await renderPage(<EventPanel promotionId={ID} />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const mine = await card();
    expect(definitionOf(mine, "Status").textContent).toBe("Prize issued");
    expect((await findDefinitionOf(mine, "Prize")).textContent).toBe("88.00");
    expect(definitionOf(mine, "Note from the review").textContent).toBe("Congratulations!");

    fireEvent.click(within(mine).getByRole("button", { name: "Claim prize" }));
    expect((await within(mine).findByRole("status")).textContent).toBe(
      "A prize of 88.00 was added to your main wallet.",
    );
    expect(definitionOf(mine, "Status").textContent).toBe("Prize claimed");
    expect(within(mine).queryByRole("button", { name: "Claim prize" })).toBeNull();
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: MEMBER_QUERY_KEY }));
    const [call] = api.callsTo("POST", claimPath(9));
    expect(call!.body).toBeUndefined();
  });

  it("tells a refused claim and reads the application again", async () => {
    const issued = application(9, { status: "ISSUED", prize: "88.00" });
    api
      .on(
        "GET",
        EVENT,
        ok(event({ open: false, reason: "ALREADY_APPLIED", application: issued })),
        ok(event({ open: false, reason: "ALREADY_APPLIED", application: { ...issued, status: "CLAIMED" } })),
      )
      .on("POST", claimPath(9), refuse("INVALID_STATE", 409));
    await renderPage(<EventPanel promotionId={ID} />);
    fireEvent.click(within(await card()).getByRole("button", { name: "Claim prize" }));
    expect((await within(await card()).findByRole("alert")).textContent).toBe(
      "This order can no longer be changed this way. Please refresh and check its status.",
    );
    await waitFor(async () => expect(definitionOf(await card(), "Status").textContent).toBe("Prize claimed"));
  });

  it("shows a refused application's error and its reason translated, and reads the event again", async () => {
    api
      .on("GET", EVENT, ok(event()), ok(event({ open: false, reason: "ENDED" })))
      .on("POST", APPLY, refuse("PROMOTION_NOT_ELIGIBLE", 409, { reason: "ENDED" }));
    await renderPage(<EventPanel promotionId={ID} />);
    fireEvent.click(within(await form()).getByRole("button", { name: "Submit application" }));
    const alert = await within(await panel()).findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual(["Your application could not be sent.", "This event has ended."]);
    // The event is read again: it takes no more applications.
    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
    expect(within(await panel()).getByRole("note").textContent).toBe("This event has ended.");
    expect(api.callsTo("GET", EVENT)).toHaveLength(2);
  });

  it("keeps the form as it was after a refusal of what was sent", async () => {
    api.on("POST", APPLY, refuse("PAYLOAD_TOO_LARGE", 413));
    await renderPage(<EventPanel promotionId={ID} />);
    const field = within(await form()).getByRole("textbox", { name: "Comment" });
    fireEvent.change(field, { target: { value: "Hello" } });
    fireEvent.click(within(await form()).getByRole("button", { name: "Submit application" }));
    expect((await within(await panel()).findByRole("alert")).textContent).toBe("The data sent is too large.");
    expect((field as HTMLTextAreaElement).value).toBe("Hello");
    expect(api.callsTo("GET", EVENT)).toHaveLength(1);
  });

  it("says why a closed event takes no application", async () => {
    api.on("GET", EVENT, ok(event({ open: false, reason: "NOT_STARTED", endsAt: null })));
    await renderPage(<EventPanel promotionId={ID} />);
    expect((await within(await panel()).findByRole("note")).textContent).toBe("This event has not started yet.");
    expect(definitionOf(await panel(), "Event period").textContent).toBe("From 01/01/2024 08:00:00");
    expect(screen.queryByRole("form")).toBeNull();
  });
});
