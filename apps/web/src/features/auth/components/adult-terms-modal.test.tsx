// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { memberInfoQuery } from "../../../shared/api/member";
import { closeModal, getModal } from "../../../shared/modals/modal-store";
import { FakeApi, ok, refuse, type Reply } from "../../../test-support/fake-api";
import { TEST_TOKEN, renderPage } from "../../../test-support/render-page";
import { AdultTermsModal } from "./adult-terms-modal";

// An account that owes the 18+ and terms confirmation with no password change pending gives it
// here, or logs out: the server refuses everything else meanwhile.

const owing = { adultTermsPending: true } as MemberInfo;
const BOX = /I confirm I am 18 or over/;
const CONFIRM = { name: "Confirm and continue" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount(...replies: Reply[]) {
  return new FakeApi()
    .on("GET", API.memberInfo, ok(owing))
    .on("PUT", API.adultTerms, ...replies)
    .install();
}

describe("AdultTermsModal", () => {
  it("sends nothing until the box is ticked, then gives the confirmation and closes", async () => {
    const api = mount(ok(null));
    const onClose = vi.fn();
    const { queryClient } = await renderPage(<AdultTermsModal params={{}} onClose={onClose} />);
    queryClient.setQueryData(memberInfoQuery(TEST_TOKEN).queryKey, owing);
    // It cannot be closed: the choices are to confirm or to log out.
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", CONFIRM));
    expect(await screen.findByText("Please confirm that you are 18 or over and accept the terms.")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: BOX }).getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("PUT", API.adultTerms)).toEqual([]);

    fireEvent.click(screen.getByRole("checkbox", { name: BOX }));
    fireEvent.click(screen.getByRole("button", CONFIRM));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.callsTo("PUT", API.adultTerms).map((call) => call.body)).toEqual([{ confirmAdultAndTerms: true }]);
    // Owed no more at once, before member info is read again.
    expect(queryClient.getQueryData<MemberInfo>(memberInfoQuery(TEST_TOKEN).queryKey)?.adultTermsPending).toBe(false);
  });

  it("says why a confirmation was not taken, and stays open", async () => {
    mount(refuse("INTERNAL_ERROR", 500));
    const onClose = vi.fn();
    await renderPage(<AdultTermsModal params={{}} onClose={onClose} />);
    fireEvent.click(screen.getByRole("checkbox", { name: BOX }));
    fireEvent.click(screen.getByRole("button", CONFIRM));
    expect(await screen.findByText("Something went wrong on our side. Please try again later.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the after-login popup it took the place of once the confirmation is given", async () => {
    mount(ok(null));
    const onClose = vi.fn();
    await renderPage(<AdultTermsModal params={{ afterLogin: "F" }} onClose={onClose} />);
    fireEvent.click(screen.getByRole("checkbox", { name: BOX }));
    fireEvent.click(screen.getByRole("button", CONFIRM));
    await vi.waitFor(() => expect(getModal()).toEqual({ name: "afterLogin", params: { execution: "F" } }));
    expect(onClose).not.toHaveBeenCalled();
    closeModal();
  });
});
