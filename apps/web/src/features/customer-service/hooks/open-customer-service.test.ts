import { describe, expect, it, vi, type Mock } from "vitest";
import { encodeServiceLink } from "@portal/contract/customer-service-link";
import {
  CUSTOMER_SERVICE_TYPE_LINK,
  CUSTOMER_SERVICE_WINDOW_FEATURES,
  CUSTOMER_SERVICE_WINDOW_NAME,
} from "@portal/contract/constants";
import { openCustomerService, type PopupWindow } from "./open-customer-service";

function fakePopup(): PopupWindow & { close: Mock<() => void> } {
  return { location: { href: "about:blank" }, opener: {}, close: vi.fn<() => void>() };
}

describe("openCustomerService", () => {
  it("opens the window at once, then loads the decoded link of type 3", async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    const path = await encodeServiceLink("https://chat.example.com/room?id=7", "k3y-8chr");
    let resolveEntries: (v: { csType: number; path: string }[]) => void = () => {};
    const pending = openCustomerService({
      open,
      fetchEntries: () => new Promise((resolve) => (resolveEntries = resolve)),
    });
    // Synchronous open, before any await: popup blockers allow it.
    expect(open).toHaveBeenCalledWith("", CUSTOMER_SERVICE_WINDOW_NAME, CUSTOMER_SERVICE_WINDOW_FEATURES);
    resolveEntries([
      { csType: 1, path: "ignored" },
      { csType: CUSTOMER_SERVICE_TYPE_LINK, path },
    ]);
    await expect(pending).resolves.toBe(true);
    expect(popup.location.href).toBe("https://chat.example.com/room?id=7");
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it("closes the window when the fetch fails", async () => {
    const popup = fakePopup();
    const ok = await openCustomerService({ open: () => popup, fetchEntries: () => Promise.reject(new Error("down")) });
    expect(ok).toBe(false);
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it("closes the window when no link entry exists or the link is altered", async () => {
    const first = fakePopup();
    await openCustomerService({ open: () => first, fetchEntries: async () => [{ csType: 1, path: "x" }] });
    expect(first.close).toHaveBeenCalledOnce();

    const second = fakePopup();
    const path = await encodeServiceLink("https://chat.example.com", "abcdefgh");
    const altered = `${path.slice(0, 5)}${path[5] === "A" ? "B" : "A"}${path.slice(6)}`;
    await openCustomerService({
      open: () => second,
      fetchEntries: async () => [{ csType: CUSTOMER_SERVICE_TYPE_LINK, path: altered }],
    });
    expect(second.close).toHaveBeenCalledOnce();
  });

  it("refuses a link that is not a web URL", async () => {
    const popup = fakePopup();
    const path = await encodeServiceLink("javascript:alert(1)", "abcdefgh");
    const ok = await openCustomerService({
      open: () => popup,
      fetchEntries: async () => [{ csType: CUSTOMER_SERVICE_TYPE_LINK, path }],
    });
    expect(ok).toBe(false);
    expect(popup.close).toHaveBeenCalledOnce();
    expect(popup.location.href).toBe("about:blank");
  });

  it("resolves a relative link against the portal's address", async () => {
    const popup = fakePopup();
    const path = await encodeServiceLink("/helpmc", "abcdefgh");
    const ok = await openCustomerService({
      open: () => popup,
      fetchEntries: async () => [{ csType: CUSTOMER_SERVICE_TYPE_LINK, path }],
      base: "https://portal.example/index",
    });
    expect(ok).toBe(true);
    expect(popup.location.href).toBe("https://portal.example/helpmc");
  });

  it("does nothing when the popup is blocked", async () => {
    const fetchEntries = vi.fn();
    await expect(openCustomerService({ open: () => null, fetchEntries })).resolves.toBe(false);
    expect(fetchEntries).not.toHaveBeenCalled();
  });
});
