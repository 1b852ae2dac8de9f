// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { gif, jpeg, png, renamedGif } from "../components/event-test-data";
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_MB,
  checkImages,
  commentLength,
  isImageStart,
  startsAsImage,
} from "./application-images";

describe("an application's checks", () => {
  it("count the comment as the server does: trimmed, in code points", () => {
    expect(commentLength("  hello  ")).toBe(5);
    expect(commentLength("🎉🎉")).toBe(2);
    expect(commentLength("中文")).toBe(2);
  });

  it("take PNG and JPEG by their first bytes", () => {
    expect(IMAGE_ACCEPT).toBe("image/png,image/jpeg");
    expect(IMAGE_MAX_MB).toBe(5);
    expect(isImageStart(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isImageStart(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(true);
    expect(isImageStart(new Uint8Array([0x47, 0x49, 0x46]))).toBe(false);
    expect(isImageStart(new Uint8Array())).toBe(false);
  });

  it("read a file's first bytes, not its declared type", async () => {
    expect(await startsAsImage(png("a.png"))).toBe(true);
    expect(await startsAsImage(jpeg("b.jpg"))).toBe(true);
    expect(await startsAsImage(renamedGif("c.png"))).toBe(false);
    expect(await startsAsImage(new File([], "empty.png", { type: "image/png" }))).toBe(false);
  });

  it("add images up to the room left and say why the others were not added", async () => {
    const { added, refused } = await checkImages(
      [
        png("a.png"),
        jpeg("b.jpg"),
        gif("c.gif"),
        renamedGif("d.png"),
        png("big.png", UPLOAD_MAX_BYTES + 1),
        png("empty.png", 0),
        png("e.png"),
        png("f.png"),
      ],
      3,
    );
    expect(added[0]!.url).toMatch(/^data:image\/png;base64,/);
    expect(added.map((image) => image.file.name)).toEqual(["a.png", "b.jpg", "e.png"]);
    expect(refused).toEqual([
      { name: "c.gif", problem: "notImage" },
      { name: "d.png", problem: "notImage" },
      { name: "big.png", problem: "tooLarge" },
      { name: "empty.png", problem: "empty" },
      { name: "f.png", problem: "tooMany" },
    ]);
    // Exactly the limit is taken.
    expect((await checkImages([png("max.png", UPLOAD_MAX_BYTES)], 1)).added).toHaveLength(1);
  });
});
