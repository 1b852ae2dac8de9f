/**
 * The operator's plain text as the message's HTML content: every character escaped, a blank line
 * starts a paragraph, a single line break stays a line break. (The server sanitizes the content
 * whatever is sent; escaping here keeps "<" and "&" as the operator typed them.)
 */
export function plainTextToHtml(text: string): string {
  const escape = (value: string) =>
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;");
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${paragraph.split("\n").map(escape).join("<br>")}</p>`)
    .join("");
}
