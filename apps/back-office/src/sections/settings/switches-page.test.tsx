// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { ADMIN_OPERATIONS } from "@portal/contract/api/admin-operations";
import settingsEn from "../../locales/settings/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
import SwitchesPage from "./switches-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "settings", settingsEn);
});
beforeEach(() => signIn({ token: "t-adm", username: "adm", role: "ADMIN", permissions: ["read", "configureBrand"] }));
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const switches = (feedback: boolean, memberCentre = true) => ({
  list: [
    { modId: "LOGINREG3", parent: null, enabled: true },
    { modId: "USERNAMEREG3", parent: "LOGINREG3", enabled: true },
    { modId: "MEMCEN3", parent: null, enabled: memberCentre },
    { modId: "FEEDBACK3", parent: "MEMCEN3", enabled: feedback },
  ],
});
const settings = { maintenance: false, blockedCountries: ["US"], lockMinutes: 15 };

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <SwitchesPage />
    </Suspense>,
  );
  return screen.findByRole("switch", { name: /Feedback/ });
}

describe("Settings > Feature switches", () => {
  it("shows each switch by group with what it does, and saves a flip at once with a toast", async () => {
    let feedback = true;
    const calls = fakeApi({
      [`GET ${ADMIN_OPERATIONS.featureSwitches}`]: () => switches(feedback),
      [`GET ${ADMIN.settings}`]: settings,
      "PUT /admin/featureSwitches/FEEDBACK3": () => {
        feedback = false;
        return null;
      },
    });
    const toggle = await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Feature switches" })).toBeTruthy();
    const group = screen.getByRole("group", { name: "Member centre" });
    expect(within(group).getByRole("switch", { name: /Feedback/ })).toBe(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Members can send feedback and read the replies.")).toBeTruthy();

    fireEvent.click(toggle);
    expect(await screen.findByText("Feedback turned off.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ enabled: false });
    await waitFor(() =>
      expect((screen.getByRole("switch", { name: /Feedback/ }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it("says when a switch is hidden by its group, and asks before closing the portal", async () => {
    const calls = fakeApi({
      [`GET ${ADMIN_OPERATIONS.featureSwitches}`]: switches(true, false),
      [`GET ${ADMIN.settings}`]: settings,
      "PUT /admin/settings/maintenance": null,
    });
    await renderPage();
    expect(screen.getByText(/Hidden for now: its group is off./)).toBeTruthy();
    expect((screen.getByLabelText("Blocked countries") as HTMLInputElement).value).toBe("US");

    fireEvent.click(screen.getByRole("switch", { name: /Maintenance/ }));
    const dialog = await screen.findByRole("dialog", { name: "Close the portal for maintenance?" });
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close the portal" }));
    expect(await screen.findByText("The portal is closed for maintenance.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ value: true });
  });

  it("saves the blocked countries as codes, and is read-only without configureBrand", async () => {
    const calls = fakeApi({
      [`GET ${ADMIN_OPERATIONS.featureSwitches}`]: switches(true),
      [`GET ${ADMIN.settings}`]: settings,
      "PUT /admin/settings/blockedCountries": null,
    });
    await renderPage();
    fireEvent.change(screen.getByLabelText("Blocked countries"), { target: { value: "us, sg;  kp" } });
    fireEvent.click(screen.getByRole("button", { name: "Save blocked countries" }));
    expect(await screen.findByText("Blocked countries saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ value: ["US", "SG", "KP"] });

    cleanup();
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read"] });
    await renderPage();
    expect(screen.getByText("Your role may only view these switches.")).toBeTruthy();
    for (const toggle of screen.getAllByRole("switch")) expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save blocked countries" })).toBeNull();
  });
});
