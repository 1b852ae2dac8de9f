import { useMemo } from "react";
import DOMPurify from "dompurify";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CONTENT_ADMIN } from "@portal/contract/api/admin-content";
import { apiSend } from "../../shared/api/client";
import { ErrorNotice, Skeleton } from "../../shared/ui/states";
import styles from "./content.module.css";

/**
 * The content as members will read it: the server's `/admin/content/preview` answer (its
 * sanitizer, the one that runs when the text is saved), put into the page through DOMPurify as
 * the portal's SafeHtml does (decision 0052): the server's answer is trusted no further than
 * the portal trusts a stored announcement. Inline styles are dropped (the CSP refuses them).
 */
export function HtmlPreview({ html, label }: { html: string; label: string }) {
  const { t } = useTranslation("content");
  const preview = useQuery({
    queryKey: ["content-preview", html],
    queryFn: () => apiSend<{ html: string }>("POST", CONTENT_ADMIN.preview, { html }),
    enabled: html !== "",
    staleTime: Infinity,
  });
  const clean = useMemo(
    () =>
      preview.data
        ? DOMPurify.sanitize(preview.data.html, { FORBID_ATTR: ["style"], FORBID_TAGS: ["style", "form"] })
        : "",
    [preview.data],
  );
  if (html === "") return <p className="empty">{t("preview.nothing")}</p>;
  return (
    <section className={styles.previewBox} aria-label={label}>
      {preview.isPending ? <Skeleton rows={3} label={t("preview.loading")} /> : null}
      {preview.error ? <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} /> : null}
      {preview.data ? <div className={styles.preview} dangerouslySetInnerHTML={{ __html: clean }} /> : null}
    </section>
  );
}
