import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { UploadRepository } from "./repository";
import { AppError } from "../../http/app-error";
import { reencodeImage, type ImageType } from "./images";

/**
 * Reads the one file of a multipart request (field `file`): a whole PNG or JPEG of at most
 * 5 MB, returned re-encoded (only its pixels: see images.ts), or a clear refusal
 * (UNSUPPORTED_MEDIA_TYPE, PAYLOAD_TOO_LARGE). Nothing is stored until it passes.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; contentType: ImageType }> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the image as multipart/form-data");
  const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== "file") {
    throw new AppError("VALIDATION_FAILED", "An image is required", { file: "required" });
  }
  return reencodeImage(await file.toBuffer());
}

/**
 * Reads a multipart form of text fields and up to `maxFiles` images in `fileField` (each a whole
 * PNG or JPEG of at most 5 MB, re-encoded as readImageUpload does). Every file is read and checked
 * before anything is answered, so a form with one bad image stores nothing; one file too many is
 * VALIDATION_FAILED (400), one too large PAYLOAD_TOO_LARGE (413), one not an image
 * UNSUPPORTED_MEDIA_TYPE (415). An empty file input is left out.
 */
export async function readImagesForm(
  request: FastifyRequest,
  fileField: string,
  maxFiles: number,
): Promise<{ fields: Record<string, string>; images: { bytes: Buffer; contentType: ImageType }[] }> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data");
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: maxFiles, fields: 10 } })) {
    if (part.type === "field") {
      // A field sent twice would let one value pass the checks while another is meant.
      if (Object.hasOwn(fields, part.fieldname)) {
        throw new AppError("VALIDATION_FAILED", "A field was sent twice", { [part.fieldname]: "once" });
      }
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
    } else if (part.fieldname !== fileField) {
      await part.toBuffer();
      throw new AppError("VALIDATION_FAILED", "Unexpected file", { [part.fieldname]: "unexpected" });
    } else {
      const bytes = await part.toBuffer();
      // A file input left empty: a browser's form sends it with no name and no bytes.
      if (bytes.length > 0 || part.filename !== "") files.push(bytes);
    }
  }
  const images = [];
  for (const bytes of files) images.push(await reencodeImage(bytes));
  return { fields, images };
}

/** Keeps a member's checked image (readImageUpload) with its size and digest; answers its id. */
export class UploadStore {
  constructor(private readonly uploads: UploadRepository) {}

  store(owner: { merchantId: number; memberId: number }, image: { bytes: Buffer; contentType: ImageType }) {
    return this.uploads.insert({
      merchantId: owner.merchantId,
      memberId: owner.memberId,
      contentType: image.contentType,
      size: image.bytes.length,
      sha256: createHash("sha256").update(image.bytes).digest("hex"),
      bytes: image.bytes,
    });
  }
}

const EXTENSIONS: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpg" };
/** Serving an upload: a page that could run anything would be a hole, so nothing can run. */
const UPLOAD_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";

/**
 * Sends a stored upload to an operator as an inert download: its stored image type (anything
 * else, from rows stored before images were re-encoded, as opaque bytes), never sniffed, never
 * rendered as a page, never cached by a shared cache.
 */
export function sendUpload(
  reply: FastifyReply,
  upload: { bytes: Buffer | Uint8Array; contentType: string },
  name: string,
): FastifyReply {
  const type = (Object.hasOwn(EXTENSIONS, upload.contentType) ? upload.contentType : undefined) as
    ImageType | undefined;
  const filename = `${name.replace(/[^A-Za-z0-9_-]/g, "")}.${type ? EXTENSIONS[type] : "bin"}`;
  return reply
    .type(type ?? "application/octet-stream")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", UPLOAD_CSP)
    .header("cache-control", "private, no-store")
    .send(
      Buffer.isBuffer(upload.bytes)
        ? upload.bytes
        : Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength),
    );
}
