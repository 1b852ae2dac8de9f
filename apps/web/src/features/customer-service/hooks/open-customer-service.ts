import {
  CUSTOMER_SERVICE_TYPE_LINK,
  CUSTOMER_SERVICE_WINDOW_FEATURES,
  CUSTOMER_SERVICE_WINDOW_NAME,
} from "@portal/contract/constants";
import { decodeServiceLink } from "@portal/contract/customer-service-link";
import type { CustomerServiceEntry } from "@portal/contract/api/system";

export interface PopupWindow {
  location: { href: string };
  opener: unknown;
  close(): void;
}

export interface CustomerServiceDeps {
  /** window.open, called synchronously inside the click so the popup is not blocked. */
  open: (url: string, name: string, features: string) => PopupWindow | null;
  /** A fresh list of customer-service entries (the system status is refetched). */
  fetchEntries: () => Promise<readonly CustomerServiceEntry[]>;
  decode?: (path: string) => Promise<string>;
  /** Base of a relative link (e.g. "/helpmc"): the portal's own address. */
  base?: string;
}

/** The absolute http(s) URL of a link, or null (never javascript:, data: and the like). */
export function resolveWebUrl(link: string, base: string): string | null {
  try {
    const parsed = new URL(link, base);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens the customer-service popup (spec section 2): the window opens at once, then the fresh
 * link of type 3 is decoded and loaded into it; on any failure the window closes.
 * Returns true when the link was loaded.
 */
export function openCustomerService(deps: CustomerServiceDeps): Promise<boolean> {
  const popup = deps.open("", CUSTOMER_SERVICE_WINDOW_NAME, CUSTOMER_SERVICE_WINDOW_FEATURES);
  if (!popup) return Promise.resolve(false);
  const decode = deps.decode ?? decodeServiceLink;
  return (async () => {
    try {
      const entries = await deps.fetchEntries();
      const entry = entries.find((e) => e.csType === CUSTOMER_SERVICE_TYPE_LINK);
      if (!entry) throw new Error("no customer-service link");
      const base = deps.base ?? globalThis.location?.href ?? "http://localhost/";
      const url = resolveWebUrl(await decode(entry.path), base);
      if (url === null) throw new Error("customer-service link is not a web URL");
      try {
        popup.opener = null;
      } catch {
        // Some browsers refuse; the popup still loads.
      }
      popup.location.href = url;
      return true;
    } catch {
      popup.close();
      return false;
    }
  })();
}
