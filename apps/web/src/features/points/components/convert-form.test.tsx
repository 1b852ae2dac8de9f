// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { POINTS_API } from "@portal/contract/api/points";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { PointsMall } from "./points-mall";
import { REWARDS, SUMMARY } from "./test-data";

const CONVERT = POINTS_API.convert;

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", POINTS_API.summary, ok(SUMMARY), ok({ ...SUMMARY, balance: 1200 }))
    .on("GET", POINTS_API.rewards, ok({ list: REWARDS }))
    .on("GET", API.memberInfo, ok({ hasPaymentPassword: true }))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openConvert() {
  await renderPage(<PointsMall />);
  const mine = await screen.findByRole("region", { name: "My points" });
  const toggle = await within(mine).findByRole("button", { name: "Convert to money" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  return mine;
}

const points = (scope: HTMLElement) => within(scope).getByLabelText("Points to convert");
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const submit = (scope: HTMLElement) => fireEvent.click(within(scope).getByRole("button", { name: "Convert" }));

describe("ConvertForm", () => {
  it("shows the rate and the multiple, and the money the points give as they are typed", async () => {
    const mine = await openConvert();
    expect(within(mine).getByText("Rate: 100 points = 1.00")).toBeTruthy();
    expect(within(mine).getByText("Convert in multiples of 100 points.")).toBeTruthy();
    // The rate and the multiple describe the field.
    const described = (points(mine).getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Rate: 100 points = 1.00",
      "Convert in multiples of 100 points.",
    ]);
    type(mine, "Points to convert", "1250");
    expect(within(mine).getByText("You get 12.50")).toBeTruthy();
  });

  it("refuses a number of points that is not a multiple, or more than the balance, without asking the server", async () => {
    const mine = await openConvert();
    type(mine, "Points to convert", "250");
    type(mine, "Payment password", "123456");
    submit(mine);
    expect(within(mine).getByRole("alert").textContent).toBe("Convert a multiple of 100 points.");
    type(mine, "Points to convert", "1600");
    submit(mine);
    expect(within(mine).getByRole("alert").textContent).toBe("You do not have enough points.");
    expect(api.callsTo("POST", CONVERT)).toEqual([]);
  });

  it("converts points with the payment password, sealed, and says what it gave", async () => {
    api.on("POST", CONVERT, ok({ points: 300, amount: "3.00", balance: 1200 }));
    const mine = await openConvert();
    type(mine, "Points to convert", "300");
    type(mine, "Payment password", "123456");
    submit(mine);
    const done = await within(mine).findByText("300 points were converted to 3.00, now in your wallet.");
    expect(done.getAttribute("role")).toBe("status");
    const [call] = api.callsTo("POST", CONVERT);
    expect(call!.sealed).toBe(true);
    expect(call!.body).toEqual({ points: 300, paymentPassword: "123456", requestId: expect.any(String) });
    // The balance is read again; the form is empty for the next one.
    await waitFor(() => expect(definitionOf(mine, "Points balance").textContent).toBe("1,200"));
    expect((points(mine) as HTMLInputElement).value).toBe("");
  });

  it("shows a refusal translated", async () => {
    api.on("POST", CONVERT, refuse("WRONG_PAYMENT_PASSWORD", 400));
    const mine = await openConvert();
    type(mine, "Points to convert", "300");
    type(mine, "Payment password", "654321");
    submit(mine);
    expect((await within(mine).findByRole("alert")).textContent).toBe("The payment password is wrong.");
  });

  it("asks a member without a payment password to set one first", async () => {
    api.on("GET", API.memberInfo, ok({ hasPaymentPassword: false }));
    const mine = await openConvert();
    expect(await within(mine).findByRole("button", { name: "Set payment password" })).toBeTruthy();
    expect(within(mine).queryByLabelText("Points to convert")).toBeNull();
  });
});
