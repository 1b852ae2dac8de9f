// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import indexHtml from "../../../index.html?raw";
import { Splash } from "./splash";

/** The markup inside an element, parsed, with the whitespace between tags left out. */
function normalized(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html.replace(/>\s+</g, "><").trim();
  return template.innerHTML;
}

describe("Splash", () => {
  it("is the markup index.html paints before the scripts load, so the first render changes nothing", () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1];
    expect(root).toBeDefined();
    expect(normalized(root!)).toBe(normalized(renderToStaticMarkup(<Splash />)));
    expect(normalized(root!)).toContain('class="splash-ring"');
  });
});
