import { describe, expect, it } from "vitest";
import { cleanChatText } from "./service";

const ENGLAND = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
const FAMILY = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
const HEART = "\u2764\uFE0F";

describe("a chat message's text", () => {
  it("is refused (empty) when nothing visible is left: Hangul fillers, the braille blank, a lone variation selector", () => {
    expect(cleanChatText("\u3164")).toBe("");
    expect(cleanChatText("\u3164\u3164 \u115F\u1160\uFFA0")).toBe("");
    expect(cleanChatText("\u2800")).toBe("");
    expect(cleanChatText("\u2800 \u2800\u2800")).toBe("");
    expect(cleanChatText("\uFE0F")).toBe("");
    expect(cleanChatText(" \uFE0F\uFE0E\u034F\u{E0067}\u{E007F}\u{E0100} ")).toBe("");
    expect(cleanChatText("\u200B\u200D\u2060\uFEFF\u202E")).toBe("");
  });

  it("drops default-ignorable characters around visible text", () => {
    expect(cleanChatText("h\u3164i\u034F \u115F\u2060there\u200B")).toBe("hi there");
    expect(cleanChatText("a\u{E0067}\u{E007F}b")).toBe("ab");
    // A variation selector is kept only right after a visible character.
    expect(cleanChatText("a \uFE0Fb")).toBe("a b");
    expect(cleanChatText("\uFE0F\u2764")).toBe("\u2764");
    expect(cleanChatText("\u2764\uFE0F\uFE0F")).toBe(HEART);
    // The braille blank stays inside a message that has visible text.
    expect(cleanChatText("ok\u2800")).toBe("ok\u2800");
  });

  it("keeps emoji whole: a subdivision flag, a family joined by ZWJ, a heart in emoji style", () => {
    expect(cleanChatText(ENGLAND)).toBe(ENGLAND);
    expect(cleanChatText(`go ${ENGLAND}!`)).toBe(`go ${ENGLAND}!`);
    expect(cleanChatText(FAMILY)).toBe(FAMILY);
    expect(cleanChatText(`\u200D${FAMILY}\u200D`)).toBe(FAMILY);
    expect(cleanChatText(HEART)).toBe(HEART);
    expect(cleanChatText(`I ${HEART} it`)).toBe(`I ${HEART} it`);
    // The eye in a speech bubble: a variation selector, then a joiner.
    const eye = "\u{1F441}\uFE0F\u200D\u{1F5E8}\uFE0F";
    expect(cleanChatText(eye)).toBe(eye);
  });

  it("drops a black flag's tags that make no flag (no cancel tag, or too many)", () => {
    expect(cleanChatText("\u{1F3F4}\u{E0067}\u{E0062}")).toBe("\u{1F3F4}");
    const long = `\u{1F3F4}${"\u{E0061}".repeat(20)}\u{E007F}`;
    expect(cleanChatText(long)).toBe("\u{1F3F4}");
  });
});
