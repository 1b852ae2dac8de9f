// @vitest-environment jsdom
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { closeModal, getModal } from "../shared/modals/modal-store";
import { getReferralCode } from "../shared/storage/referral";
import { startTestI18n } from "../test-support/render-page";
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
});

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
});
