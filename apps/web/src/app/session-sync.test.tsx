// @vitest-environment jsdom
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { apiGet } from "../shared/api/client";
import { memberInfoQuery } from "../shared/api/member";
import { clearSession, setSession } from "../shared/storage/session";
import { FakeApi, ok, refuse } from "../test-support/fake-api";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { closeModal, getModal, openModal } from "../shared/modals/modal-store";
import { getReferralCode } from "../shared/storage/referral";
import { TEST_TOKEN, startTestI18n } from "../test-support/render-page";
import { SessionSync } from "./session-sync";

const router: { navigate: NavigateFunction } = { navigate: () => {} };
function CaptureNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

afterEach(() => {
  cleanup();
  closeModal();
  clearSession();
  vi.unstubAllGlobals();
});

async function mountLoggedIn() {
  await startTestI18n();
  setSession(TEST_TOKEN, 0);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/index"]}>
        <SessionSync />
        <MemberInfoShown />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
/** Says when member info has answered, as the header would show it. */
function MemberInfoShown() {
  const info = useQuery(memberInfoQuery(TEST_TOKEN)).data;
  return info ? <p>{info.adultTermsPending ? "owes the confirmation" : "owes nothing"}</p> : null;
}
const info = (adultTermsPending: boolean) => ({ mustChangePassword: false, adultTermsPending }) as MemberInfo;

describe("SessionSync", () => {
  it("opens the reset modal of a mailed link once, not again on every page after", async () => {
    await startTestI18n();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/index?resetToken=mailed-token"]}>
          <SessionSync />
          <CaptureNavigate />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(getModal()).toMatchObject({ name: "resetPassword", params: { resetToken: "mailed-token" } });
    act(() => closeModal());
    act(() => void router.navigate("/rng"));
    act(() => void router.navigate("/promotions"));
    expect(getModal()).toBeNull();
  });

  it("remembers the referral code of an invitation link opened on any page", async () => {
    await startTestI18n();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/promotions?ref=ABCD1234"]}>
          <SessionSync />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(getReferralCode()).toBe("ABCD1234");
    sessionStorage.clear();
  });

  it("opens the 18+ and terms confirmation an account owes, and nothing for one that owes none", async () => {
    new FakeApi().on("GET", API.memberInfo, ok(info(true))).install();
    await mountLoggedIn();
    await vi.waitFor(() => expect(getModal()?.name).toBe("adultTerms"));
    cleanup();
    closeModal();
    new FakeApi().on("GET", API.memberInfo, ok(info(false))).install();
    await mountLoggedIn();
    await screen.findByText("owes nothing");
    expect(getModal()).toBeNull();
  });

  it("opens it when a call is refused for the confirmation, though member info said nothing was owed", async () => {
    new FakeApi()
      .on("GET", API.memberInfo, ok(info(false)))
      .on("GET", API.walletBalance, refuse("ADULT_TERMS_REQUIRED", 403))
      .install();
    await mountLoggedIn();
    await screen.findByText("owes nothing");
    expect(getModal()).toBeNull();
    await expect(apiGet(API.walletBalance)).rejects.toThrow();
    expect(getModal()?.name).toBe("adultTerms");
  });

  it("takes the place of the login's after-login popup, which it keeps to show next; closes once logged out", async () => {
    new FakeApi().on("GET", API.memberInfo, ok(info(true))).install();
    openModal("afterLogin", { execution: "F" });
    await mountLoggedIn();
    await screen.findByText("owes the confirmation");
    expect(getModal()).toEqual({ name: "adultTerms", params: { afterLogin: "F" } });
    act(() => clearSession());
    expect(getModal()).toBeNull();
  });
});
