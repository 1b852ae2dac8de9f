import { crc32 } from "node:zlib";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../http/app-error";

/**
 * Member-sent images (deposit receipts, withdrawal proofs): only a whole PNG or JPEG is taken,
 * and only its pixels are kept. Decision 0013 says why sharp (libvips) decodes and re-encodes
 * them: a file that merely starts like an image (a PNG followed by a zip or HTML, HTML in a
 * text chunk or a JPEG comment) is never stored or served as sent.
 */
export type ImageType = "image/png" | "image/jpeg";

/**
 * Most pixels an image may have. Checked from the header before anything is decoded: a tiny
 * file can claim 50000 x 50000 pixels (a decompression bomb). 50 megapixels covers the largest
 * ordinary phone photos; a receipt needs far less.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** A decode and re-encode that takes longer than this is given up (and the upload refused). */
const REENCODE_TIMEOUT_S = 10;

// Uploads are decoded once: libvips' operation cache would only keep members' images in memory.
sharp.cache(false);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

/** The type a file claims by its first bytes (never by its name or declared type). */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (bytes.subarray(0, 3).equals(JPEG_START)) return "image/jpeg";
  return undefined;
}

const notAnImage = () => new AppError("UNSUPPORTED_MEDIA_TYPE", "The file is not a valid PNG or JPG image");
const tooManyPixels = () =>
  new AppError("PAYLOAD_TOO_LARGE", "The image has too many pixels", undefined, { maxPixels: IMAGE_MAX_PIXELS });

/**
 * A PNG's chunk structure, before any decoder sees it: IHDR first (13 bytes, sane dimensions),
 * every chunk whole with a matching CRC, up to IEND. Whatever follows IEND is not part of the
 * image (a polyglot's payload): it is ignored here and gone after re-encoding.
 */
function pngDimensions(bytes: Buffer): { width: number; height: number } {
  let offset = PNG_SIGNATURE.length;
  let dimensions: { width: number; height: number } | undefined;
  for (;;) {
    if (offset + 12 > bytes.length) throw notAnImage();
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) throw notAnImage();
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) throw notAnImage();
    if (!dimensions) {
      if (type !== "IHDR" || length !== 13) throw notAnImage();
      dimensions = { width: bytes.readUInt32BE(offset + 8), height: bytes.readUInt32BE(offset + 12) };
      if (dimensions.width === 0 || dimensions.height === 0) throw notAnImage();
      if (dimensions.width > 0x7fffffff || dimensions.height > 0x7fffffff) throw notAnImage();
    }
    if (type === "IEND") return dimensions;
    offset = end;
  }
}

/**
 * The image's pixels, re-encoded in its own format with no metadata (EXIF, text chunks,
 * comments, ICC profile): a PNG stays a lossless PNG, a JPEG becomes a fresh JPEG (quality 90),
 * turned upright from its EXIF orientation first. Refuses (UNSUPPORTED_MEDIA_TYPE) anything
 * that is not a whole PNG or JPEG (a bad CRC, a cut-short file, a decoder warning), and
 * (PAYLOAD_TOO_LARGE) an image above IMAGE_MAX_PIXELS before decoding it.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; contentType: ImageType }> {
  const contentType = sniffImage(bytes);
  if (!contentType) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Only PNG or JPG images are accepted");
  if (contentType === "image/png") {
    const { width, height } = pngDimensions(bytes);
    if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  }
  const format = contentType === "image/png" ? "png" : "jpeg";
  // failOn "warning": a truncated file or a CRC error refuses the image instead of being
  // decoded as far as it goes. The pixel limit is checked by libvips from the header as well.
  const options = { failOn: "warning", limitInputPixels: IMAGE_MAX_PIXELS } as const;
  let header: Metadata;
  try {
    // The header only: dimensions are compared with the limit below, to answer "too many pixels".
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (header.format !== format || !header.width || !header.height) throw notAnImage();
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  try {
    const image = sharp(bytes, options).rotate().timeout({ seconds: REENCODE_TIMEOUT_S });
    const encoded = format === "png" ? image.png() : image.jpeg({ quality: 90 });
    return { bytes: await encoded.toBuffer(), contentType };
  } catch {
    throw notAnImage();
  }
}
