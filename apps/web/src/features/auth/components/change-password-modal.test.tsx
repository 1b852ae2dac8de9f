// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { FakeApi, ok, refuse, type Reply } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { ChangePasswordModal } from "./change-password-modal";

// The forced change of an account an agent opened also asks the 18+ and terms confirmation the
// account owes (member info's adultTermsPending, or the server's TERMS_NOT_ACCEPTED).

const info = (adultTermsPending: boolean): MemberInfo => ({
  id: 7,
  account: "player7",
  nickname: "player7",
  type: 0,
  toUpline: 0,
  clubLabel: { labelName: "" },
  memberLabel: [],
  language: "en",
  avatar: "",
  avatarType: "STATIC",
  mobileNum: "",
  email: "",
  hasPaymentPassword: false,
  mustChangePassword: true,
  adultTermsPending,
  registeredAt: 0,
  lastLoginAt: null,
  lastLoginIp: "",
});
const changed = {
  token: "new-token",
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  memberType: 0,
};
const BOX = /I confirm I am 18 or over/;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "Initial123" } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: "Fresh12345" } });
  fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "Fresh12345" } });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
}

function mount(memberInfo: MemberInfo, ...changeReplies: Reply[]) {
  const api = new FakeApi()
    .on("GET", API.memberInfo, ok(memberInfo))
    .on("POST", API.changePassword, ...changeReplies)
    .install();
  return api;
}

describe("ChangePasswordModal", () => {
  it("asks the confirmation an account owes, and sends it with the change", async () => {
    const api = mount(info(true), ok(changed));
    await renderPage(<ChangePasswordModal params={{ forced: "1" }} onClose={() => undefined} />);
    const box = await screen.findByRole("checkbox", { name: BOX });
    await fillAndSubmit();
    // Not ticked: refused at the box, nothing sent.
    expect(await screen.findByText("Please confirm that you are 18 or over and accept the terms.")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST", API.changePassword)).toEqual([]);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await vi.waitFor(() => expect(api.callsTo("POST", API.changePassword)).toHaveLength(1));
    expect(api.callsTo("POST", API.changePassword)[0]!.body).toMatchObject({
      newPassword: "Fresh12345",
      confirmAdultAndTerms: true,
    });
  });

  it("asks nothing of a member who owes nothing", async () => {
    const api = mount(info(false), ok(changed));
    await renderPage(<ChangePasswordModal params={{ forced: "1" }} onClose={() => undefined} />);
    await fillAndSubmit();
    await vi.waitFor(() => expect(api.callsTo("POST", API.changePassword)).toHaveLength(1));
    expect(api.callsTo("POST", API.changePassword)[0]!.body).not.toHaveProperty("confirmAdultAndTerms");
    expect(screen.queryByRole("checkbox", { name: BOX })).toBeNull();
  });

  it("shows the box when the server asks for it, member info not having said so", async () => {
    const api = mount(info(false), refuse("TERMS_NOT_ACCEPTED"), ok(changed));
    await renderPage(<ChangePasswordModal params={{ forced: "1" }} onClose={() => undefined} />);
    await fillAndSubmit();
    fireEvent.click(await screen.findByRole("checkbox", { name: BOX }));
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await vi.waitFor(() => expect(api.callsTo("POST", API.changePassword)).toHaveLength(2));
    expect(api.callsTo("POST", API.changePassword)[1]!.body).toMatchObject({ confirmAdultAndTerms: true });
  });
});
