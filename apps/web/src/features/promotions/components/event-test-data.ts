/** Events, applications and image files for the promotions feature's component tests. Only tests import this file. */
import type { ApplicationView, EventView } from "../api/events-api";

/** 2024-01-02 09:00:00 GMT+8. */
export const APPLIED_AT = Date.UTC(2024, 0, 2, 1, 0, 0);
/** A day later. */
export const REVIEWED_AT = APPLIED_AT + 86_400_000;

export const application = (id: number, extra: Partial<ApplicationView> = {}): ApplicationView => ({
  id,
  promotionId: 21,
  title: "Lucky screenshot",
  status: "APPLYING",
  comment: "My big win",
  images: 1,
  prize: null,
  note: "",
  appliedAt: APPLIED_AT,
  reviewedAt: null,
  ...extra,
});

export const event = (extra: Partial<EventView> = {}): EventView => ({
  id: 4,
  // 2024-01-01 08:00:00 to 2024-02-01 08:00:00 GMT+8.
  startsAt: Date.UTC(2024, 0, 1, 0, 0, 0),
  endsAt: Date.UTC(2024, 1, 1, 0, 0, 0),
  open: true,
  reason: null,
  application: null,
  ...extra,
});

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const GIF_START = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0];

/** A file with these first bytes, of `size` bytes as the browser reports it. */
function file(name: string, type: string, bytes: number[], size?: number): File {
  const made = new File([new Uint8Array(bytes)], name, { type });
  if (size !== undefined) Object.defineProperty(made, "size", { value: size });
  return made;
}

export const png = (name: string, size?: number) => file(name, "image/png", PNG_START, size);
export const jpeg = (name: string, size?: number) => file(name, "image/jpeg", JPEG_START, size);
export const gif = (name: string) => file(name, "image/gif", GIF_START);
/** A GIF renamed to .png: its declared type says PNG, its bytes do not. */
export const renamedGif = (name: string) => file(name, "image/png", GIF_START);
