import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";
import { AppError } from "../../http/app-error";

/** The content types we keep, recognised by their first bytes (never by name or declared type). */
const SIGNATURES: { contentType: "image/png" | "image/jpeg"; magic: number[] }[] = [
  { contentType: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
];

export function sniffImage(bytes: Buffer): "image/png" | "image/jpeg" | undefined {
  return SIGNATURES.find(({ magic }) => magic.every((byte, i) => bytes[i] === byte))?.contentType;
}

/**
 * Reads the one file of a multipart request (field `file`): a PNG or JPEG of at most 5 MB, or
 * a clear refusal (UNSUPPORTED_MEDIA_TYPE, PAYLOAD_TOO_LARGE). Nothing is stored until it passes.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; contentType: string }> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the image as multipart/form-data");
  const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== "file") {
    throw new AppError("VALIDATION_FAILED", "An image is required", { file: "required" });
  }
  const bytes = await file.toBuffer();
  const contentType = sniffImage(bytes);
  if (!contentType) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Only PNG or JPG images are accepted");
  return { bytes, contentType };
}

export async function storeUpload(
  db: Db,
  owner: { merchantId: number; memberId: number },
  image: { bytes: Buffer; contentType: string },
): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      merchantId: owner.merchantId,
      memberId: owner.memberId,
      contentType: image.contentType,
      size: image.bytes.length,
      sha256: createHash("sha256").update(image.bytes).digest("hex"),
      bytes: image.bytes,
    })
    .returning({ id: uploads.id });
  return row!.id;
}
