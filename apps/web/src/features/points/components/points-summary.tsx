import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { QueryState } from "../../../shared/ui/query-state";
import textStyles from "../../../shared/ui/text.module.css";
import { pointsSummaryQuery } from "../api/points-api";
import { formatPoints } from "../hooks/points-format";
import { ConvertForm } from "./convert-form";
import { EarnRates } from "./earn-rates";
import styles from "./points.module.css";

/**
 * The member's points: the balance, how points are earned, and the conversion to money, opened
 * on demand (on a phone the rewards stay near the top).
 */
export function PointsSummary() {
  const { t } = useTranslation(POINTS_NS);
  const { token } = useSession();
  const headingId = useId();
  const convertId = useId();
  const [converting, setConverting] = useState(false);
  const summary = useQuery(pointsSummaryQuery(token));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={textStyles.title}>
        {t("points.myPoints")}
      </h2>
      <QueryState query={summary}>
        {(data) => (
          <>
            <dl className={styles.balance}>
              <dt>{t("points.balance")}</dt>
              <dd>{formatPoints(data.balance)}</dd>
            </dl>
            <EarnRates rules={data.rules} />
            <div className={styles.actions}>
              <Button aria-expanded={converting} aria-controls={convertId} onClick={() => setConverting((o) => !o)}>
                {t("points.convert")}
              </Button>
            </div>
            <div id={convertId} hidden={!converting}>
              {converting ? <ConvertForm summary={data} /> : null}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
