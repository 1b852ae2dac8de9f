// @vitest-environment jsdom
import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API, pathWith } from "@portal/contract/api/paths";
import type { WalletBalance } from "../../../shared/api/wallet-balance";
import { cursorPages } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import type { Deposit } from "../api/wallet-api";
import { openPaymentPage } from "../api/payment-redirect";
import { DepositPage } from "./deposit-page";
import { definitionOf } from "../../../test-support/definition-roles";

vi.mock("../api/payment-redirect", () => ({ openPaymentPage: vi.fn() }));

const BALANCE: WalletBalance = {
  sumBalance: "0.00",
  currency: "USD",
  symbol: "$",
  demo: false,
  held: "0.00",
  wallets: [{ kind: "MAIN", name: "", available: true, balance: "0.00", currency: "USD" }],
};
const CHANNELS = {
  list: [
    { id: 1, kind: "BANK_TRANSFER", name: "Local bank", minAmount: "100.00", maxAmount: "50000.00" },
    { id: 2, kind: "GATEWAY", name: "Sandbox Pay", minAmount: "50.00", maxAmount: "10000.00" },
  ],
};
const BANK_DEPOSIT: Deposit = {
  orderNo: "D240101000001",
  channelKind: "BANK_TRANSFER",
  channelName: "Local bank",
  amount: "1000.00",
  currency: "USD",
  status: "PENDING",
  bank: { bankName: "Demo Bank", accountName: "Portal Ltd", accountNumber: "1234 5678 90", branch: "Central" },
  payUrl: null,
  hasReceipt: false,
  createdAt: Date.UTC(2024, 0, 1, 4, 0, 0),
  updatedAt: Date.UTC(2024, 0, 1, 4, 0, 0),
};
const CONFIRMED: Deposit = {
  ...BANK_DEPOSIT,
  orderNo: "D231231000009",
  channelKind: "GATEWAY",
  channelName: "Sandbox Pay",
  status: "CONFIRMED",
  bank: null,
};

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on("GET", API.walletBalance, ok(BALANCE))
    .on("GET", API.paymentChannels, ok(CHANNELS))
    .on("GET", API.deposits, cursorPages([[]]))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(openPaymentPage).mockReset();
});

/** The new deposit form's panel, a region named by its title. */
const depositPanel = () => screen.getByRole("region", { name: "New deposit" });
const amount = () => within(depositPanel()).getByRole("textbox", { name: "Amount" }) as HTMLInputElement;
const submit = () => fireEvent.click(within(depositPanel()).getByRole("button", { name: "Deposit" }));
const formError = () => within(depositPanel()).getByRole("alert");
const findFormError = async () =>
  within(await screen.findByRole("region", { name: "New deposit" })).findByRole("alert");
/** The bank transfer details shown after a bank transfer deposit is created. */
const findDetails = () => screen.findByRole("region", { name: "Bank transfer details" });
const created = () => api.callsTo("POST", API.deposits).map((call) => call.body as Record<string, unknown>);

/** The records table's row group (`<tbody>`) of one deposit: its row and what opens under it. */
function depositRows(orderNo: string): HTMLElement {
  const table = screen.getByRole("table", { name: "Deposit records" });
  const groups = within(table)
    .getAllByRole("rowgroup")
    .filter((group) => within(group).queryByRole("cell", { name: orderNo }) !== null);
  expect(groups, `one row group for ${orderNo}`).toHaveLength(1);
  return groups[0]!;
}
const findDepositRows = async (orderNo: string) => {
  await screen.findByRole("cell", { name: orderNo });
  return depositRows(orderNo);
};

function image(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("Deposit (depositv2)", () => {
  it("lists the channels with their limits and checks the channel and the amount", async () => {
    await renderPage(<DepositPage />);
    const bank = await screen.findByRole("radio", { name: /Local bank/ });
    // A channel's radio is named by its name, its kind and its limits.
    expect(screen.getByRole("radio", { name: /Bank transfer/ })).toBe(bank);
    expect(screen.getByRole("radio", { name: /50\.00\s–\s10,000\.00/ })).toBe(
      screen.getByRole("radio", { name: /Sandbox Pay/ }),
    );

    fireEvent.change(amount(), { target: { value: "500" } });
    submit();
    expect((await findFormError()).textContent).toBe("Please choose a payment method.");
    fireEvent.click(bank);
    expect(within(depositPanel()).getByText("Limits: 100.00 – 50,000.00")).toBeTruthy();
    fireEvent.change(amount(), { target: { value: "99.99" } });
    submit();
    await waitFor(() => expect(formError().textContent).toBe("Enter an amount from 100.00 to 50,000.00."));
    expect(created()).toEqual([]);
  });

  it("reads the chosen channel's limits with the amount field", async () => {
    await renderPage(<DepositPage />);
    fireEvent.click(await screen.findByRole("radio", { name: /Local bank/ }));
    expect(computeAccessibleDescription(amount())).toBe("Limits: 100.00\u00a0–\u00a050,000.00");
    fireEvent.click(screen.getByRole("radio", { name: /Sandbox Pay/ }));
    expect(computeAccessibleDescription(amount())).toBe("Limits: 50.00\u00a0–\u00a010,000.00");
  });

  it("creates a bank transfer deposit, shows where to pay and the order number, and reuses the requestId on retry", async () => {
    api.on("POST", API.deposits, "network", ok(BANK_DEPOSIT));
    await renderPage(<DepositPage />);
    fireEvent.click(await screen.findByRole("radio", { name: /Local bank/ }));
    fireEvent.change(amount(), { target: { value: "1000" } });
    submit();
    expect((await findFormError()).textContent).toContain("network connection");
    submit();

    const details = await findDetails();
    expect(within(definitionOf(details, "Order number")).getByText("D240101000001")).toBeTruthy();
    expect(definitionOf(details, "Bank name").textContent).toBe("Demo Bank");
    expect(definitionOf(details, "Account holder").textContent).toBe("Portal Ltd");
    expect(within(definitionOf(details, "Account number")).getByText("1234 5678 90")).toBeTruthy();
    expect(definitionOf(details, "Amount").textContent).toBe("1,000.00");

    const [first, retry] = created();
    expect(first).toEqual({ channelId: 1, amount: "1000", requestId: expect.any(String) });
    expect(retry).toEqual(first);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it("copies the order number", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    api.on("POST", API.deposits, ok(BANK_DEPOSIT));
    await renderPage(<DepositPage />);
    fireEvent.click(await screen.findByRole("radio", { name: /Local bank/ }));
    fireEvent.change(amount(), { target: { value: "1000" } });
    submit();
    fireEvent.click(await screen.findByRole("button", { name: "Copy Order number" }));
    const orderNo = definitionOf(await findDetails(), "Order number");
    await waitFor(() => expect(within(orderNo).getByRole("status").textContent).toBe("Copied."));
    expect(writeText).toHaveBeenCalledWith("D240101000001");
  });

  it("checks a receipt's type and size before uploading it as multipart field `file`", async () => {
    api.on("POST", API.deposits, ok(BANK_DEPOSIT));
    const receiptPath = pathWith(API.depositReceipt, { orderNo: BANK_DEPOSIT.orderNo });
    api.on("POST", receiptPath, ok({ ...BANK_DEPOSIT, hasReceipt: true }));
    await renderPage(<DepositPage />);
    fireEvent.click(await screen.findByRole("radio", { name: /Local bank/ }));
    fireEvent.change(amount(), { target: { value: "1000" } });
    submit();
    const details = await findDetails();
    // A file input has no role; it is found by its label.
    const input = within(details).getByLabelText("Transfer receipt");
    const send = () => within(details).getByRole("button", { name: "Send receipt" }) as HTMLButtonElement;
    expect(input.getAttribute("accept")).toBe("image/png,image/jpeg");

    fireEvent.change(input, { target: { files: [image("receipt.gif", "image/gif")] } });
    expect(within(details).getByRole("alert").textContent).toBe("Please choose a PNG or JPG image.");
    expect(send().disabled).toBe(true);
    fireEvent.change(input, { target: { files: [image("big.png", "image/png", UPLOAD_MAX_BYTES + 1)] } });
    expect(within(details).getByRole("alert").textContent).toBe("The image is larger than 5 MB.");
    expect(send().disabled).toBe(true);
    expect(api.callsTo("POST", receiptPath)).toEqual([]);

    const receipt = image("receipt.jpg", "image/jpeg", UPLOAD_MAX_BYTES);
    fireEvent.change(input, { target: { files: [receipt] } });
    expect(within(details).queryByRole("alert")).toBeNull();
    fireEvent.click(send());
    await waitFor(() =>
      expect(
        within(details)
          .getAllByRole("status")
          .map((status) => status.textContent),
      ).toContainEqual(expect.stringContaining("The receipt is uploaded.")),
    );
    const [upload] = api.callsTo("POST", receiptPath);
    expect(upload!.body).toBeInstanceOf(FormData);
    expect((upload!.body as FormData).get("file")).toBe(receipt);
    // The browser sets the multipart type and boundary itself.
    expect(upload!.headers.get("content-type")).toBeNull();
  });

  it("sends the member to the gateway's payment page", async () => {
    api.on(
      "POST",
      API.deposits,
      ok({ ...CONFIRMED, status: "PENDING", payUrl: "/sandbox/pay?order=D1", orderNo: "D1" } satisfies Deposit),
    );
    await renderPage(<DepositPage />);
    fireEvent.click(await screen.findByRole("radio", { name: /Sandbox Pay/ }));
    fireEvent.change(amount(), { target: { value: "60.5" } });
    submit();
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith("/sandbox/pay?order=D1"));
    expect(within(depositPanel()).getByRole("status").textContent).toBe("Taking you to the payment page…");
    expect(created()[0]).toMatchObject({ channelId: 2, amount: "60.5" });
  });

  it("shows a refusal's error code translated", async () => {
    api.on("POST", API.deposits, refuse("AMOUNT_OUT_OF_RANGE"));
    await renderPage(<DepositPage />);
    fireEvent.click(await screen.findByRole("radio", { name: /Local bank/ }));
    fireEvent.change(amount(), { target: { value: "100" } });
    submit();
    expect((await findFormError()).textContent).toBe("The amount is outside the allowed range.");
  });

  it("pages the deposits by cursor, forwards and back", async () => {
    api.on("GET", API.deposits, cursorPages([[BANK_DEPOSIT], [CONFIRMED]], { pageSize: 10, total: 11 }));
    await renderPage(<DepositPage />);
    await findDepositRows(BANK_DEPOSIT.orderNo);
    const pager = () => screen.getByRole("navigation", { name: "Pages" });
    expect(within(pager()).getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    await findDepositRows(CONFIRMED.orderNo);
    expect(within(pager()).getByText("Page 2 of 2")).toBeTruthy();
    fireEvent.click(within(pager()).getByRole("button", { name: "Previous" }));
    await findDepositRows(BANK_DEPOSIT.orderNo);
    const cursors = api.callsTo("GET", API.deposits).map((call) => call.query.get("cursor"));
    expect(cursors).toEqual([null, "next-1", "prev-0"]);
  });

  it("lists the deposits with their status, and offers a receipt upload only for a pending bank transfer without one", async () => {
    api.on("GET", API.deposits, cursorPages([[BANK_DEPOSIT, CONFIRMED]]));
    await renderPage(<DepositPage />);
    const pending = await findDepositRows(BANK_DEPOSIT.orderNo);
    expect(within(pending).getByText("Pending")).toBeTruthy();
    const confirmed = depositRows(CONFIRMED.orderNo);
    expect(within(confirmed).getByText("Confirmed")).toBeTruthy();
    expect(within(confirmed).queryByRole("button", { name: "Upload receipt" })).toBeNull();
    expect(confirmed.textContent).toContain("01/01/2024 12:00:00");

    fireEvent.click(within(pending).getByRole("button", { name: "Upload receipt" }));
    expect(within(pending).getByLabelText(`Receipt for order ${BANK_DEPOSIT.orderNo}`)).toBeTruthy();
    const query = api.callsTo("GET", API.deposits)[0]!.query;
    expect([query.get("cursor"), query.get("pageSize")]).toEqual([null, "10"]);

    // The bank details of a pending transfer can be shown again.
    fireEvent.click(within(pending).getByRole("button", { name: "Transfer details" }));
    const details = screen.getByRole("region", { name: "Bank transfer details" });
    expect(within(definitionOf(details, "Order number")).getByText(BANK_DEPOSIT.orderNo)).toBeTruthy();
  });

  it("tells the row's upload toggle from the upload's own button", async () => {
    api.on("GET", API.deposits, cursorPages([[BANK_DEPOSIT]]));
    await renderPage(<DepositPage />);
    const rows = await findDepositRows(BANK_DEPOSIT.orderNo);
    const toggle = within(rows).getByRole("button", { name: "Upload receipt" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // One button opens the upload, another sends the file: no two of the same name.
    expect(within(rows).getAllByRole("button", { name: "Upload receipt" })).toEqual([toggle]);
    const send = within(rows).getByRole("button", { name: "Send receipt" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel?.contains(send)).toBe(true);
    expect(panel?.contains(within(rows).getByLabelText(`Receipt for order ${BANK_DEPOSIT.orderNo}`))).toBe(true);
    fireEvent.click(toggle);
    expect(within(rows).queryByRole("button", { name: "Send receipt" })).toBeNull();
  });

  it("lets the member go back to the gateway for a pending online payment", async () => {
    const unpaid: Deposit = { ...CONFIRMED, orderNo: "D2", status: "PENDING", payUrl: "/sandbox/pay/D2" };
    api.on("GET", API.deposits, cursorPages([[unpaid]]));
    await renderPage(<DepositPage />);
    const row = await findDepositRows("D2");
    expect(within(row).queryByRole("button", { name: "Upload receipt" })).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "Continue to pay" }));
    expect(openPaymentPage).toHaveBeenCalledWith("/sandbox/pay/D2");
  });

  it("does not offer deposits to a trial member", async () => {
    api.on("GET", API.walletBalance, ok({ ...BALANCE, demo: true }));
    await renderPage(<DepositPage />, { memberType: 4 });
    expect((await screen.findByRole("note")).textContent).toBe(
      "Trial accounts cannot deposit or withdraw. Please register a real account.",
    );
    expect(screen.queryByRole("region", { name: "New deposit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Deposit" })).toBeNull();
  });
});
