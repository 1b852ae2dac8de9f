// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import type { UplineInfo } from "../api/wallet-api";
import { UplinePage } from "./upline-page";
import { definitionOf } from "../../../test-support/definition-roles";

const INFO: UplineInfo = { allowed: true, upline: "agent_01", hasPaymentPassword: true, available: "300.00" };

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on("GET", API.transferUpline, ok(INFO)).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The transfer panel, a region named by its title. */
const transferPanel = () => screen.getByRole("region", { name: "Transfer to upline" });
const amountField = () => within(transferPanel()).getByRole("textbox", { name: "Amount" });
/** A password input has no role; it is found by its label. */
const passwordField = () => within(transferPanel()).getByLabelText("Payment password");
const submitButton = () => within(transferPanel()).getByRole("button", { name: "Transfer" });
const formError = () => within(transferPanel()).getByRole("alert");

describe("Transfer to upline (transferUpline)", () => {
  it("says so when the member may not transfer to the upline", async () => {
    api.on("GET", API.transferUpline, ok({ ...INFO, allowed: false }));
    await renderPage(<UplinePage />);
    expect((await screen.findByRole("note")).textContent).toBe("Transfer to upline is not available for your account.");
    expect(screen.queryByRole("region", { name: "Transfer to upline" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Transfer" })).toBeNull();
  });

  it("asks for a payment password first", async () => {
    api.on("GET", API.transferUpline, ok({ ...INFO, hasPaymentPassword: false }));
    await renderPage(<UplinePage />);
    const notice = await screen.findByRole("note");
    expect(notice.textContent).toContain("Set a payment password in My account");
    expect(screen.queryByRole("region", { name: "Transfer to upline" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Transfer" })).toBeNull();
  });

  it("reads the available balance with the amount field", async () => {
    await renderPage(<UplinePage />);
    await screen.findByRole("region", { name: "Transfer to upline" });
    expect(computeAccessibleDescription(amountField())).toBe("Available balance 300.00");
  });

  it("checks the amount and the payment password, then sends an encrypted body and reuses its requestId on retry", async () => {
    api.on(
      "POST",
      API.transferUpline,
      refuse("WRONG_PAYMENT_PASSWORD"),
      ok({ transferId: "U1", amount: "120.00", upline: "agent_01" }),
    );
    await renderPage(<UplinePage />);
    const panel = await screen.findByRole("region", { name: "Transfer to upline" });
    expect(definitionOf(panel, "Upline").textContent).toBe("agent_01");
    expect(definitionOf(panel, "Available balance").textContent).toBe("300.00");
    type(amountField(), "300.01");
    type(passwordField(), "123456");
    fireEvent.click(submitButton());
    expect((await within(transferPanel()).findByRole("alert")).textContent).toBe(
      "The amount is more than the available 300.00.",
    );
    type(amountField(), "120");
    type(passwordField(), "12x");
    fireEvent.click(submitButton());
    await waitFor(() => expect(formError().textContent).toBe("A payment password is 6 digits."));
    type(passwordField(), "123456");
    fireEvent.click(submitButton());
    await waitFor(() => expect(formError().textContent).toBe("The payment password is wrong."));
    fireEvent.click(submitButton());
    expect((await within(transferPanel()).findByRole("status")).textContent).toBe(
      "120.00 was transferred to agent_01.",
    );

    const [first, retry] = api.callsTo("POST", API.transferUpline);
    expect(first!.sealed).toBe(true);
    expect(first!.body).toEqual({ amount: "120", paymentPassword: "123456", requestId: expect.any(String) });
    expect(retry!.body).toEqual(first!.body);
  });
});
