// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FEATURE } from "@portal/contract/feature-switches";
import type { FieldRule, RegistrationRules } from "@portal/contract/registration-rules";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { captureReferralCode, getReferralCode } from "../../../shared/storage/referral";
import { RegisterModal } from "./register-modal";

// The proof of work is the server's concern; here it is answered at once.
vi.mock("../../../shared/api/bot-check", () => ({ solveBotCheck: () => Promise.resolve("solved") }));

const rule = (patternId: number, pattern: string, min: number, max: number, required = false, enabled = true) =>
  ({ enabled, required, acceptedPattern: pattern, patternId, minLength: min, maxLength: max }) satisfies FieldRule;

const baseRules: RegistrationRules = {
  username: rule(1, "[A-Za-z][A-Za-z0-9]*", 6, 16, true),
  password: rule(5, "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+", 8, 20, true),
  confirmPassword: rule(5, "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+", 8, 20, true),
  affiliateCode: rule(4, "[A-Za-z0-9]+", 4, 16, false, false),
};
const birthday = (required: boolean, enabled = true) =>
  rule(11, "[0-9]{4}-[0-9]{2}-[0-9]{2}", 10, 10, required, enabled);

/** The status call of a brand with username registration only and these rules. */
function status(register: RegistrationRules) {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: "", country: "" },
    info: {
      whitelabel: [{ modId: FEATURE.usernameRegistration, enabled: "1", childrenNodes: [] }],
      register,
      resources: [],
      customerService: [],
    },
  };
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function openForm(register: RegistrationRules) {
  api.on("GET", API.systemStatus, ok(status(register))).install();
  await renderPage(<RegisterModal params={{}} onClose={() => undefined} />, { url: "/register" });
  await screen.findByLabelText(/^Username/);
}

describe("RegisterModal: birthday", () => {
  it("shows a required date field when the rule asks for it, and refuses an empty one before calling", async () => {
    await openForm({ ...baseRules, birthday: birthday(true) });
    const field = screen.getByLabelText(/Date of birth/) as HTMLInputElement;
    expect(field.type).toBe("date");
    expect(field.getAttribute("aria-required")).toBe("true");
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: "player01" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "Secret123" } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: "Secret123" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /18 or over/ }));
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Date of birth cannot be empty")).toBeTruthy();
    expect(api.callsTo("PUT", API.register)).toEqual([]);
  });

  it("sends the birthday and shows the server's UNDERAGE refusal at the field", async () => {
    api.on("PUT", API.register, refuse("UNDERAGE"));
    await openForm({ ...baseRules, birthday: birthday(false) });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: "player01" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "Secret123" } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: "Secret123" } });
    const field = screen.getByLabelText(/Date of birth/);
    fireEvent.change(field, { target: { value: "2015-06-01" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /18 or over/ }));
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const message = "You must be 18 or over to register.";
    await vi.waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = document.getElementById(field.getAttribute("aria-describedby")!);
    expect(describedBy?.textContent).toBe(message);
    expect(api.callsTo("PUT", API.register)[0]!.body).toMatchObject({ birthday: "2015-06-01" });
  });
});

describe("RegisterModal: an invitation link (?ref=)", () => {
  const referralCode = (enabled: boolean) => rule(4, "[A-Za-z0-9]+", 4, 16, false, enabled);
  const fillAndSubmit = () => {
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: "player01" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "Secret123" } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: "Secret123" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /18 or over/ }));
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
  };
  const unknownCode = refuse("VALIDATION_FAILED", 400, { fields: { referralCode: "unknown" } });

  it("sends the link's code while the brand hides the field, and says so in the form", async () => {
    captureReferralCode("?ref=ABCD1234");
    api.on("PUT", API.register, refuse("USERNAME_TAKEN"));
    await openForm({ ...baseRules, referralCode: referralCode(false) });
    expect(screen.queryByLabelText(/Referral code/)).toBeNull();
    expect(screen.getByText("Invited with code ABCD1234")).toBeTruthy();
    fillAndSubmit();
    await waitFor(() => expect(api.callsTo("PUT", API.register)).toHaveLength(1));
    expect(api.callsTo("PUT", API.register)[0]!.body).toMatchObject({ referralCode: "ABCD1234" });
  });

  it("fills the referral code field with the link's code when the brand shows it", async () => {
    captureReferralCode("?ref=ABCD1234");
    api.on("PUT", API.register, refuse("USERNAME_TAKEN"));
    await openForm({ ...baseRules, referralCode: referralCode(true) });
    expect((screen.getByLabelText(/^Referral code/) as HTMLInputElement).value).toBe("ABCD1234");
    expect(screen.queryByText("Invited with code ABCD1234")).toBeNull();
    fillAndSubmit();
    await waitFor(() => expect(api.callsTo("PUT", API.register)).toHaveLength(1));
    expect(api.callsTo("PUT", API.register)[0]!.body).toMatchObject({ referralCode: "ABCD1234" });
  });

  it("shows an unknown code at its field", async () => {
    captureReferralCode("?ref=NOSUCH99");
    api.on("PUT", API.register, unknownCode);
    await openForm({ ...baseRules, referralCode: referralCode(true) });
    fillAndSubmit();
    const field = screen.getByLabelText(/^Referral code/);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Referral code does not exist",
    );
  });

  it("says a hidden field's code is unknown, then registers without it", async () => {
    captureReferralCode("?ref=NOSUCH99");
    api.on("PUT", API.register, unknownCode, refuse("USERNAME_TAKEN"));
    await openForm({ ...baseRules, referralCode: referralCode(false) });
    fillAndSubmit();
    expect((await screen.findByText("Referral code does not exist")).getAttribute("role")).toBe("alert");
    expect(screen.queryByText("Invited with code NOSUCH99")).toBeNull();
    expect(getReferralCode()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(api.callsTo("PUT", API.register)).toHaveLength(2));
    expect(api.callsTo("PUT", API.register)[1]!.body).not.toHaveProperty("referralCode");
  });

  it("sends no referral code without a link", async () => {
    api.on("PUT", API.register, refuse("USERNAME_TAKEN"));
    await openForm({ ...baseRules, referralCode: referralCode(false) });
    expect(screen.queryByText(/Invited with code/)).toBeNull();
    fillAndSubmit();
    await waitFor(() => expect(api.callsTo("PUT", API.register)).toHaveLength(1));
    expect(api.callsTo("PUT", API.register)[0]!.body).not.toHaveProperty("referralCode");
  });
});
