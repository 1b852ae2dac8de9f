// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN } from "@portal/contract/api/admin";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import PaymentChannelsPage from "./payment-channels-page";

beforeAll(initTestI18n);
beforeEach(() => signIn({ token: "t-adm", username: "adm", role: "ADMIN", permissions: ["read", "configureBrand"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const bank = {
  id: 1,
  code: "BANK1",
  kind: "BANK_TRANSFER",
  name: { en: "Bank transfer", vi: "Chuyển khoản" },
  gateway: "",
  bank: { bankName: "North Bank", accountName: "Portal Ltd", accountNumber: "123456", branch: "" },
  minAmount: "50.00",
  maxAmount: "5000.00",
  enabled: true,
  sort: 0,
};

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <PaymentChannelsPage />
    </Suspense>,
  );
  return screen.findByRole("table", { name: "Payment channels" });
}

describe("Money > Payment channels", () => {
  it("adds a bank-transfer channel: the contract's schema refuses a channel with no name first", async () => {
    const calls = fakeApi({
      [`GET ${ADMIN.paymentChannels}`]: { list: [bank] },
      [`POST ${ADMIN.paymentChannels}`]: (call: Call) => ({ ...bank, id: 2, ...(call.body as object) }),
    });
    const table = await renderPage();
    expect(within(table).getByText("North Bank · Portal Ltd · 123456")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New channel" }));
    const dialog = await screen.findByRole("dialog", { name: "New payment channel" });
    fireEvent.change(within(dialog).getByLabelText("Code"), { target: { value: "BANK2" } });
    fireEvent.change(within(dialog).getByLabelText("Bank"), { target: { value: "South Bank" } });
    fireEvent.change(within(dialog).getByLabelText("Account holder"), { target: { value: "Portal Ltd" } });
    fireEvent.change(within(dialog).getByLabelText("Account number"), { target: { value: "99887766" } });
    fireEvent.change(within(dialog).getByLabelText("Smallest deposit"), { target: { value: "10" } });
    fireEvent.change(within(dialog).getByLabelText("Largest deposit"), { target: { value: "1000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add channel" }));
    expect(await within(dialog).findByText("Give the channel a name in at least one language.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Vietnamese"), { target: { value: "Ngân hàng Nam" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add channel" }));
    expect(await screen.findByText("Channel BANK2 added.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      code: "BANK2",
      kind: "BANK_TRANSFER",
      name: { vi: "Ngân hàng Nam" },
      bank: { bankName: "South Bank", accountName: "Portal Ltd", accountNumber: "99887766", branch: "" },
      minAmount: "10",
      maxAmount: "1000",
      sort: 0,
      enabled: true,
    });
  });

  it("disables a channel after asking, and shows no actions without configureBrand", async () => {
    let enabled = true;
    const calls = fakeApi({
      [`GET ${ADMIN.paymentChannels}`]: () => ({ list: [{ ...bank, enabled }] }),
      "PATCH /admin/paymentChannels/1": () => {
        enabled = false;
        return { ...bank, enabled };
      },
    });
    const table = await renderPage();
    fireEvent.click(within(table).getByRole("button", { name: "Disable BANK1" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable Bank transfer?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Disable BANK1" }));
    expect(await screen.findByText("Bank transfer is disabled.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ enabled: false });
    await waitFor(() => expect(within(screen.getByRole("table")).getByText("Disabled")).toBeTruthy());

    cleanup();
    signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: ["read", "reviewDeposits"] });
    const readOnly = await renderPage();
    expect(within(readOnly).queryByRole("button", { name: /Edit|Disable|Enable/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "New channel" })).toBeNull();
  });
});
