// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./safe-html";

describe("sanitizeHtml", () => {
  it("removes scripts, handlers and inline styles", () => {
    const clean = sanitizeHtml(
      '<p style="color:red" onclick="alert(1)">Hi<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
    );
    expect(clean).toBe('<p>Hi<img src="x"></p>');
  });

  it("keeps ordinary markup", () => {
    expect(sanitizeHtml('<b>Bold</b> <a href="https://example.com">link</a>')).toBe(
      '<b>Bold</b> <a href="https://example.com">link</a>',
    );
  });
});
