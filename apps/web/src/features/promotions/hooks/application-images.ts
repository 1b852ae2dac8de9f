import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "@portal/contract/money";

/**
 * The checks of an application's comment and images, before anything is sent; they mirror the
 * server's (spec section 5, decision 0040): a comment of at most EVENT_COMMENT_MAX characters
 * counted in code points after trimming, at most EVENT_MAX_IMAGES images, each a PNG or JPEG by
 * its first bytes (never by its name or declared type) of at most UPLOAD_MAX_BYTES.
 */

/** The file input's `accept`: the image types the server takes (the picker's filter, not a check). */
export const IMAGE_ACCEPT = UPLOAD_CONTENT_TYPES.join(",");
/** The size limit in whole megabytes, for the messages. */
export const IMAGE_MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));

/** The comment's length as the server counts it: trimmed, an emoji as one character. */
export function commentLength(comment: string): number {
  return [...comment.trim()].length;
}

export type ImageProblem = "tooMany" | "empty" | "tooLarge" | "notImage";

/** What can be told of a file without reading it: its size. */
export function sizeProblem(file: Pick<File, "size">): ImageProblem | null {
  if (file.size === 0) return "empty";
  if (file.size > UPLOAD_MAX_BYTES) return "tooLarge";
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** Whether these first bytes start a PNG or a JPEG (the server's sniffImage). */
export function isImageStart(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE) || startsWith(bytes, JPEG_START);
}

/** Reads a file (or the start of one) as the reader's `method` gives it. */
function read<T>(blob: Blob, method: (reader: FileReader, blob: Blob) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error("unread"));
    method(reader, blob);
  });
}

/** Whether a file starts as a PNG or a JPEG (its first bytes only are read). */
export async function startsAsImage(file: Blob): Promise<boolean> {
  const start = await read<ArrayBuffer>(file.slice(0, 8), (reader, blob) => reader.readAsArrayBuffer(blob)).catch(
    () => new ArrayBuffer(0),
  );
  return isImageStart(new Uint8Array(start));
}

/** A file as a `data:` URL, the thumbnail's source (the CSP's img-src takes data: URLs, not blob: ones). */
export function dataUrlOf(file: Blob): Promise<string> {
  return read<string>(file, (reader, blob) => reader.readAsDataURL(blob));
}

/** A chosen image that passed the checks, with its thumbnail. */
export interface ChosenImage {
  id: number;
  file: File;
  url: string;
}

/** A file that was not added, and why. */
export interface RefusedImage {
  name: string;
  problem: ImageProblem;
}

let nextId = 1;

/**
 * What can be added of `files` with `room` places left, in the order chosen: each file is checked
 * by its size, then by its first bytes; the images beyond the room are refused as tooMany.
 */
export async function checkImages(
  files: readonly File[],
  room: number,
): Promise<{ added: ChosenImage[]; refused: RefusedImage[] }> {
  const problems = await Promise.all(
    files.map(async (file) => sizeProblem(file) ?? ((await startsAsImage(file)) ? null : "notImage")),
  );
  const refused: RefusedImage[] = [];
  const taken: File[] = [];
  files.forEach((file, i) => {
    const problem = problems[i] ?? (taken.length < room ? null : "tooMany");
    if (problem) refused.push({ name: file.name, problem });
    else taken.push(file);
  });
  const urls = await Promise.all(taken.map((file) => dataUrlOf(file).catch(() => null)));
  const added: ChosenImage[] = [];
  taken.forEach((file, i) => {
    const url = urls[i];
    if (url) added.push({ id: nextId++, file, url });
    else refused.push({ name: file.name, problem: "notImage" });
  });
  return { added, refused };
}
