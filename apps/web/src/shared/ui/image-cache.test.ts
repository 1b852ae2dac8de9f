import { describe, expect, it } from "vitest";
import { ImageCache } from "./image-cache";

describe("ImageCache", () => {
  it("remembers loaded URLs", () => {
    const cache = new ImageCache(3);
    cache.add("a");
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
  });

  it("drops the least recently used entry beyond capacity", () => {
    const cache = new ImageCache(2);
    cache.add("a");
    cache.add("b");
    expect(cache.has("a")).toBe(true); // "b" is now the oldest
    cache.add("c");
    expect(cache.has("b")).toBe(false);
    expect(cache.has("a")).toBe(true);
    expect(cache.has("c")).toBe(true);
    expect(cache.size).toBe(2);
  });
});
