import sanitizeHtml from "sanitize-html";

/**
 * Operator-written HTML (announcements, help) is cleaned on the way out, whoever wrote the row:
 * formatting, links and images only; no script, style, event handler or javascript: URL.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "span", "del", "ins", "sub", "sup"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    "*": ["class"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "data"] },
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
