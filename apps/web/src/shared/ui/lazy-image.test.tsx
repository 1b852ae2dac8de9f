// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { LAZY_IMAGE_ATTEMPTS } from "@portal/contract/constants";
import { DEFAULT_GAME_ICON, LazyImage } from "./lazy-image";
import { loadedImages } from "./image-cache";

afterEach(cleanup);

describe("LazyImage", () => {
  it("retries, then falls back to the default game icon", () => {
    render(<LazyImage src="https://cdn.example/broken.png" alt="Broken game" />);
    for (let i = 0; i < LAZY_IMAGE_ATTEMPTS; i += 1) {
      const img = screen.getByAltText("Broken game");
      expect(img.getAttribute("src")).toBe("https://cdn.example/broken.png");
      fireEvent.error(img);
    }
    expect(screen.getByAltText("Broken game").getAttribute("src")).toBe(DEFAULT_GAME_ICON);
  });

  it("remembers loaded images", () => {
    render(<LazyImage src="https://cdn.example/ok.png" alt="Good game" />);
    fireEvent.load(screen.getByAltText("Good game"));
    expect(loadedImages.has("https://cdn.example/ok.png")).toBe(true);
  });

  it("requests a priority image at once, with high fetch priority", () => {
    render(<LazyImage src="https://cdn.example/banner.svg" alt="Banner" priority />);
    const img = screen.getByAltText("Banner");
    expect(img.getAttribute("src")).toBe("https://cdn.example/banner.svg");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the default icon for an empty source", () => {
    render(<LazyImage src="" alt="No icon" />);
    expect(screen.getByAltText("No icon").getAttribute("src")).toBe(DEFAULT_GAME_ICON);
  });

  it("falls back to the picture it is given (a category's drawing) when there is none or it fails", () => {
    render(<LazyImage src="" alt="No icon" fallback="/img/art/category-live.svg" />);
    expect(screen.getByAltText("No icon").getAttribute("src")).toBe("/img/art/category-live.svg");
    cleanup();
    render(<LazyImage src="https://cdn.example/broken.png" alt="Broken" fallback="/img/art/category-fish.svg" />);
    for (let i = 0; i < LAZY_IMAGE_ATTEMPTS; i += 1) fireEvent.error(screen.getByAltText("Broken"));
    expect(screen.getByAltText("Broken").getAttribute("src")).toBe("/img/art/category-fish.svg");
  });
});
