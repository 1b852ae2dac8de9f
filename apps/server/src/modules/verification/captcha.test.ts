import { describe, expect, it } from "vitest";
import { CAPTCHA_CHARS, captchaText, renderCaptchaPng } from "./captcha";

describe("captcha text", () => {
  it("is 4 or 5 unambiguous characters", () => {
    const lengths = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const text = captchaText();
      lengths.add(text.length);
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_CHARS}]{4,5}$`));
    }
    expect([...lengths].sort()).toEqual([4, 5]);
    for (const ambiguous of "0OQD1IL2Z5S8BUVG") expect(CAPTCHA_CHARS).not.toContain(ambiguous);
  });

  it("is drawn as a PNG", () => {
    const png = renderCaptchaPng("ACE47");
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    // IHDR: 150 x 50.
    expect(png.readUInt32BE(16)).toBe(150);
    expect(png.readUInt32BE(20)).toBe(50);
  });
});
