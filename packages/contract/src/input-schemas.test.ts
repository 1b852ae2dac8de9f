import { describe, expect, it } from "vitest";
import { EPOCH_MS_MAX, epochMs, exactText, isStorableText, secret, text } from "./input-schemas";

/** What the platform says (Node 20+): well-formed UTF-16 without U+0000. */
const platformSays = (value: string) =>
  !value.includes("\u0000") && (value as string & { isWellFormed(): boolean }).isWellFormed();

describe("storable text", () => {
  it("agrees with String.prototype.isWellFormed on every code unit and every short mix of the edge ones", () => {
    for (let unit = 0; unit <= 0xffff; unit++) {
      const value = String.fromCharCode(unit);
      expect(isStorableText(value), unit.toString(16)).toBe(platformSays(value));
    }
    const edges = [0x0, 0x41, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xffff].map((u) =>
      String.fromCharCode(u),
    );
    for (const a of edges) {
      for (const b of edges) {
        for (const c of ["", ...edges]) {
          const value = a + b + c;
          expect(isStorableText(value), JSON.stringify(value)).toBe(platformSays(value));
        }
      }
    }
  });

  it("keeps what people type, astral characters included, and refuses U+0000 and lone surrogates", () => {
    for (const value of ["", "Nguyễn Văn A", "李小龙", "สมชาย", "😀 ok", "tab\tand\nnewline"]) {
      expect(isStorableText(value), value).toBe(true);
    }
    for (const value of ["a\u0000b", "\ud800", "x\udc00", "\ude00😀", "😀\ud83d"]) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("text trims and bounds, exactText and secret keep the text as sent; all refuse unstorable text", () => {
    expect(text(5).parse("  abc  ")).toBe("abc");
    expect(text(5).safeParse("abcdef").success).toBe(false);
    expect(exactText(8).parse(" token ")).toBe(" token ");
    expect(secret.parse(" pass word ")).toBe(" pass word ");
    for (const schema of [text(64), exactText(64), secret]) {
      for (const bad of ["pass\u0000word", "pass\ud800word"]) {
        const result = schema.safeParse(bad);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe("invalid_characters");
      }
    }
    expect(text(8).min(1).safeParse(" \u0000 ").success).toBe(false);
  });
});

describe("epoch milliseconds", () => {
  it("takes 1970 to the end of year 9999, which Date and PostgreSQL both hold", () => {
    expect(EPOCH_MS_MAX).toBe(Date.UTC(9999, 11, 31, 23, 59, 59, 999));
    expect(epochMs.parse("0")).toBe(0);
    expect(epochMs.parse(String(EPOCH_MS_MAX))).toBe(EPOCH_MS_MAX);
    expect(new Date(epochMs.parse(String(EPOCH_MS_MAX))).toISOString()).toBe("9999-12-31T23:59:59.999Z");
    for (const bad of [String(EPOCH_MS_MAX + 1), "8700000000000000", "-1", "1.5", "soon"]) {
      expect(epochMs.safeParse(bad).success, bad).toBe(false);
    }
  });
});
