// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { apiGet } from "../shared/api/client";
import { LANGUAGE_KEY } from "../shared/i18n/i18n";
import { getSession, signIn, signOut } from "../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient } from "../test-support/render";
import { SignIn } from "./sign-in";

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const RECOVERY = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`);
const enrol = {
  stage: "ENROL",
  challenge: "challenge-1",
  expiresAt: Date.now() + 300_000,
  secret: "JBSWY3DPEHPK3PXP",
  otpauthUri: "otpauth://totp/DEMO:ops?secret=JBSWY3DPEHPK3PXP",
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
};

/** The password step, by its labels (English unless told). */
function typePassword(labels = { name: "Operator name", password: "Password", next: "Next" }) {
  fireEvent.change(screen.getByLabelText(labels.name), { target: { value: "ops_admin" } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: "Secret-Pass-123" } });
  fireEvent.click(screen.getByRole("button", { name: labels.next }));
}

describe("operator sign-in", () => {
  it("asks name and password first, and says why a wrong pair is refused", async () => {
    const calls = fakeApi({ [`POST ${ADMIN.login}`]: { fail: "LOGIN_FAILED", status: 401 } });
    renderWithClient(<SignIn />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(calls).toHaveLength(0);
    typePassword();
    expect((await screen.findByRole("alert")).textContent).toContain("Wrong operator name or password.");
    expect(calls[0]!.body).toEqual({ username: "ops_admin", password: "Secret-Pass-123" });
    expect(calls[0]!.headers.get("merchant")).toBe("DEMO");
  });

  it("enrols at the first sign-in: QR code, the key as text, the first code; the recovery codes once, kept only after 'I have saved them'", async () => {
    const calls = fakeApi({
      [`POST ${ADMIN.login}`]: enrol,
      [`POST ${ADMIN.secondFactor}`]: {
        token: "t-1",
        username: "ops_admin",
        role: "ADMIN",
        permissions: ["read", "configureBrand"],
        recoveryCodes: RECOVERY,
      },
    });
    renderWithClient(<SignIn />);
    typePassword();
    expect(await screen.findByRole("heading", { name: "Set up two-step verification" })).toBeTruthy();
    expect(screen.getByRole("img", { name: /QR code/ }).getAttribute("src")).toBe(enrol.qrCode);
    expect(screen.getByLabelText("Setup key").textContent).toContain(enrol.secret);

    const code = screen.getByLabelText("6-digit code from your app");
    fireEvent.change(code, { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the 6 digits your app shows")).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    const list = await screen.findByRole("list", { name: "Your recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(calls[1]!.body).toEqual({ challenge: "challenge-1", code: "123456" });
    expect(getSession()).toBeNull();

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole("button", { name: "Copy the codes" }));
    await screen.findByRole("button", { name: "Copied" });
    expect(writeText).toHaveBeenCalledWith(RECOVERY.join("\n"));

    const proceed = screen.getByRole("button", { name: "Continue" });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "I have saved them" }));
    fireEvent.click(proceed);
    expect(getSession()).toMatchObject({ token: "t-1", role: "ADMIN", permissions: ["read", "configureBrand"] });
  });

  it("asks the app's code of an enrolled operator, or one recovery code instead", async () => {
    let attempts = 0;
    const calls = fakeApi({
      [`POST ${ADMIN.login}`]: { stage: "TOTP", challenge: "challenge-2", expiresAt: Date.now() + 300_000 },
      [`POST ${ADMIN.secondFactor}`]: () =>
        ++attempts === 1
          ? { fail: "SECOND_FACTOR_FAILED", status: 401 }
          : { token: "t-2", username: "ops_finance", role: "FINANCE", permissions: ["read", "reviewDeposits"] },
    });
    renderWithClient(<SignIn />);
    typePassword();
    fireEvent.change(await screen.findByLabelText("6-digit code from your app"), { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toContain("That code is not right, or it was already used.");

    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code" }));
    const recovery = screen.getByLabelText("Recovery code");
    fireEvent.change(recovery, { target: { value: "not a code" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("A recovery code looks like ABCDE-12345")).toBeTruthy();
    fireEvent.change(recovery, { target: { value: "ABCDE-12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(getSession()).toMatchObject({ token: "t-2", role: "FINANCE" }));
    expect(calls.at(-1)!.body).toEqual({ challenge: "challenge-2", code: "ABCDE-12345" });
    // No recovery codes to show after an ordinary sign-in.
    expect(screen.queryByRole("list", { name: "Your recovery codes" })).toBeNull();
  });

  it("switches the language from the header's menu and remembers the choice", async () => {
    const calls = fakeApi({ [`POST ${ADMIN.login}`]: { fail: "LOGIN_FAILED", status: 401 } });
    renderWithClient(<SignIn />);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Language: English" }), { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole("menuitemradio", { name: "简体中文" }));
    expect(await screen.findByRole("heading", { name: "后台登录" })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe("cn");
    // Calls say which language the operator reads.
    typePassword({ name: "账号", password: "密码", next: "下一步" });
    await screen.findByRole("alert");
    expect(calls[0]!.headers.get("language")).toBe("cn");
    await i18next.changeLanguage("en");
  });

  it("goes back to sign-in when a call answers 401", async () => {
    signIn({ token: "stale", username: "ops", role: "ADMIN", permissions: ["read"] });
    const calls = fakeApi({ [`GET ${ADMIN.me}`]: { fail: "NOT_LOGGED_IN", status: 401 } });
    await expect(apiGet(ADMIN.me)).rejects.toMatchObject({ code: "NOT_LOGGED_IN" });
    expect(calls[0]!.headers.get("authorization")).toBe("stale");
    expect(getSession()).toBeNull();
  });
});
