import { createElement, useMemo, type ReactNode } from "react";
import styles from "./safe-html.module.css";

/**
 * Short operator HTML (popups, the home notice) rendered without an HTML sanitizer library: the
 * markup is parsed into an inert document (scripts never run there) and rebuilt as React elements
 * from an allow-list of tags. Everything else keeps only its text; the only attribute kept is a
 * link's href, and only a same-site path or an http(s) address. The server has sanitized the
 * HTML already; this is the second line, and keeps DOMPurify (11 KB gzip) out of the home page's first load
 * (decision 0028). Long articles and notices keep SafeHtml.
 */
const ALLOWED = new Set(["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "h3", "h4", "a", "span"]);

/**
 * The link kept, as the browser will read it: resolved against this page, so that forms a browser
 * reads as another host ("/\\evil.example", "/<tab>/evil.example") are seen for what they are.
 * A same-site link keeps its path; another site only over http(s); anything else is dropped.
 */
function safeHref(href: string | null): { href: string; external: boolean } | undefined {
  if (href === null) return undefined;
  let url: URL;
  try {
    url = new URL(href.trim(), window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin === window.location.origin) return { href: url.pathname + url.search + url.hash, external: false };
  return url.protocol === "https:" || url.protocol === "http:" ? { href: url.href, external: true } : undefined;
}

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === "script" || tag === "style" || tag === "template") return null;
  const children = [...element.childNodes].map(rebuild);
  if (!ALLOWED.has(tag)) return children;
  if (tag === "br") return createElement("br", { key });
  if (tag === "a") {
    const link = safeHref(element.getAttribute("href"));
    return createElement(
      "a",
      {
        key,
        href: link?.href,
        ...(link?.external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
      },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

/** The allow-listed React elements of an HTML string. */
export function richText(html: string): ReactNode {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return [...body.childNodes].map(rebuild);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => richText(html), [html]);
  return <div className={className ? `${styles.html} ${className}` : styles.html}>{content}</div>;
}
