// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { FEEDBACK_API, type FeedbackView } from "@portal/contract/api/feedback";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse, type Reply } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { FeedbackPage } from "./feedback-page";

afterEach(cleanup);

const AT = Date.UTC(2026, 10, 28, 4, 0);
const ANSWERED: FeedbackView = {
  id: 7,
  type: "PAYMENT",
  text: "My deposit is late",
  images: 1,
  status: "ANSWERED",
  reply: "It arrived at 10:00.",
  createdAt: AT,
  repliedAt: AT + 3_600_000,
};
const OPEN: FeedbackView = {
  ...ANSWERED,
  id: 8,
  type: "GAME",
  text: "The slot froze",
  images: 0,
  status: "OPEN",
  reply: null,
  repliedAt: null,
};

const form = () => screen.findByRole("form", { name: "Send feedback" });
const textBox = async () => within(await form()).getByRole<HTMLTextAreaElement>("textbox", { name: "Your feedback" });
const submit = async () => fireEvent.click(within(await form()).getByRole("button", { name: "Send feedback" }));
const png = (name = "shot.png", size = 20) => new File([new Uint8Array(size)], name, { type: "image/png" });

function api(list: Reply = cursorPages([[ANSWERED, OPEN]])) {
  return new FakeApi()
    .on("GET", FEEDBACK_API.settings, ok({ minLength: 10, maxLength: 20 }))
    .on("GET", FEEDBACK_API.feedback, list)
    .on("PUT", FEEDBACK_API.feedback, ok(OPEN))
    .install();
}

describe("FeedbackPage", () => {
  it("shows the member's feedback with the operator's reply", async () => {
    api();
    await renderPage(<FeedbackPage />);
    const mine = await screen.findByRole("region", { name: "My feedback" });
    const answered = await within(mine).findByRole("article", { name: "Deposit or withdrawal problem" });
    expect(within(answered).getByText("Answered")).toBeTruthy();
    expect(within(answered).getByText("My deposit is late")).toBeTruthy();
    const reply = within(answered).getByRole("region", { name: "Reply from customer service" });
    expect(within(reply).getByText("It arrived at 10:00.")).toBeTruthy();
    const open = within(mine).getByRole("article", { name: "Game problem" });
    expect(within(open).getByText("Awaiting reply")).toBeTruthy();
    expect(within(open).getByText("Customer service will reply here.")).toBeTruthy();
  });

  it("refuses a text outside the brand's range before sending, in the catalogue's words", async () => {
    const fake = api(emptyPage());
    await renderPage(<FeedbackPage />);
    expect(await screen.findByText("You have not sent any feedback yet.")).toBeTruthy();
    fireEvent.change(await textBox(), { target: { value: "too short" } });
    await submit();
    const alert = await within(await form()).findByRole("alert");
    expect(alert.textContent).toBe("Feedback must be between 10 and 20 characters.");
    expect((await textBox()).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(await textBox());
    fireEvent.change(await textBox(), { target: { value: "x".repeat(21) } });
    await submit();
    expect(within(await form()).getByRole("alert").textContent).toBe("Feedback must be between 10 and 20 characters.");
    expect(fake.callsTo("PUT", FEEDBACK_API.feedback)).toEqual([]);
  });

  it("sends the type, text and chosen images as a form; refuses a file that is no image, and a fourth", async () => {
    const fake = api(emptyPage());
    await renderPage(<FeedbackPage />);
    fireEvent.change(within(await form()).getByRole("combobox", { name: "Type" }), { target: { value: "GAME" } });
    fireEvent.change(await textBox(), { target: { value: "  The slot froze  " } });
    const picker = within(await form()).getByLabelText<HTMLInputElement>("Screenshots (optional)");
    fireEvent.change(picker, {
      target: { files: [png("a.png"), new File(["x"], "notes.txt", { type: "text/plain" })] },
    });
    expect(within(await form()).getByRole("alert").textContent).toBe("notes.txt is not a PNG or JPG image.");
    fireEvent.change(picker, { target: { files: [png("b.png"), png("c.png"), png("d.png")] } });
    const chosen = within(await form()).getByRole("list", { name: "Chosen images" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("a.png"), expect.stringContaining("b.png"), expect.stringContaining("c.png")]);
    expect(within(await form()).getByRole("alert").textContent).toBe("d.png was not added: at most 3 images.");
    expect(picker.disabled).toBe(true);
    fireEvent.click(within(chosen).getByRole("button", { name: "Remove b.png" }));

    await submit();
    await waitFor(() => expect(fake.callsTo("PUT", FEEDBACK_API.feedback)).toHaveLength(1));
    const body = fake.callsTo("PUT", FEEDBACK_API.feedback)[0]!.body as FormData;
    expect(body.get("type")).toBe("GAME");
    expect(body.get("text")).toBe("The slot froze");
    expect((body.getAll("images") as File[]).map((f) => f.name)).toEqual(["a.png", "c.png"]);
    // Sent: the form is empty again and the list read again.
    await waitFor(async () => expect((await textBox()).value).toBe(""));
    await waitFor(() => expect(fake.callsTo("GET", FEEDBACK_API.feedback).length).toBeGreaterThan(1));
  });

  it("shows the server's refusal", async () => {
    new FakeApi()
      .on("GET", FEEDBACK_API.settings, ok({ minLength: 10, maxLength: 20 }))
      .on("GET", FEEDBACK_API.feedback, emptyPage())
      .on("PUT", FEEDBACK_API.feedback, refuse("FUNCTION_NOT_ENABLED", 403))
      .install();
    await renderPage(<FeedbackPage />);
    fireEvent.change(await textBox(), { target: { value: "A good suggestion" } });
    await submit();
    expect((await within(await form()).findByRole("alert")).textContent).toBe("This function is not enabled.");
  });
});
