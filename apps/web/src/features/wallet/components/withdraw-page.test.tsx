// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API, pathWith } from "@portal/contract/api/paths";
import type { WalletBalance } from "../../../shared/api/wallet-balance";
import { getDialog } from "../../../shared/dialogs/dialog-store";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { cellUnder } from "../../../test-support/table-roles";
import type { BankAccount, Withdrawal, WithdrawalSettings } from "../api/wallet-api";
import { WithdrawPage } from "./withdraw-page";
import { definitionOf } from "../../../test-support/definition-roles";

const BALANCE: WalletBalance = {
  sumBalance: "800.00",
  currency: "USD",
  symbol: "$",
  demo: false,
  held: "0.00",
  wallets: [{ kind: "MAIN", name: "", available: true, balance: "800.00", currency: "USD" }],
};
const SETTINGS: WithdrawalSettings = {
  minAmount: "100.00",
  maxAmount: "5000.00",
  dailyMaxAmount: "20000.00",
  dailyMaxCount: 5,
  todayAmount: "300.00",
  todayCount: 1,
  autoConfirmMinutes: 30,
  hasPaymentPassword: true,
  available: "800.00",
  withdrawable: "800.00",
  bonusLock: null,
};
/** The settings while a bonus locks 500.00 of the 800.00 until 3,000.00 more of turnover is played. */
const LOCKED: WithdrawalSettings = {
  ...SETTINGS,
  withdrawable: "300.00",
  bonusLock: {
    bonusId: 4,
    lockedAmount: "500.00",
    turnoverRemaining: "3000.00",
    // 2024-01-09 20:00:00 GMT+8.
    expiresAt: Date.UTC(2024, 0, 9, 12, 0, 0),
  },
};
const ACCOUNT: BankAccount = {
  id: 7,
  bankName: "Demo Bank",
  accountName: "Lan Nguyen",
  accountNumber: "****7890",
  branch: "",
};
const BANK = { bankName: "Demo Bank", accountName: "Lan Nguyen", accountNumber: "****7890", branch: "" };
const withdrawal = (id: string, status: Withdrawal["status"], extra: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  amount: "200.00",
  currency: "USD",
  status,
  bank: BANK,
  confirmation: null,
  note: "",
  createdAt: Date.UTC(2024, 0, 2, 1, 0, 0),
  paidAt: null,
  autoConfirmAt: null,
  ...extra,
});

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", API.walletBalance, ok(BALANCE))
    .on("GET", API.withdrawalSettings, ok(SETTINGS))
    .on("GET", API.bankAccounts, ok({ list: [ACCOUNT] }))
    .on("GET", API.withdrawals, cursorPages([[]]))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The panels of the page: regions named by their titles. */
const bankPanel = () => screen.getByRole("region", { name: "Bank accounts" });
const withdrawPanel = () => screen.getByRole("region", { name: "New withdrawal" });
/** A field of the bank account form, by its label (a password input has no role). */
const bankField = (label: string) =>
  label === "Payment password"
    ? within(bankPanel()).getByLabelText(label)
    : within(bankPanel()).getByRole("textbox", { name: label });
const bindButton = () => within(bankPanel()).getByRole("button", { name: "Bind bank account" });
const amountField = () => within(withdrawPanel()).getByRole("textbox", { name: "Amount" });
const passwordField = () => within(withdrawPanel()).getByLabelText("Payment password") as HTMLInputElement;
const withdrawButton = () => within(withdrawPanel()).getByRole("button", { name: "Withdraw" });

const recordsTable = () => screen.getByRole("table", { name: "Withdrawal records" });
/**
 * The records table's row group (`<tbody>`) of the withdrawal with order number `orderNo`: its row
 * and, when paid, the row of its actions.
 */
function withdrawalRows(orderNo: string): HTMLElement {
  const groups = within(recordsTable())
    .getAllByRole("rowgroup")
    .filter((group) => within(group).queryByRole("cell", { name: orderNo }) !== null);
  expect(groups, `one row group for withdrawal ${orderNo}`).toHaveLength(1);
  return groups[0]!;
}
const findWithdrawalRows = async (orderNo: string) => {
  await screen.findByRole("cell", { name: orderNo });
  return withdrawalRows(orderNo);
};

function image(name: string, mime: string): File {
  return new File([new Uint8Array(16)], name, { type: mime });
}

describe("Withdrawal (withdraw)", () => {
  it("asks for a payment password first, with a link to My account", async () => {
    api.on("GET", API.withdrawalSettings, ok({ ...SETTINGS, hasPaymentPassword: false }));
    await renderPage(<WithdrawPage />);
    const notice = await screen.findByRole("note");
    expect(notice.textContent).toContain("Set a payment password in My account");
    expect(within(notice).getByRole("button", { name: "Set payment password" }).textContent).toBe(
      "Set payment password",
    );
    // Neither the withdrawal form nor the bank account form.
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Amount" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Bind bank account" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Bank name" })).toBeNull();
  });

  it("shows the limits and the automatic confirmation note", async () => {
    await renderPage(<WithdrawPage />);
    const panel = await screen.findByRole("region", { name: "New withdrawal" });
    expect(definitionOf(panel, "Available to withdraw").textContent).toBe("800.00");
    expect(definitionOf(panel, "Withdrawn today").textContent).toBe("300.00 of 20,000.00");
    expect(definitionOf(panel, "Withdrawals today").textContent).toBe("1 of 5");
    expect(within(panel).getByText(/it is treated as received within 30 minutes/)).toBeTruthy();
  });

  it("reads what can be withdrawn and the limits of one withdrawal with the amount field", async () => {
    await renderPage(<WithdrawPage />);
    await screen.findByRole("region", { name: "New withdrawal" });
    const description = computeAccessibleDescription(await waitFor(amountField));
    expect(description).toContain("Available to withdraw 800.00");
    expect(description).toContain("Per withdrawal 100.00\u00a0–\u00a05,000.00");
  });

  it("shows bank details the member typed with markup in them as text, never as elements", async () => {
    const hostile = {
      ...ACCOUNT,
      bankName: `<img src=x onerror="alert(1)">`,
      accountName: `<script>alert(2)</script>`,
      branch: `"><svg onload=alert(3)>`,
    };
    api.on("GET", API.bankAccounts, ok({ list: [hostile] }));
    api.on(
      "GET",
      API.withdrawals,
      ok({
        list: [withdrawal("W1", "PENDING", { bank: { ...hostile, accountNumber: "****7890" } })],
        next: null,
        prev: null,
        total: 1,
        totalCapped: false,
        pageSize: 10,
      }),
    );
    const { container } = await renderPage(<WithdrawPage />);
    const item = within(await screen.findByRole("region", { name: "Bank accounts" })).getByRole("listitem");
    expect(item.textContent).toContain(hostile.bankName);
    expect(item.textContent).toContain(`${hostile.accountName} · ${hostile.branch}`);
    const label = `****7890 · ${hostile.bankName}`;
    const select = screen.getByRole("combobox", { name: "To bank account" });
    const option = within(select).getByRole("option", { name: label });
    expect(option.textContent).toBe(label);
    await waitFor(() => expect(container.textContent).toContain(`${label}`));
    expect(container.querySelectorAll("img, script, svg[onload], [onerror], [onload]")).toHaveLength(0);
  });

  it("binds a bank account with an encrypted body after checking the fields", async () => {
    api.on("GET", API.bankAccounts, ok({ list: [] }));
    api.on("POST", API.bankAccounts, ok({ ...ACCOUNT, id: 8 }));
    await renderPage(<WithdrawPage />);
    await screen.findByRole("button", { name: "Bind bank account" });
    expect(within(withdrawPanel()).getByText("Bind a bank account first to withdraw.")).toBeTruthy();
    fireEvent.click(bindButton());
    expect((await within(bankPanel()).findByRole("alert")).textContent).toBe("Please fill in every field");
    type(bankField("Bank name"), " Demo Bank ");
    type(bankField("Account holder"), "Lan Nguyen");
    type(bankField("Account number"), "12ab");
    type(bankField("Payment password"), "123456");
    fireEvent.click(bindButton());
    await waitFor(() => expect(within(bankPanel()).getByRole("alert").textContent).toContain("6 to 34 digits"));
    type(bankField("Account number"), "1234 5678 90");
    type(bankField("Payment password"), "12345");
    fireEvent.click(bindButton());
    await waitFor(() =>
      expect(within(bankPanel()).getByRole("alert").textContent).toBe("A payment password is 6 digits."),
    );
    type(bankField("Payment password"), "123456");
    type(bankField("Branch"), "Central");
    fireEvent.click(bindButton());
    expect((await within(bankPanel()).findByRole("status")).textContent).toBe("The bank account is bound.");
    const [bind] = api.callsTo("POST", API.bankAccounts);
    expect(bind!.sealed).toBe(true);
    expect(bind!.body).toEqual({
      bankName: "Demo Bank",
      accountName: "Lan Nguyen",
      accountNumber: "1234 5678 90",
      branch: "Central",
      paymentPassword: "123456",
    });
  });

  it("shows no bonus notice without an active bonus", async () => {
    await renderPage(<WithdrawPage />);
    await screen.findByRole("button", { name: "Withdraw" });
    expect(screen.queryByRole("note", { name: "A bonus is active" })).toBeNull();
  });

  it("shows an active bonus's lock and bounds the amount by what can be withdrawn now", async () => {
    api.on("GET", API.withdrawalSettings, ok(LOCKED));
    await renderPage(<WithdrawPage />);
    const notice = await screen.findByRole("note", { name: "A bonus is active" });
    expect(definitionOf(notice, "Locked amount").textContent).toBe("500.00");
    expect(definitionOf(notice, "Turnover still to play").textContent).toBe("3,000.00");
    expect(definitionOf(notice, "Turnover deadline").textContent).toBe("09/01/2024 20:00:00");
    expect(definitionOf(notice, "Withdrawable now").textContent).toBe("300.00");
    // The amount field reads the withdrawable amount, not the balance, and is refused above it.
    expect(definitionOf(withdrawPanel(), "Available to withdraw").textContent).toBe("300.00");
    expect(computeAccessibleDescription(amountField())).toContain("Available to withdraw 300.00");
    type(amountField(), "400");
    type(passwordField(), "654321");
    fireEvent.click(withdrawButton());
    expect((await within(withdrawPanel()).findByRole("alert")).textContent).toBe(
      "The amount is more than the available 300.00.",
    );
    expect(api.callsTo("POST", API.withdrawals)).toEqual([]);
  });

  it("shows a refusal for unmet turnover translated, with what can leave the wallet now", async () => {
    api.on(
      "POST",
      API.withdrawals,
      refuse("TURNOVER_UNMET", 409, { withdrawable: "300.00", turnoverRemaining: "3000.00" }),
    );
    await renderPage(<WithdrawPage />);
    await screen.findByRole("button", { name: "Withdraw" });
    type(amountField(), "700");
    type(passwordField(), "654321");
    fireEvent.click(withdrawButton());
    expect((await within(withdrawPanel()).findByRole("alert")).textContent).toBe(
      "Only 300.00 can leave your wallet now: 3,000.00 of turnover is still to play for your bonus.",
    );
  });

  it("shows a refusal for unmet turnover without figures in the portal's words", async () => {
    api.on("POST", API.withdrawals, refuse("TURNOVER_UNMET", 409));
    await renderPage(<WithdrawPage />);
    await screen.findByRole("button", { name: "Withdraw" });
    type(amountField(), "700");
    type(passwordField(), "654321");
    fireEvent.click(withdrawButton());
    expect((await within(withdrawPanel()).findByRole("alert")).textContent).toBe(
      "Part of your balance is locked by a bonus until its turnover is met.",
    );
  });

  it("requests a withdrawal with an encrypted body, reusing the requestId after a network error", async () => {
    api.on("POST", API.withdrawals, "network", ok(withdrawal("W1", "PENDING", { amount: "250.50" })));
    await renderPage(<WithdrawPage />);
    await screen.findByRole("button", { name: "Withdraw" });
    expect(
      (within(withdrawPanel()).getByRole("combobox", { name: "To bank account" }) as HTMLSelectElement).value,
    ).toBe("7");
    type(amountField(), "99");
    type(passwordField(), "654321");
    fireEvent.click(withdrawButton());
    expect((await within(withdrawPanel()).findByRole("alert")).textContent).toBe(
      "Enter an amount from 100.00 to 5,000.00.",
    );
    type(amountField(), "900");
    fireEvent.click(withdrawButton());
    await waitFor(() =>
      expect(within(withdrawPanel()).getByRole("alert").textContent).toBe(
        "The amount is more than the available 800.00.",
      ),
    );
    type(amountField(), "250.5");
    fireEvent.click(withdrawButton());
    await waitFor(() => expect(within(withdrawPanel()).getByRole("alert").textContent).toContain("network connection"));
    fireEvent.click(withdrawButton());
    expect((await within(withdrawPanel()).findByRole("status")).textContent).toContain("250.50");

    const [first, retry] = api.callsTo("POST", API.withdrawals);
    expect(first!.sealed).toBe(true);
    expect(first!.body).toEqual({
      bankAccountId: 7,
      amount: "250.5",
      paymentPassword: "654321",
      requestId: expect.any(String),
    });
    expect(retry!.body).toEqual(first!.body);
    expect(passwordField().value).toBe("");
  });

  it("shows a wrong payment password translated", async () => {
    api.on("POST", API.withdrawals, refuse("WRONG_PAYMENT_PASSWORD"));
    await renderPage(<WithdrawPage />);
    await screen.findByRole("button", { name: "Withdraw" });
    type(amountField(), "100");
    type(passwordField(), "000000");
    fireEvent.click(withdrawButton());
    expect((await within(withdrawPanel()).findByRole("alert")).textContent).toBe("The payment password is wrong.");
  });

  it("offers received / not received only for a paid withdrawal", async () => {
    api.on(
      "GET",
      API.withdrawals,
      ok({
        list: [
          withdrawal("W-PAID", "PAID", { autoConfirmAt: Date.UTC(2024, 0, 2, 3, 0, 0) }),
          withdrawal("W-PEND", "PENDING", { amount: "210.00" }),
          withdrawal("W-REJ", "REJECTED", { amount: "220.00", note: "Name does not match" }),
          withdrawal("W-OK", "RECEIVED", { amount: "230.00", confirmation: "AUTO" }),
        ],
        total: 4,
        page: 1,
        pageSize: 10,
      }),
    );
    await renderPage(<WithdrawPage />);
    const paid = await findWithdrawalRows("W-PAID");
    // Its order number is in its row, under its own heading, as a deposit's is.
    const [paidRow] = within(paid).getAllByRole("row");
    expect(cellUnder(recordsTable(), paidRow!, "Order number").textContent).toBe("W-PAID");
    expect(cellUnder(recordsTable(), paidRow!, "Amount").textContent).toBe("200.00");
    expect(within(paid).getByText("Paid")).toBeTruthy();
    expect(within(paid).getByText(/^Treated as received at 02\/01\/2024 11:00:00/)).toBeTruthy();
    expect(within(paid).getByRole("button", { name: "Received" })).toBeTruthy();
    expect(within(paid).getByRole("button", { name: "Not received" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Received" })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: "Not received" })).toHaveLength(1);
    expect(within(withdrawalRows("W-REJ")).getByText("Name does not match")).toBeTruthy();
    const done = withdrawalRows("W-OK");
    expect(within(done).getByText("Received")).toBeTruthy();
    expect(within(done).getByText("Confirmed automatically")).toBeTruthy();
  });

  it("confirms a paid withdrawal as received after the member agrees", async () => {
    const received = pathWith(API.withdrawalReceived, { id: "W-PAID" });
    api.on("GET", API.withdrawals, cursorPages([[withdrawal("W-PAID", "PAID")]]));
    api.on("POST", received, ok(withdrawal("W-PAID", "RECEIVED", { confirmation: "MEMBER" })));
    await renderPage(<WithdrawPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Received" }));
    const dialog = getDialog();
    expect(dialog?.kind).toBe("confirm");
    expect(dialog?.message).toBe("Confirm that you received 200.00?");
    if (dialog?.kind === "confirm") dialog.resolve(true);
    await waitFor(() => expect(api.callsTo("POST", received)).toHaveLength(1));
    expect(api.callsTo("POST", received)[0]!.body).toEqual({});
  });

  it("reports a withdrawal not received with a checked proof image", async () => {
    const notReceived = pathWith(API.withdrawalNotReceived, { id: "W-PAID" });
    api.on("GET", API.withdrawals, cursorPages([[withdrawal("W-PAID", "PAID")]]));
    api.on("POST", notReceived, ok(withdrawal("W-PAID", "NOT_RECEIVED")));
    await renderPage(<WithdrawPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Not received" }));
    const row = withdrawalRows("W-PAID");
    // A file input has no role; it is found by its label.
    const input = within(row).getByLabelText("Proof (a screenshot of your bank statement)");
    fireEvent.change(input, { target: { files: [image("proof.pdf", "application/pdf")] } });
    expect(within(row).getByRole("alert").textContent).toBe("Please choose a PNG or JPG image.");
    const proof = image("proof.png", "image/png");
    fireEvent.change(input, { target: { files: [proof] } });
    fireEvent.click(within(row).getByRole("button", { name: "Report not received" }));
    await waitFor(() => expect(api.callsTo("POST", notReceived)).toHaveLength(1));
    expect((api.callsTo("POST", notReceived)[0]!.body as FormData).get("file")).toBe(proof);
  });
});
