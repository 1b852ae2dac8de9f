// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API } from "@portal/contract/api/paths";
import * as contract from "@portal/contract/api/referral";
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from "./device-id";
import { FakeApi, ok } from "../../test-support/fake-api";

// The id is held in memory once read: each test starts from fresh modules.
async function fresh() {
  vi.resetModules();
  return {
    ...(await import("./device-id")),
    ...(await import("../api/client")),
    ...(await import("../api/sealed")),
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the device id", () => {
  it("is named and shaped as the contract says", () => {
    expect(DEVICE_ID_HEADER).toBe(contract.DEVICE_ID_HEADER);
    expect(DEVICE_ID_PATTERN.source).toBe(contract.DEVICE_ID_PATTERN.source);
    expect(DEVICE_ID_PATTERN.flags).toBe(contract.DEVICE_ID_PATTERN.flags);
  });

  it("is made once, 32 hex digits the server accepts, and kept in local storage", async () => {
    const { getDeviceId, DEVICE_ID_KEY } = await fresh();
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(DEVICE_ID_PATTERN.test(id)).toBe(true);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(getDeviceId()).toBe(id);
    // A later page of the same browser reads it back.
    expect((await fresh()).getDeviceId()).toBe(id);
  });

  it("differs between browsers", async () => {
    const first = (await fresh()).getDeviceId();
    localStorage.clear();
    expect((await fresh()).getDeviceId()).not.toBe(first);
  });

  it("replaces a stored value the server would refuse", async () => {
    localStorage.setItem("deviceId", "bad id!");
    const id = (await fresh()).getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem("deviceId")).toBe(id);
  });

  it("lasts for the page where storage is refused", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      const { getDeviceId } = await fresh();
      const id = getDeviceId();
      expect(getDeviceId()).toBe(id);
      expect(localStorage.getItem("deviceId")).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("is sent with every call, the sealed ones too", async () => {
    const api = new FakeApi().on("GET", API.systemStatus, ok({})).on("POST", API.login, ok({})).install();
    const { getDeviceId, apiGet, postSealed } = await fresh();
    await apiGet(API.systemStatus);
    await apiGet(API.systemStatus);
    await postSealed("POST", API.login, { username: "player01", password: "Secret123" });
    const sent = api.calls.map((call) => call.headers.get(DEVICE_ID_HEADER));
    expect(sent).toHaveLength(3);
    expect(new Set(sent)).toEqual(new Set([getDeviceId()]));
    expect(api.callsTo("POST", API.login)[0]!.sealed).toBe(true);
  });
});
