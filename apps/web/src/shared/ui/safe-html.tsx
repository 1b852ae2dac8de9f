import { useMemo } from "react";
import DOMPurify from "dompurify";
import styles from "./safe-html.module.css";

/** Sanitizes server HTML; inline styles are dropped because the CSP refuses them anyway. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_ATTR: ["style"], FORBID_TAGS: ["style", "form"] });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Sanitized server HTML, styled as rich content (shared/ui/safe-html.module.css). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.html} ${className}` : styles.html}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
