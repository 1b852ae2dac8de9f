// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "@portal/contract/api/paths";
import { FakeApi, refuse } from "../../test-support/fake-api";
import { getToken, setSession } from "../storage/session";
import { apiGet } from "./client";

// A failed call that says the login is over drops the session this tab keeps; any other refusal
// leaves it.
describe("a failed call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["NOT_LOGGED_IN", 401],
    ["SESSION_LIMIT_REACHED", 403],
  ] as const)("%s drops the session the call was sent with", async (code, status) => {
    new FakeApi().on("GET", API.walletBalance, refuse(code, status)).install();
    setSession("token-1", 0);
    await expect(apiGet(API.walletBalance)).rejects.toMatchObject({ code });
    expect(getToken()).toBeNull();
  });

  it("of another kind keeps it", async () => {
    new FakeApi().on("GET", API.walletBalance, refuse("LOSS_LIMIT_REACHED", 403)).install();
    setSession("token-2", 0);
    await expect(apiGet(API.walletBalance)).rejects.toMatchObject({ code: "LOSS_LIMIT_REACHED" });
    expect(getToken()).toBe("token-2");
  });
});
