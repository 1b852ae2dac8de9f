import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "@portal/contract/money";

/** The file input's `accept`: the image types the server takes. */
export const UPLOAD_ACCEPT = UPLOAD_CONTENT_TYPES.join(",");
/** The size limit in whole megabytes, for the message. */
export const UPLOAD_MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));

export type UploadProblem = "type" | "size" | "empty";

/** Why a receipt or proof cannot be sent (PNG or JPEG, at most UPLOAD_MAX_BYTES), or null. */
export function uploadProblem(file: Pick<File, "type" | "size">): UploadProblem | null {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > UPLOAD_MAX_BYTES) return "size";
  return null;
}
