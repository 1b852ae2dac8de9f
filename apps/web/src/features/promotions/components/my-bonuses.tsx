import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import cardStyles from "../../../shared/ui/card.module.css";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { bonusesQuery, type BonusView } from "../api/promotions-api";
import { BonusCard } from "./bonus-card";
import { ForfeitDialog } from "./forfeit-dialog";
import styles from "./promotions.module.css";

/**
 * "My bonuses" (above the bonus details' entries, and in the reward centre): the member's bonuses,
 * newest first, a page by cursor, each with its turnover; the active one can be forfeited after a
 * confirmation. `headingLevel`: its title's level under the page's headings (its cards' one below).
 */
export function MyBonuses({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { token } = useSession();
  const headingId = useId();
  const paging = useCursorPaging();
  const bonuses = useQuery(bonusesQuery(token, paging.position.cursor));
  const [forfeiting, setForfeiting] = useState<BonusView | null>(null);
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t("bonuses.myBonuses")}
      </Heading>
      <QueryState query={bonuses}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t("bonuses.none")} />
          ) : (
            <>
              <ul className={cardStyles.list}>
                {data.list.map((bonus) => (
                  <li key={bonus.id}>
                    <BonusCard
                      bonus={bonus}
                      headingLevel={headingLevel === 4 ? 5 : 4}
                      actions={
                        bonus.status === "ACTIVE" ? (
                          <Button onClick={() => setForfeiting(bonus)}>{t("bonuses.forfeit")}</Button>
                        ) : null
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
            </>
          )
        }
      </QueryState>
      {forfeiting ? <ForfeitDialog bonus={forfeiting} onClose={() => setForfeiting(null)} /> : null}
    </section>
  );
}
