import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { HelpCategory } from "@portal/contract/api/system";
import { useLanguage } from "../../../shared/i18n/use-language";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { SafeHtml } from "../../../shared/ui/safe-html";
import cardStyles from "../../../shared/ui/card.module.css";
import paneStyles from "../../../shared/ui/two-pane.module.css";
import { helpCenterQuery } from "../api/help-center";
import styles from "./help-center.module.css";

type Article = HelpCategory["articles"][number];

function HelpArticle({ article, level }: { article: Article; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article
      id={`help-${article.id}`}
      className={`${cardStyles.card} ${styles.article}`}
      data-article-id={article.id}
      aria-labelledby={`help-title-${article.id}`}
    >
      <Heading id={`help-title-${article.id}`} className={styles.articleTitle}>
        {article.title}
      </Heading>
      <SafeHtml html={article.content} />
    </article>
  );
}

function FullHelp({ categories }: { categories: HelpCategory[] }) {
  const { t } = useTranslation();
  return (
    <div className={`${paneStyles.panes} ${styles.layout}`}>
      <nav className={`${paneStyles.listPane} ${cardStyles.card} ${styles.toc}`} aria-label={t("help.contents")}>
        {categories.map((category) => (
          <div key={category.id} className={styles.tocGroup}>
            <p className={styles.tocCategory}>{category.title}</p>
            <ul className={styles.tocList}>
              {category.articles.map((article) => (
                <li key={article.id}>
                  <a href={`#help-${article.id}`}>{article.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={`${paneStyles.detailPane} ${styles.articles}`}>
        {categories.map((category) => (
          <section key={category.id} className={styles.category} aria-labelledby={`help-category-${category.id}`}>
            <h2 id={`help-category-${category.id}`} className={styles.categoryTitle}>
              {category.title}
            </h2>
            {category.articles.map((article) => (
              <HelpArticle key={article.id} article={article} level={3} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * Help content: every category with its articles. With `?id=` (and `single`, as /helpmc uses it)
 * only that article is shown.
 */
export function HelpCenter({ single = false }: { single?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rawId = params.get("id");
  const query = useQuery(helpCenterQuery(useLanguage()));
  return (
    <QueryState query={query}>
      {(categories) => {
        if (categories.every((c) => c.articles.length === 0)) {
          return <EmptyState title={t("help.empty")} />;
        }
        if (single && rawId !== null) {
          const article = categories.flatMap((c) => c.articles).find((a) => String(a.id) === rawId);
          return article ? <HelpArticle article={article} level={2} /> : <EmptyState title={t("help.notFound")} />;
        }
        return <FullHelp categories={categories} />;
      }}
    </QueryState>
  );
}
