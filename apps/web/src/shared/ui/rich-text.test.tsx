// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { RichText } from "./rich-text";

afterEach(cleanup);

function html(source: string): string {
  // What it renders is its one element; the markup inside it is what the member's browser gets.
  const out = render(<RichText html={source} />).container.firstElementChild!.innerHTML;
  cleanup();
  return out;
}

describe("RichText", () => {
  it("keeps paragraphs, lists, emphasis and same-site or http(s) links", () => {
    expect(html('<p>Hi <strong>all</strong></p><ul><li>a</li></ul><a href="/help">Help</a>')).toBe(
      '<p>Hi <strong>all</strong></p><ul><li>a</li></ul><a href="/help">Help</a>',
    );
    expect(html('<a href="https://a.example/x">x</a>')).toBe(
      '<a href="https://a.example/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("drops scripts, handlers, styles, unsafe links and unknown tags, keeping their text", () => {
    const out = html(
      '<p onclick="x()" style="color:red">A<script>alert(1)</script><img src=x onerror="x()"></p>' +
        '<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><div><iframe src="/"></iframe>t</div>',
    );
    expect(out).toBe("<p>A</p><a>j</a><a>d</a>t");
  });

  it("reads a link as the browser will: what leads to another host is an external link", () => {
    const external = (host: string, text: string) =>
      `<a href="http://${host}/" target="_blank" rel="noopener noreferrer">${text}</a>`;
    for (const href of ["//evil.example", "/\\evil.example", "/\t/evil.example"])
      expect(html(`<a href="${href}">e</a>`), href).toBe(external("evil.example", "e"));
    expect(html('<a href="/promotions?id=3#terms">p</a>')).toBe('<a href="/promotions?id=3#terms">p</a>');
  });
});
