import { readStorage, writeStorage } from "./safe-storage";

/**
 * The contract's DEVICE_ID_HEADER and DEVICE_ID_PATTERN (api/referral.ts), copied: that module's
 * schemas would bring zod to the first screen (device-id.test.ts keeps the copies equal).
 */
export const DEVICE_ID_HEADER = "x-device-id";
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Local storage key of this browser's device id (the referral checks, decision 0043). */
export const DEVICE_ID_KEY = "deviceId";

let deviceId: string | null = null;

/**
 * This browser's device id, sent with every call (DEVICE_ID_HEADER): 32 random hex digits made
 * once and kept in local storage. Where storage is refused it lasts for the page's life.
 */
export function getDeviceId(): string {
  if (deviceId !== null) return deviceId;
  const stored = readStorage("local", DEVICE_ID_KEY);
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return (deviceId = stored);
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  deviceId = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  writeStorage("local", DEVICE_ID_KEY, deviceId);
  return deviceId;
}
