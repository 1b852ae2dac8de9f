// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import { FEATURE } from "@portal/contract/feature-switches";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { getSession } from "../../../shared/storage/session";
import { LoginModal } from "./login-modal";

/** The status call of a brand with the free demo (FREEPLAY3) on. */
const status = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "", country: "" },
  info: {
    whitelabel: [{ modId: FEATURE.freePlay, enabled: "1", childrenNodes: [] }],
    register: {},
    resources: [],
    customerService: [],
  },
};
const trial = {
  token: "trial-token",
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  memberType: 4,
};

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on("GET", API.systemStatus, ok(status)).on("POST", API.loginFreePlay, ok(trial)).install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LoginModal: free demo", () => {
  it("asks the 18+ and terms confirmation before a trial session starts", async () => {
    await renderPage(<LoginModal params={{}} onClose={() => undefined} />, { memberType: 0 });
    const freeDemo = await screen.findByRole("button", { name: "Free demo" });
    expect(screen.queryByRole("checkbox", { name: /18 or over/ })).toBeNull();

    // The first press asks; a press without the box ticked is refused at the box.
    fireEvent.click(freeDemo);
    const box = await screen.findByRole("checkbox", { name: /18 or over/ });
    expect(screen.getByRole("group", { name: /please confirm first/ })).toBeTruthy();
    fireEvent.click(freeDemo);
    expect(await screen.findByText("Please confirm that you are 18 or over and accept the terms.")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST", API.loginFreePlay)).toEqual([]);

    fireEvent.click(box);
    fireEvent.click(freeDemo);
    await vi.waitFor(() => expect(api.callsTo("POST", API.loginFreePlay)).toHaveLength(1));
    expect(api.callsTo("POST", API.loginFreePlay)[0]!.body).toEqual({ confirmAdultAndTerms: true });
    await vi.waitFor(() => expect(getSession()).toMatchObject({ token: "trial-token", memberType: 4 }));
  });
});
