import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Real image bytes for upload tests. PNGs are written here by hand (signature, chunks with their
 * CRCs, zlib-compressed scanlines), so a test can also write a broken or hostile one; JPEGs come
 * from sharp's encoder.
 */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function ihdr(width: number, height: number, colourType = 2): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = colourType; // 2: RGB, 0: grey
  return pngChunk("IHDR", data);
}

/** An RGB PNG of width x height in one colour, with optional chunks before its image data. */
export function png(width: number, height: number, before: Buffer[] = []): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const scanlines = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    ...before,
    pngChunk("IDAT", deflateSync(scanlines)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2a7" } })
    .jpeg()
    .toBuffer();
}

/** A JPEG with a comment segment (COM, 0xFFFE) right after its start-of-image marker. */
export function withJpegComment(jpegBytes: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, "latin1");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpegBytes.subarray(0, 2), segment, text, jpegBytes.subarray(2)]);
}

/** The start of a zip archive (a local file header): what a PNG/zip polyglot carries. */
export const ZIP_TAIL = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("payload.js alert(1)")]);
export const HTML_TAIL = Buffer.from("<html><body><script>alert(document.domain)</script></body></html>");
