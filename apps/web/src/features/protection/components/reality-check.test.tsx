// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { PROTECTION_API } from "@portal/contract/api/protection";
import { FakeApi, ok, type Reply } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { RealityCheck } from "./reality-check";

const MINUTE = 60_000;
const LOGIN_AT = Date.parse("2030-01-01T08:00:00Z");

/** The play session as the server answers it, its clock `serverAheadMs` ahead of the device's. */
const playSession =
  (startedAt: number, realityCheckMinutes: number, netResult: string, serverAheadMs = 0): Reply =>
  () =>
    ok({
      startedAt: new Date(startedAt).toISOString(),
      netResult,
      realityCheckMinutes,
      serverTime: new Date(Date.now() + serverAheadMs).toISOString(),
    });

let api: FakeApi;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  sessionStorage.clear();
  api = new FakeApi().on("GET", PROTECTION_API.session, playSession(LOGIN_AT, 15, "-12.50")).install();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the clock on, running the timers and the promises they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole("dialog", { name: "Reality check" });

/** A game page opens (now, by the fake clock). */
async function openGamePage() {
  await renderPage(<RealityCheck />, { url: "/game?vassalage=EVO" });
  // The session read, then (when one is due already) the reminder's fresh read.
  for (let i = 0; i < 3; i += 1) await pass(0);
}

describe("RealityCheck", () => {
  it("counts from the login, not from the game page", async () => {
    vi.setSystemTime(LOGIN_AT + 10 * MINUTE);
    await openGamePage();
    await pass(5 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    await pass(1_000);
    expect(dialog()?.textContent).toContain("You have been playing for 15 minutes this session. Net result: -12.50.");
  });

  it("keeps counting when the member moves from one game page to another", async () => {
    vi.setSystemTime(LOGIN_AT + MINUTE);
    await openGamePage();
    await pass(9 * MINUTE);
    // The first game closes; the next opens (a new page, a new component).
    cleanup();
    await openGamePage();
    await pass(5 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    await pass(1_000);
    expect(dialog()).not.toBeNull();
  });

  it("shows at once on a game page when a reminder fell due elsewhere; Continue waits for the next interval of the login", async () => {
    vi.setSystemTime(LOGIN_AT + 20 * MINUTE);
    await openGamePage();
    expect(dialog()?.textContent).toContain("20 minutes");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(dialog()).toBeNull();
    // Another game page does not repeat the answered reminder ...
    cleanup();
    await openGamePage();
    await pass(10 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    // ... and the next one is due 30 minutes after the login.
    await pass(1_000);
    expect(dialog()?.textContent).toContain("30 minutes");
  });

  it("starts afresh for a new login, and stays away while the member has no interval", async () => {
    vi.setSystemTime(LOGIN_AT + 16 * MINUTE);
    await openGamePage();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    cleanup();
    // A new login two hours later: its own first reminder 15 minutes after it.
    const secondLogin = LOGIN_AT + 120 * MINUTE;
    api.on("GET", PROTECTION_API.session, playSession(secondLogin, 15, "0.00"));
    vi.setSystemTime(secondLogin + 14 * MINUTE);
    await openGamePage();
    expect(dialog()).toBeNull();
    await pass(MINUTE);
    expect(dialog()?.textContent).toContain("15 minutes");
    cleanup();

    api.on("GET", PROTECTION_API.session, playSession(secondLogin, 0, "0.00"));
    await openGamePage();
    await pass(120 * MINUTE);
    expect(dialog()).toBeNull();
  });

  it("counts on the server's clock when the device's clock is an hour slow", async () => {
    const HOUR = 60 * MINUTE;
    // The login was 10 minutes ago by the server; by the device's clock it lies 50 minutes ahead.
    api.on("GET", PROTECTION_API.session, playSession(LOGIN_AT, 15, "-12.50", HOUR));
    vi.setSystemTime(LOGIN_AT - HOUR + 10 * MINUTE);
    await openGamePage();
    await pass(5 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    await pass(1_000);
    expect(dialog()?.textContent).toContain("You have been playing for 15 minutes this session.");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    // The next one 15 minutes later, not the device's idea of it.
    await pass(15 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    await pass(1_000);
    expect(dialog()?.textContent).toContain("30 minutes");
  });

  it("follows a device clock corrected during the login: the next game page measures it again", async () => {
    const HOUR = 60 * MINUTE;
    // The first game page opens with the device an hour slow ...
    api.on("GET", PROTECTION_API.session, playSession(LOGIN_AT, 15, "0.00", HOUR));
    vi.setSystemTime(LOGIN_AT - HOUR + 2 * MINUTE);
    await openGamePage();
    cleanup();
    // ... then the device's clock is put right, and another game page opens 3 minutes into the login.
    api.on("GET", PROTECTION_API.session, playSession(LOGIN_AT, 15, "0.00"));
    vi.setSystemTime(LOGIN_AT + 3 * MINUTE);
    await openGamePage();
    expect(dialog()).toBeNull();
    await pass(12 * MINUTE - 1_000);
    expect(dialog()).toBeNull();
    await pass(1_000);
    expect(dialog()?.textContent).toContain("You have been playing for 15 minutes this session.");
  });
});
