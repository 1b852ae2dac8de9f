import { createHash } from "node:crypto";
import type { PictureKind } from "@portal/contract/api/admin";
import { AppError } from "../../http/app-error";
import type { BrandCaches } from "../../lib/brand-cache";
import type { ImageType } from "../money/images";
import type { BrandImageRepository } from "./repository";

const EXTENSIONS: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpg" };
/** Digest characters in a picture's URL: with the id, a URL cannot be guessed from another. */
const URL_DIGEST_CHARS = 16;
const FILE_NAME = /^(\d{1,10})-([0-9a-f]{16})\.(png|jpg)$/;

export function brandImageUrl(image: { id: number; sha256: string; contentType: string }): string {
  const ext = EXTENSIONS[image.contentType as ImageType] ?? "png";
  return `/media/images/${image.id}-${image.sha256.slice(0, URL_DIGEST_CHARS)}.${ext}`;
}

/**
 * Operators' pictures for vendors, games, banners and promotions: stored once they passed the
 * upload checks (readImageUpload: PNG or JPG, 5 MB, re-encoded), served publicly from this
 * origin (the CSP's img-src 'self'), and set on what shows them. Setting one drops the brand's
 * cached catalogue so players see it at once.
 */
export class BrandImages {
  constructor(
    private readonly images: BrandImageRepository,
    private readonly caches: BrandCaches,
  ) {}

  async store(merchantId: number, image: { bytes: Buffer; contentType: ImageType }) {
    const sha256 = createHash("sha256").update(image.bytes).digest("hex");
    const id = await this.images.insert({
      merchantId,
      contentType: image.contentType,
      size: image.bytes.length,
      sha256,
      bytes: image.bytes,
    });
    return { id, url: brandImageUrl({ id, sha256, contentType: image.contentType }) };
  }

  /** Sets a picture of this brand on one of its vendors, games, banners or promotions. */
  async assign(merchantId: number, kind: PictureKind, target: string, imageId: number): Promise<{ url: string }> {
    const image = await this.images.findOwned(merchantId, imageId);
    if (!image) throw new AppError("NOT_FOUND", "No such picture", { imageId: "not found" });
    const url = brandImageUrl(image);
    const id = /^\d{1,10}$/.test(target) ? Number(target) : null;
    let found: boolean;
    if (kind === "vendor") found = await this.images.setVendorIcon(merchantId, target, url);
    else if (id === null || id > 2_147_483_647) found = false;
    else if (kind === "game") found = await this.images.setGameIcon(merchantId, id, url);
    else found = await this.images.setAnnouncementImage(merchantId, id, kind === "banner" ? "B" : "PR", url);
    if (!found) throw new AppError("NOT_FOUND", `No such ${kind}`, { target: "not found" });
    await this.caches.changed(merchantId);
    return { url };
  }

  /** The picture a public URL's file name names (id and digest must both match). */
  async file(name: string) {
    const match = FILE_NAME.exec(name);
    const id = match ? Number(match[1]) : 0;
    if (!match || id < 1 || id > 2_147_483_647) return undefined;
    const image = await this.images.find(id);
    if (!image || !image.sha256.startsWith(match[2]!) || brandImageUrl(image) !== `/media/images/${name}`)
      return undefined;
    return image;
  }
}
