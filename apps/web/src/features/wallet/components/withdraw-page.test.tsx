// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API, pathWith } from "@portal/contract/api/paths";
import type { WalletBalance } from "../../../shared/api/wallet-balance";
import { getDialog } from "../../../shared/dialogs/dialog-store";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import type { BankAccount, Withdrawal, WithdrawalSettings } from "../api/wallet-api";
import { WithdrawPage } from "./withdraw-page";

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

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

function image(name: string, mime: string): File {
  return new File([new Uint8Array(16)], name, { type: mime });
}

describe("Withdrawal (withdraw)", () => {
  it("asks for a payment password first, with a link to My account", async () => {
    api.on("GET", API.withdrawalSettings, ok({ ...SETTINGS, hasPaymentPassword: false }));
    await renderPage(<WithdrawPage />);
    const notice = await screen.findByTestId("withdraw-no-payment-password");
    expect(notice.textContent).toContain("Set a payment password in My account");
    expect(within(notice).getByTestId("withdraw-no-payment-password-link").textContent).toBe("Set payment password");
    expect(screen.queryByTestId("withdraw-form")).toBeNull();
    expect(screen.queryByTestId("bank-form")).toBeNull();
  });

  it("shows the limits and the automatic confirmation note", async () => {
    await renderPage(<WithdrawPage />);
    expect((await screen.findByTestId("withdraw-available")).textContent).toBe("800.00");
    expect(screen.getByTestId("withdraw-today-amount").textContent).toBe("300.00 of 20,000.00");
    expect(screen.getByTestId("withdraw-today-count").textContent).toBe("1 of 5");
    expect(screen.getByTestId("withdraw-auto-confirm-note").textContent).toContain(
      "it is treated as received within 30 minutes",
    );
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
    const item = await screen.findByTestId("bank-account-7");
    expect(item.textContent).toContain(hostile.bankName);
    expect(item.textContent).toContain(`${hostile.accountName} · ${hostile.branch}`);
    const label = `${hostile.bankName} ****7890 (${hostile.accountName})`;
    const option = within(screen.getByTestId("withdraw-bank-account")).getByRole("option", { name: label });
    expect(option.textContent).toBe(label);
    await waitFor(() => expect(container.textContent).toContain(`${label}`));
    expect(container.querySelectorAll("img, script, svg[onload], [onerror], [onload]")).toHaveLength(0);
  });

  it("binds a bank account with an encrypted body after checking the fields", async () => {
    api.on("GET", API.bankAccounts, ok({ list: [] }));
    api.on("POST", API.bankAccounts, ok({ ...ACCOUNT, id: 8 }));
    await renderPage(<WithdrawPage />);
    await screen.findByTestId("bank-form");
    expect(screen.getByTestId("withdraw-bind-first")).toBeTruthy();
    fireEvent.click(screen.getByTestId("bank-submit"));
    expect((await screen.findByTestId("bank-error")).textContent).toBe("Please fill in every field");
    type("bank-name", " Demo Bank ");
    type("bank-account-name", "Lan Nguyen");
    type("bank-account-number", "12ab");
    type("bank-payment-password", "123456");
    fireEvent.click(screen.getByTestId("bank-submit"));
    await waitFor(() => expect(screen.getByTestId("bank-error").textContent).toContain("6 to 34 digits"));
    type("bank-account-number", "1234 5678 90");
    type("bank-payment-password", "12345");
    fireEvent.click(screen.getByTestId("bank-submit"));
    await waitFor(() => expect(screen.getByTestId("bank-error").textContent).toBe("A payment password is 6 digits."));
    type("bank-payment-password", "123456");
    type("bank-branch", "Central");
    fireEvent.click(screen.getByTestId("bank-submit"));
    expect((await screen.findByTestId("bank-status")).textContent).toBe("The bank account is bound.");
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

  it("requests a withdrawal with an encrypted body, reusing the requestId after a network error", async () => {
    api.on("POST", API.withdrawals, "network", ok(withdrawal("W1", "PENDING", { amount: "250.50" })));
    await renderPage(<WithdrawPage />);
    await screen.findByTestId("withdraw-form");
    expect((screen.getByTestId("withdraw-bank-account") as HTMLSelectElement).value).toBe("7");
    type("withdraw-amount", "99");
    type("withdraw-password", "654321");
    fireEvent.click(screen.getByTestId("withdraw-submit"));
    expect((await screen.findByTestId("withdraw-error")).textContent).toBe("Enter an amount from 100.00 to 5,000.00.");
    type("withdraw-amount", "900");
    fireEvent.click(screen.getByTestId("withdraw-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("withdraw-error").textContent).toBe("The amount is more than the available 800.00."),
    );
    type("withdraw-amount", "250.5");
    fireEvent.click(screen.getByTestId("withdraw-submit"));
    await waitFor(() => expect(screen.getByTestId("withdraw-error").textContent).toContain("network connection"));
    fireEvent.click(screen.getByTestId("withdraw-submit"));
    expect((await screen.findByTestId("withdraw-status")).textContent).toContain("250.50");

    const [first, retry] = api.callsTo("POST", API.withdrawals);
    expect(first!.sealed).toBe(true);
    expect(first!.body).toEqual({
      bankAccountId: 7,
      amount: "250.5",
      paymentPassword: "654321",
      requestId: expect.any(String),
    });
    expect(retry!.body).toEqual(first!.body);
    expect((screen.getByTestId("withdraw-password") as HTMLInputElement).value).toBe("");
  });

  it("shows a wrong payment password translated", async () => {
    api.on("POST", API.withdrawals, refuse("WRONG_PAYMENT_PASSWORD"));
    await renderPage(<WithdrawPage />);
    await screen.findByTestId("withdraw-form");
    type("withdraw-amount", "100");
    type("withdraw-password", "000000");
    fireEvent.click(screen.getByTestId("withdraw-submit"));
    expect((await screen.findByTestId("withdraw-error")).textContent).toBe("The payment password is wrong.");
  });

  it("offers received / not received only for a paid withdrawal", async () => {
    api.on(
      "GET",
      API.withdrawals,
      ok({
        list: [
          withdrawal("W-PAID", "PAID", { autoConfirmAt: Date.UTC(2024, 0, 2, 3, 0, 0) }),
          withdrawal("W-PEND", "PENDING"),
          withdrawal("W-REJ", "REJECTED", { note: "Name does not match" }),
          withdrawal("W-OK", "RECEIVED", { confirmation: "AUTO" }),
        ],
        total: 4,
        page: 1,
        pageSize: 10,
      }),
    );
    await renderPage(<WithdrawPage />);
    const paid = await screen.findByTestId("withdrawal-row-W-PAID");
    expect(paid.getAttribute("data-status")).toBe("PAID");
    expect(within(paid).getByTestId("withdrawal-row-status").textContent).toBe("Paid");
    expect(within(paid).getByTestId("withdrawal-row-auto-confirm").textContent).toContain("02/01/2024 11:00:00");
    expect(within(paid).getByTestId("withdrawal-received")).toBeTruthy();
    expect(within(paid).getByTestId("withdrawal-not-received")).toBeTruthy();
    expect(screen.getAllByTestId("withdrawal-received")).toHaveLength(1);
    expect(screen.getAllByTestId("withdrawal-not-received")).toHaveLength(1);
    expect(within(screen.getByTestId("withdrawal-row-W-REJ")).getByTestId("withdrawal-row-note").textContent).toBe(
      "Name does not match",
    );
    const done = screen.getByTestId("withdrawal-row-W-OK");
    expect(within(done).getByTestId("withdrawal-row-status").textContent).toBe("Received");
    expect(within(done).getByTestId("withdrawal-row-confirmation").textContent).toBe("Confirmed automatically");
  });

  it("confirms a paid withdrawal as received after the member agrees", async () => {
    const received = pathWith(API.withdrawalReceived, { id: "W-PAID" });
    api.on("GET", API.withdrawals, cursorPages([[withdrawal("W-PAID", "PAID")]]));
    api.on("POST", received, ok(withdrawal("W-PAID", "RECEIVED", { confirmation: "MEMBER" })));
    await renderPage(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId("withdrawal-received"));
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
    fireEvent.click(await screen.findByTestId("withdrawal-not-received"));
    const input = screen.getByTestId("withdrawal-proof-input");
    fireEvent.change(input, { target: { files: [image("proof.pdf", "application/pdf")] } });
    expect(screen.getByTestId("withdrawal-proof-input-error").textContent).toBe("Please choose a PNG or JPG image.");
    const proof = image("proof.png", "image/png");
    fireEvent.change(input, { target: { files: [proof] } });
    fireEvent.click(screen.getByTestId("withdrawal-proof-submit"));
    await waitFor(() => expect(api.callsTo("POST", notReceived)).toHaveLength(1));
    expect((api.callsTo("POST", notReceived)[0]!.body as FormData).get("file")).toBe(proof);
  });
});
