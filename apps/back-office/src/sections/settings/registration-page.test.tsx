// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { ADMIN_OPERATIONS } from "@portal/contract/api/admin-operations";
import settingsEn from "../../locales/settings/en.json";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../../test-support/render";
import RegistrationRulesPage from "./registration-page";

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

const rules = {
  list: [
    {
      field: "username",
      enabled: true,
      required: true,
      acceptedPattern: "[A-Za-z][A-Za-z0-9]*",
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    },
    { field: "email", enabled: true, required: false, acceptedPattern: "*", patternId: 3, minLength: 5, maxLength: 0 },
  ],
};

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <RegistrationRulesPage />
    </Suspense>,
  );
  return screen.findByRole("table", { name: "Registration rules" });
}

describe("Settings > Registration rules", () => {
  it("lists each field's rule and saves a change the contract's schema accepts", async () => {
    const calls = fakeApi({
      [`GET ${ADMIN_OPERATIONS.registrationRules}`]: rules,
      "PUT /admin/registrationRules/email": null,
    });
    const table = await renderPage();
    const email = within(table).getByRole("row", { name: /Email/ });
    expect(within(email).getByText("At least 5")).toBeTruthy();

    fireEvent.click(within(email).getByRole("button", { name: "Edit Email" }));
    const dialog = await screen.findByRole("dialog", { name: "Rule of Email" });
    // Hidden but required, and a pattern that does not compile: refused before any call.
    fireEvent.click(within(dialog).getByLabelText("Show this field on the sign-up forms"));
    fireEvent.click(within(dialog).getByLabelText("Players must fill it in"));
    fireEvent.change(within(dialog).getByLabelText("Accepted pattern"), { target: { value: "([a-z" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A hidden field cannot be required.")).toBeTruthy();
    expect(within(dialog).getByText("This pattern is not a valid regular expression.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    fireEvent.click(within(dialog).getByLabelText("Show this field on the sign-up forms"));
    fireEvent.change(within(dialog).getByLabelText("Accepted pattern"), { target: { value: "[^@]+@[^@]+" } });
    fireEvent.change(within(dialog).getByLabelText("Longest length"), { target: { value: "64" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The rule of Email is saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: "[^@]+@[^@]+",
      patternId: 3,
      minLength: 5,
      maxLength: 64,
    });
  });

  it("is read-only without configureBrand", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: ["read"] });
    fakeApi({ [`GET ${ADMIN_OPERATIONS.registrationRules}`]: rules });
    const table = await renderPage();
    expect(within(table).queryByRole("button", { name: /Edit/ })).toBeNull();
  });
});
