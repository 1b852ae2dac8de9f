// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { WalletBalance } from "../../../shared/api/wallet-balance";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { toastStore } from "../../../shared/ui/toast";
import { WalletPage } from "./wallet-page";
import { definitionOf } from "../../../test-support/definition-roles";

const BALANCE: WalletBalance = {
  sumBalance: "1500.00",
  currency: "USD",
  symbol: "$",
  demo: false,
  held: "20.00",
  wallets: [
    { kind: "MAIN", name: "", available: true, balance: "1000.00", currency: "USD" },
    { kind: "VENDOR:PG", name: "PG Soft", available: true, balance: "500.00", currency: "USD" },
    { kind: "VENDOR:JL", name: "Jili", available: false, balance: "0.00", currency: "USD" },
  ],
};

let api: FakeApi;

beforeEach(() => {
  toastStore.set([]);
  api = new FakeApi().on("GET", API.walletBalance, ok(BALANCE)).install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRANSFER = "Transfer between wallets";
const COLLECT_ALL = "Collect all into the main wallet";
/** The panel of the transfer form, and its error (the form's own alert). */
const transferPanel = () => screen.getByRole("region", { name: TRANSFER });
const transferError = () => within(transferPanel()).queryByRole("alert");
const findTransferError = () => within(transferPanel()).findByRole("alert");
/** The form is there once its submit button is. */
const findTransferForm = () => screen.findByRole("button", { name: "Transfer" });
const amount = () => screen.getByRole("textbox", { name: "Amount" }) as HTMLInputElement;
const fromSelect = () => screen.getByRole("combobox", { name: "From" }) as HTMLSelectElement;
const toSelect = () => screen.getByRole("combobox", { name: "To" }) as HTMLSelectElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Transfer" }));
/** The wallet named `name` in the list of wallets. */
const walletItem = (name: string) => {
  const items = within(screen.getByRole("list", { name: "My wallets" }))
    .getAllByRole("listitem")
    .filter((item) => within(item).queryByText(name) !== null);
  expect(items).toHaveLength(1);
  return items[0]!;
};
/** The toasts shown so far, as tone and words. */
const toasts = () => toastStore.get().map(({ tone, title, description }) => ({ tone, title, description }));
const transfers = () => api.callsTo("POST", API.walletTransfer).map((call) => call.body as Record<string, string>);

describe("My wallet (transferFund)", () => {
  it("shows the main and game wallets with formatted money, the held amount and unavailable vendors", async () => {
    await renderPage(<WalletPage />);
    await screen.findByRole("list", { name: "My wallets" });
    expect(within(walletItem("Main wallet")).getByText("1,000.00")).toBeTruthy();
    expect(within(walletItem("PG Soft")).getByText("500.00")).toBeTruthy();
    const jili = walletItem("Jili");
    expect(jili.getAttribute("data-available")).toBe("false");
    expect(within(jili).getByText("Unavailable")).toBeTruthy();
    expect(definitionOf(document.body, "Total balance").textContent).toBe("1,500.00");
    expect(definitionOf(document.body, "Held").textContent).toBe("20.00");
    // An unavailable vendor cannot be chosen.
    const option = within(toSelect()).getByRole("option", { name: /Jili/ }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
  });

  it("reads the source wallet's available amount with the amount field", async () => {
    await renderPage(<WalletPage />);
    await findTransferForm();
    expect(computeAccessibleDescription(amount())).toBe("Available: 1,000.00");
  });

  it("refuses typing more than two decimals, an empty amount and more than the balance", async () => {
    await renderPage(<WalletPage />);
    await findTransferForm();
    fireEvent.change(amount(), { target: { value: "12.34" } });
    fireEvent.change(amount(), { target: { value: "12.345" } });
    fireEvent.change(amount(), { target: { value: "12a" } });
    expect(amount().value).toBe("12.34");

    fireEvent.change(amount(), { target: { value: "" } });
    submit();
    expect((await findTransferError()).textContent).toBe("Please enter an amount.");
    fireEvent.change(amount(), { target: { value: "1000.01" } });
    submit();
    await waitFor(() => expect(transferError()?.textContent).toBe("The amount is more than the available 1,000.00."));
    expect(transfers()).toEqual([]);
  });

  it("sends from, to, amount and one requestId that a retry after a network error reuses", async () => {
    api.on(
      "POST",
      API.walletTransfer,
      "network",
      ok({ orderId: "T1", status: "PENDING" }),
      ok({ orderId: "T2", status: "SUCCEEDED" }),
    );
    await renderPage(<WalletPage />);
    await findTransferForm();
    expect(fromSelect().value).toBe("MAIN");
    expect(toSelect().value).toBe("PG");
    fireEvent.change(amount(), { target: { value: "100.5" } });
    submit();
    expect((await findTransferError()).textContent).toContain("network connection");
    submit();
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          tone: "info",
          title: "The vendor has not answered yet; the money is held until it does.",
          description: undefined,
        },
      ]),
    );
    expect(transferError()).toBeNull();

    const [first, retry] = transfers();
    expect(first).toEqual({ from: "MAIN", to: "PG", amount: "100.5", requestId: expect.any(String) });
    expect(first!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(retry).toEqual(first);

    // After a success the next submission is a new action.
    fireEvent.change(amount(), { target: { value: "100.5" } });
    submit();
    await waitFor(() => expect(toasts()[1]).toMatchObject({ tone: "success", title: "The transfer is complete." }));
    expect(transfers()[2]!.requestId).not.toBe(first!.requestId);
  });

  it("makes a new requestId when the values change, and shows a refusal translated", async () => {
    api.on("POST", API.walletTransfer, refuse("INSUFFICIENT_BALANCE", 409));
    await renderPage(<WalletPage />);
    await findTransferForm();
    fireEvent.change(amount(), { target: { value: "10" } });
    submit();
    expect((await findTransferError()).textContent).toBe("The balance is not sufficient.");
    submit();
    await waitFor(() => expect(transfers()).toHaveLength(2));
    fireEvent.change(amount(), { target: { value: "11" } });
    submit();
    await waitFor(() => expect(transfers()).toHaveLength(3));
    const [a, b, c] = transfers();
    expect(b!.requestId).toBe(a!.requestId);
    expect(c!.requestId).not.toBe(a!.requestId);
  });

  it("transfers from a vendor back to the main wallet, and reads the balance again after a success", async () => {
    api.on("POST", API.walletTransfer, ok({ orderId: "T3", status: "SUCCEEDED" }));
    await renderPage(<WalletPage />);
    await findTransferForm();
    fireEvent.change(fromSelect(), { target: { value: "PG" } });
    expect(toSelect().value).toBe("MAIN");
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(amount().value).toBe("500.00");
    const before = api.callsTo("GET", API.walletBalance).length;
    submit();
    await waitFor(() => expect(toasts()).toMatchObject([{ tone: "success", title: "The transfer is complete." }]));
    expect(transfers()[0]).toMatchObject({ from: "PG", to: "MAIN", amount: "500.00" });
    await waitFor(() => expect(api.callsTo("GET", API.walletBalance).length).toBeGreaterThan(before));
  });

  it("collects every game wallet with money back to the main wallet", async () => {
    api.on("POST", API.walletTransfer, ok({ orderId: "T4", status: "SUCCEEDED" }));
    await renderPage(<WalletPage />);
    fireEvent.click(await screen.findByRole("button", { name: COLLECT_ALL }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { tone: "success", title: "Moved to the main wallet: 1 of 1 game wallets.", description: undefined },
      ]),
    );
    expect(transfers()).toEqual([{ from: "PG", to: "MAIN", amount: "500.00", requestId: expect.any(String) }]);
  });

  it("clears a transfer's stale error once Collect all succeeds", async () => {
    api.on("POST", API.walletTransfer, refuse("INSUFFICIENT_BALANCE", 409), ok({ orderId: "T5", status: "SUCCEEDED" }));
    await renderPage(<WalletPage />);
    await findTransferForm();
    fireEvent.change(amount(), { target: { value: "10" } });
    submit();
    expect((await findTransferError()).textContent).toBe("The balance is not sufficient.");

    fireEvent.click(screen.getByRole("button", { name: COLLECT_ALL }));
    await waitFor(() => expect(toasts()).toMatchObject([{ tone: "success" }]));
    expect(transferError()).toBeNull();
    expect(amount().value).toBe("");
  });

  it("tells a failed Collect all in an error toast with what did move", async () => {
    api.on("POST", API.walletTransfer, refuse("INSUFFICIENT_BALANCE", 409));
    await renderPage(<WalletPage />);
    fireEvent.click(await screen.findByRole("button", { name: COLLECT_ALL }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          tone: "error",
          title: "The balance is not sufficient.",
          description: "Moved to the main wallet: 0 of 1 game wallets.",
        },
      ]),
    );
  });

  it("never offers a transfer of trial credit", async () => {
    api.on(
      "GET",
      API.walletBalance,
      ok({
        ...BALANCE,
        demo: true,
        currency: "DEMO",
        wallets: [{ kind: "DEMO", name: "", available: true, balance: "2000.00", currency: "DEMO" }],
      }),
    );
    await renderPage(<WalletPage />, { memberType: 4 });
    expect((await screen.findByRole("note")).textContent).toContain("cannot be transferred");
    expect(within(walletItem("Demo credit")).getByText("2,000.00")).toBeTruthy();
    // No transfer form: none of its fields nor its button.
    expect(screen.queryByRole("combobox", { name: "From" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Amount" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Transfer" })).toBeNull();
    expect(screen.queryByRole("button", { name: COLLECT_ALL })).toBeNull();
  });

  it("shows a translated error with retry when the balance cannot be read", async () => {
    api.on("GET", API.walletBalance, refuse("INTERNAL_ERROR", 500), ok(BALANCE));
    await renderPage(<WalletPage />);
    const error = await screen.findByRole("alert");
    expect(error.textContent).toContain("Something went wrong on our side.");
    fireEvent.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await findTransferForm()).toBeTruthy();
  });
});
