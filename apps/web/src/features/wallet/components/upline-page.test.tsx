// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import type { UplineInfo } from "../api/wallet-api";
import { UplinePage } from "./upline-page";

const INFO: UplineInfo = { allowed: true, upline: "agent_01", hasPaymentPassword: true, available: "300.00" };

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on("GET", API.transferUpline, ok(INFO)).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("Transfer to upline (transferUpline)", () => {
  it("says so when the member may not transfer to the upline", async () => {
    api.on("GET", API.transferUpline, ok({ ...INFO, allowed: false }));
    await renderPage(<UplinePage />);
    expect((await screen.findByTestId("upline-not-allowed")).textContent).toBe(
      "Transfer to upline is not available for your account.",
    );
    expect(screen.queryByTestId("upline-form")).toBeNull();
  });

  it("asks for a payment password first", async () => {
    api.on("GET", API.transferUpline, ok({ ...INFO, hasPaymentPassword: false }));
    await renderPage(<UplinePage />);
    expect(await screen.findByTestId("upline-no-payment-password")).toBeTruthy();
    expect(screen.queryByTestId("upline-form")).toBeNull();
  });

  it("checks the amount and the payment password, then sends an encrypted body and reuses its requestId on retry", async () => {
    api.on(
      "POST",
      API.transferUpline,
      refuse("WRONG_PAYMENT_PASSWORD"),
      ok({ transferId: "U1", amount: "120.00", upline: "agent_01" }),
    );
    await renderPage(<UplinePage />);
    expect((await screen.findByTestId("upline-name")).textContent).toBe("agent_01");
    expect(screen.getByTestId("upline-available").textContent).toBe("300.00");
    type("upline-amount", "300.01");
    type("upline-password", "123456");
    fireEvent.click(screen.getByTestId("upline-submit"));
    expect((await screen.findByTestId("upline-error")).textContent).toBe(
      "The amount is more than the available 300.00.",
    );
    type("upline-amount", "120");
    type("upline-password", "12x");
    fireEvent.click(screen.getByTestId("upline-submit"));
    await waitFor(() => expect(screen.getByTestId("upline-error").textContent).toBe("A payment password is 6 digits."));
    type("upline-password", "123456");
    fireEvent.click(screen.getByTestId("upline-submit"));
    await waitFor(() => expect(screen.getByTestId("upline-error").textContent).toBe("The payment password is wrong."));
    fireEvent.click(screen.getByTestId("upline-submit"));
    expect((await screen.findByTestId("upline-status")).textContent).toBe("120.00 was transferred to agent_01.");

    const [first, retry] = api.callsTo("POST", API.transferUpline);
    expect(first!.sealed).toBe(true);
    expect(first!.body).toEqual({ amount: "120", paymentPassword: "123456", requestId: expect.any(String) });
    expect(retry!.body).toEqual(first!.body);
  });
});
