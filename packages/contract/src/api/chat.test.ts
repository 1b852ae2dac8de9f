import { describe, expect, it } from "vitest";
import { CHAT_TEXT_MAX, chatPostRequest, chatTextLength } from "./chat";

const field = (text: string) => {
  const parsed = chatPostRequest.safeParse({ text });
  return parsed.success ? "ok" : parsed.error.issues[0]?.message;
};

describe("chatPostRequest", () => {
  it("counts code points, as the web's counter and PostgreSQL's char_length do: an emoji is one", () => {
    const emoji = "\u{1F600}";
    expect(chatTextLength(emoji.repeat(3))).toBe(3);
    // 150 emoji are 300 UTF-16 units but 150 characters.
    expect(field(emoji.repeat(150))).toBe("ok");
    expect(field(emoji.repeat(CHAT_TEXT_MAX))).toBe("ok");
    expect(field(emoji.repeat(CHAT_TEXT_MAX + 1))).toBe("too_long");
    expect(field(`${"a".repeat(CHAT_TEXT_MAX)}${emoji}`)).toBe("too_long");
    expect(field("x".repeat(CHAT_TEXT_MAX))).toBe("ok");
    expect(field("")).toBe("required");
  });
});
