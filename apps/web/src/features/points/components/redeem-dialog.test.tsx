// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { API, pathWith } from "@portal/contract/api/paths";
import { POINTS_API } from "@portal/contract/api/points";
import { walletBalanceQuery } from "../../../shared/api/wallet-balance";
import { useSession } from "../../../shared/storage/session";
import { definitionOf } from "../../../test-support/definition-roles";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { PointsMall } from "./points-mall";
import { CASH, GIFT, REWARDS, SUMMARY, redemption } from "./test-data";

const REDEEM_CASH = pathWith(POINTS_API.redeem, { id: CASH.id });
const REDEEM_GIFT = pathWith(POINTS_API.redeem, { id: GIFT.id });

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", POINTS_API.summary, ok(SUMMARY), ok({ ...SUMMARY, balance: 1000 }))
    .on("GET", POINTS_API.rewards, ok({ list: REWARDS }))
    .on("GET", API.memberInfo, ok({ hasPaymentPassword: true }))
    .on("GET", API.walletBalance, ok({ wallets: [], demo: false }))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The header's balance, as the layout shows it beside the page. */
function HeaderBalance() {
  useQuery(walletBalanceQuery(useSession().token));
  return null;
}

async function openRedeem(name: string) {
  await renderPage(
    <>
      <PointsMall />
      <HeaderBalance />
    </>,
  );
  const card = await screen.findByRole("article", { name });
  fireEvent.click(within(card).getByRole("button", { name: "Redeem" }));
  return screen.findByRole("dialog", { name: `Redeem ${name}` });
}

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));

describe("RedeemDialog", () => {
  it("redeems a money reward with the payment password, sealed, and reads the points and the balance again", async () => {
    api.on("POST", REDEEM_CASH, ok(redemption(9)));
    const dialog = await openRedeem("Cash 10");
    expect(definitionOf(dialog, "Cost").textContent).toBe("500 points");
    expect(definitionOf(dialog, "Value").textContent).toBe("10.00");
    // A money reward asks no delivery.
    expect(within(dialog).queryByRole("group", { name: "Delivery" })).toBeNull();
    await waitFor(() => expect(api.callsTo("GET", API.walletBalance)).toHaveLength(1));

    type(dialog, "Payment password", "123456");
    confirm(dialog);
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "You redeemed Cash 10: 10.00 was added to your wallet.",
    );
    const [call] = api.callsTo("POST", REDEEM_CASH);
    expect(call!.sealed).toBe(true);
    expect(call!.body).toEqual({ paymentPassword: "123456", requestId: expect.any(String) });
    await waitFor(() => expect(api.callsTo("GET", API.walletBalance)).toHaveLength(2));

    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const mine = screen.getByRole("region", { name: "My points" });
    await waitFor(() => expect(definitionOf(mine, "Points balance").textContent).toBe("1,000"));
  });

  it("asks a physical reward's delivery, checked before anything is sent", async () => {
    api.on(
      "POST",
      REDEEM_GIFT,
      ok(redemption(10, { rewardId: GIFT.id, name: GIFT.name, kind: "PHYSICAL", amount: null, status: "IN_PROCESS" })),
    );
    const dialog = await openRedeem("Team jersey");
    const delivery = within(dialog).getByRole("group", { name: "Delivery" });
    type(dialog, "Payment password", "123456");
    type(delivery, "Phone", "call me");
    confirm(dialog);
    const alerts = within(dialog)
      .getAllByRole("alert")
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      "Receiver's name cannot be empty",
      "Enter a phone number: 5 to 32 digits, spaces, +, - or brackets.",
      "Address cannot be empty",
    ]);
    expect(api.callsTo("POST", REDEEM_GIFT)).toEqual([]);

    type(delivery, "Receiver's name", " Nguyen Van A ");
    type(delivery, "Phone", "+84 912 345 678");
    type(delivery, "Address", "12 Le Loi, District 1, Ho Chi Minh City");
    confirm(dialog);
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "Your redemption of Team jersey is in process. Follow it under My redemptions.",
    );
    expect(api.callsTo("POST", REDEEM_GIFT)[0]!.body).toEqual({
      paymentPassword: "123456",
      requestId: expect.any(String),
      delivery: { name: "Nguyen Van A", phone: "+84 912 345 678", address: "12 Le Loi, District 1, Ho Chi Minh City" },
    });
  });

  it("refuses a payment password that is not six digits without asking the server", async () => {
    const dialog = await openRedeem("Cash 10");
    confirm(dialog);
    expect(within(dialog).getByRole("alert").textContent).toBe("Payment password cannot be empty");
    type(dialog, "Payment password", "12ab");
    confirm(dialog);
    expect(within(dialog).getByRole("alert").textContent).toBe("A payment password is 6 digits.");
    expect(api.callsTo("POST", REDEEM_CASH)).toEqual([]);
  });

  it("shows a wrong payment password translated, and a retry keeps the requestId", async () => {
    api.on("POST", REDEEM_CASH, refuse("WRONG_PAYMENT_PASSWORD", 400), ok(redemption(9)));
    const dialog = await openRedeem("Cash 10");
    type(dialog, "Payment password", "123456");
    confirm(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The payment password is wrong.");
    confirm(dialog);
    expect(await within(dialog).findByRole("status")).toBeTruthy();
    const [first, retry] = api.callsTo("POST", REDEEM_CASH);
    expect(retry!.body).toEqual(first!.body);
  });

  it("says a reward is sold out, and the rewards are read again", async () => {
    api.on("POST", REDEEM_CASH, refuse("OUT_OF_STOCK", 409));
    const dialog = await openRedeem("Cash 10");
    type(dialog, "Payment password", "123456");
    confirm(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This reward is sold out.");
    await waitFor(() => expect(api.callsTo("GET", POINTS_API.rewards)).toHaveLength(2));
  });

  it("says when points are short (the server's word on the balance)", async () => {
    api.on("POST", REDEEM_CASH, refuse("INSUFFICIENT_BALANCE", 400));
    const dialog = await openRedeem("Cash 10");
    type(dialog, "Payment password", "123456");
    confirm(dialog);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("You do not have enough points.");
  });

  it("points a member without a payment password to the security centre", async () => {
    api.on("GET", API.memberInfo, ok({ hasPaymentPassword: false }));
    const dialog = await openRedeem("Cash 10");
    const note = await within(dialog).findByRole("note");
    expect(within(note).getByText("Set a payment password in My account before spending points.")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Payment password")).toBeNull();
    fireEvent.click(within(note).getByRole("button", { name: "Set payment password" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
