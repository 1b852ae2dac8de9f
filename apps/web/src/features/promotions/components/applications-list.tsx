import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useSession } from "../../../shared/storage/session";
import cardStyles from "../../../shared/ui/card.module.css";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { applicationsQuery } from "../api/events-api";
import { ApplicationCard } from "./application-card";
import styles from "./promotions.module.css";

/**
 * The member's event applications, newest first, a page by cursor: each with its status, prize,
 * note and dates, and "Claim prize" on an issued one.
 */
export function ApplicationsList() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { token } = useSession();
  const headingId = useId();
  const paging = useCursorPaging();
  const applications = useQuery(applicationsQuery(token, paging.position.cursor));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t("promo.application.mine")}
      </h4>
      <QueryState query={applications}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t("promo.application.none")} />
          ) : (
            <>
              <ul className={cardStyles.list}>
                {data.list.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard application={application} headingLevel={5} />
                  </li>
                ))}
              </ul>
              <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
