// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { pathWith } from "@portal/contract/api/paths";
import { EVENT_API } from "@portal/contract/api/promotion-events";
import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { EventPanel } from "./event-panel";
import { event, gif, jpeg, png, renamedGif } from "./event-test-data";

const ID = 21;
const EVENT = pathWith(EVENT_API.event, { id: ID });
const APPLY = pathWith(EVENT_API.apply, { id: ID });

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on("GET", EVENT, ok(event())).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = () => screen.findByRole("form", { name: "Apply to join" });
const comment = async () => within(await form()).getByRole("textbox", { name: "Comment" });
const picker = async () => within(await form()).getByLabelText<HTMLInputElement>("Images");
const submit = async () => fireEvent.click(within(await form()).getByRole("button", { name: "Submit application" }));
const choose = async (...files: File[]) => fireEvent.change(await picker(), { target: { files } });
/** The names of the thumbnails shown (each image is named by its file's name). */
const thumbnails = () =>
  within(screen.getByRole("list", { name: "Chosen images" }))
    .getAllByRole("img")
    .map((img) => img.getAttribute("alt"));

describe("the application form", () => {
  it("counts the comment's characters as it is typed, an emoji as one", async () => {
    await renderPage(<EventPanel promotionId={ID} />);
    const field = await comment();
    expect(computeAccessibleDescription(field)).toBe("Characters used: 0/140");
    fireEvent.change(field, { target: { value: "Big win on slots" } });
    expect(computeAccessibleDescription(field)).toBe("Characters used: 16/140");
    // 140 emoji are 280 UTF-16 units but 140 characters: allowed, as the server counts them.
    fireEvent.change(field, { target: { value: "🎉".repeat(140) } });
    expect(computeAccessibleDescription(field)).toBe("Characters used: 140/140");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    // Spaces around the comment are trimmed, as the server does, and not counted.
    fireEvent.change(field, { target: { value: "  ok  " } });
    expect(computeAccessibleDescription(field)).toBe("Characters used: 2/140");
  });

  it("refuses a comment of 141 characters before sending anything", async () => {
    await renderPage(<EventPanel promotionId={ID} />);
    const field = await comment();
    fireEvent.change(field, { target: { value: "a".repeat(141) } });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(within(await form()).getByRole("alert").textContent).toBe("The comment can be at most 140 characters.");
    expect(computeAccessibleDescription(field)).toBe(
      "Characters used: 141/140 The comment can be at most 140 characters.",
    );
    await submit();
    expect(document.activeElement).toBe(field);
    expect(api.callsTo("POST", APPLY)).toEqual([]);
  });

  it("shows the chosen images as thumbnails, each with its Remove button", async () => {
    await renderPage(<EventPanel promotionId={ID} />);
    await choose(png("win.png"), jpeg("slip.jpg"));
    await waitFor(() => expect(thumbnails()).toEqual(["win.png", "slip.jpg"]));
    expect(screen.getByRole("img", { name: "win.png" }).getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByRole("button", { name: "Remove win.png" }));
    expect(thumbnails()).toEqual(["slip.jpg"]);
    // The Remove button is gone: focus goes back to the picker.
    await waitFor(async () => expect(document.activeElement).toBe(await picker()));
  });

  it("refuses a fourth image, and disables the picker once three are chosen", async () => {
    await renderPage(<EventPanel promotionId={ID} />);
    await choose(png("a.png"), png("b.png"), png("c.png"), png("d.png"));
    const alert = await within(await form()).findByRole("alert");
    expect(alert.textContent).toBe("“d.png” was not added: at most 3 images.");
    expect(thumbnails()).toEqual(["a.png", "b.png", "c.png"]);
    const input = await picker();
    expect(input.disabled).toBe(true);
    expect(computeAccessibleDescription(input)).toContain(
      "3 images chosen, the most allowed. Remove one to choose another.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove b.png" }));
    expect(input.disabled).toBe(false);
    // One place free: of two more, the second is refused.
    await choose(png("e.png"), png("f.png"));
    await waitFor(() => expect(thumbnails()).toEqual(["a.png", "c.png", "e.png"]));
    expect(within(await form()).getByRole("alert").textContent).toBe("“f.png” was not added: at most 3 images.");
  });

  it("refuses an image larger than 5 MB", async () => {
    await renderPage(<EventPanel promotionId={ID} />);
    await choose(png("huge.png", UPLOAD_MAX_BYTES + 1), png("fits.png", UPLOAD_MAX_BYTES));
    expect((await within(await form()).findByRole("alert")).textContent).toBe("“huge.png” is larger than 5 MB.");
    await waitFor(() => expect(thumbnails()).toEqual(["fits.png"]));
  });

  it("refuses a file that is not a PNG or JPG, by its bytes as well as its type", async () => {
    await renderPage(<EventPanel promotionId={ID} />);
    expect((await picker()).getAttribute("accept")).toBe("image/png,image/jpeg");
    await choose(gif("anim.gif"), renamedGif("renamed.png"));
    const alert = await within(await form()).findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["“anim.gif” is not a PNG or JPG image.", "“renamed.png” is not a PNG or JPG image."]);
    expect(screen.queryByRole("list", { name: "Chosen images" })).toBeNull();
  });
});
