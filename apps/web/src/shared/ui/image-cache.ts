import { LAZY_IMAGE_CACHE_ENTRIES } from "@portal/contract/constants";

/**
 * Recently loaded image URLs, least recently used first (a Map keeps insertion order).
 * A cached URL renders at once on revisit instead of waiting for the observer.
 */
export class ImageCache {
  private readonly entries = new Map<string, true>();

  constructor(private readonly capacity: number = LAZY_IMAGE_CACHE_ENTRIES) {}

  has(url: string): boolean {
    if (!this.entries.has(url)) return false;
    // Refresh recency.
    this.entries.delete(url);
    this.entries.set(url, true);
    return true;
  }

  add(url: string): void {
    this.entries.delete(url);
    this.entries.set(url, true);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export const loadedImages = new ImageCache();
