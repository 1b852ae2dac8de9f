// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { LotteryAdminGame } from "@portal/contract/api/lottery-admin";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import LotteryGamesPage from "./lottery-games-page";

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const ssc: LotteryAdminGame = {
  code: "SSC_1M",
  family: "SSC",
  kind: "fast",
  enabled: true,
  intervalSec: 60,
  closeBeforeSec: 10,
};
const hanoi: LotteryAdminGame = {
  code: "VN_HANOI",
  family: "VN_NORTH",
  kind: "official",
  enabled: false,
  intervalSec: 86_400,
  closeBeforeSec: 900,
};

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <LotteryGamesPage />
    </Suspense>,
  );
}

const admin = () => signIn({ token: "t", username: "admin1", role: "ADMIN", permissions: ["read", "configureBrand"] });

/** The texts an element's aria-describedby points at (its error and its hint), as a screen reader reads them. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

async function rowOf(code: string) {
  const table = await screen.findByRole("table", { name: "The brand's lottery games" });
  return (await within(table).findByText(code)).closest("tr")!;
}

describe("Games > Lottery games", () => {
  it("lists the brand's games with their family, kind, interval, sale and close time", async () => {
    admin();
    fakeApi({ "GET /admin/lottery/games": { list: [ssc, hanoi] } });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Lottery games" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "The brand's lottery games" });
    for (const name of ["Game", "Family", "Kind", "Draws every", "On sale", "Close time (s)"]) {
      expect(within(table).getByRole("columnheader", { name })).toBeTruthy();
    }
    const fast = within(await rowOf("SSC_1M"))
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(fast).toEqual(expect.arrayContaining(["SSC", "Fast", "1 minute", "Yes", "10"]));
    const official = within(await rowOf("VN_HANOI"))
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(official).toEqual(expect.arrayContaining(["North Vietnam Lottery", "Official", "1 day", "No", "900"]));
  });

  it("puts a game aside and moves its close time, sending the typed values and showing what was saved", async () => {
    admin();
    let stored = ssc;
    const calls = fakeApi({
      "GET /admin/lottery/games": () => ({ list: [stored, hanoi] }),
      "PUT /admin/lottery/games/SSC_1M": (call: Call) => {
        stored = { ...stored, ...(call.body as object) };
        return stored;
      },
    });
    renderPage();
    fireEvent.click(within(await rowOf("SSC_1M")).getByRole("button", { name: "Settings of SSC_1M" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings of SSC_1M" });
    expect(dialog.textContent).toContain("A draw every 1 minute.");
    const onSale = within(dialog).getByRole("switch", { name: "On sale" });
    expect(onSale).toHaveProperty("checked", true);
    fireEvent.click(onSale);
    const close = within(dialog).getByLabelText("Close time (seconds before each draw)");
    expect(close).toHaveProperty("value", "10");
    expect(descriptionOf(close)).toContain("From 0 to 59");

    // Out of the contract's range: refused before any call.
    fireEvent.change(close, { target: { value: "4000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Whole seconds from 0 to 59")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.change(close, { target: { value: "20" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ enabled: false, closeBeforeSec: 20 }),
    );
    expect(await screen.findByText("SSC_1M: settings saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(async () => {
      const cells = within(await rowOf("SSC_1M"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
      expect(cells).toEqual(expect.arrayContaining(["No", "20"]));
    });
  });

  it("shows the server's refusal of a close time of a whole interval or more on the close time field", async () => {
    admin();
    const calls = fakeApi({
      "GET /admin/lottery/games": { list: [ssc] },
      "PUT /admin/lottery/games/SSC_1M": {
        fail: "VALIDATION_FAILED",
        status: 400,
        fields: { closeBeforeSec: "less than 60 s" },
      },
    });
    renderPage();
    fireEvent.click(within(await rowOf("SSC_1M")).getByRole("button", { name: "Settings of SSC_1M" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings of SSC_1M" });
    const close = within(dialog).getByLabelText("Close time (seconds before each draw)");
    fireEvent.change(close, { target: { value: "90" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ enabled: true, closeBeforeSec: 90 }),
    );
    expect(await screen.findByText("Some values are not valid. Check the form and try again.")).toBeTruthy();
    await waitFor(() => expect(close.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(close)).toContain(
      "Refused: tickets must close less than one draw interval (1 minute) before each draw.",
    );
    // The dialog stays open with what was typed.
    expect(close).toHaveProperty("value", "90");
  });

  it("lets an operator without configureBrand read the games, without an edit control", async () => {
    signIn({ token: "t", username: "fin1", role: "FINANCE", permissions: ["read", "enterLotteryResults"] });
    fakeApi({ "GET /admin/lottery/games": { list: [ssc, hanoi] } });
    renderPage();
    const row = await rowOf("SSC_1M");
    expect(within(row).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: /Settings of/ })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(
      screen.getByText("You can read these settings; changing them needs the permission to configure the brand."),
    ).toBeTruthy();
  });
});
