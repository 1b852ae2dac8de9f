import { useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/format/money";
import { REFERRAL_NS } from "../../../shared/i18n/namespaces";
import { loadReferralTexts } from "../../../shared/i18n/referral-texts";
import { useSession } from "../../../shared/storage/session";
import { CenterPage } from "../../../shared/ui/center-page";
import { QueryState } from "../../../shared/ui/query-state";
import { Spinner } from "../../../shared/ui/spinner";
import textStyles from "../../../shared/ui/text.module.css";
import { referralSummaryQuery, type ReferralSummary } from "../api/referral-api";
import { CopyButton } from "./copy-button";
import { FriendList } from "./friend-list";
import styles from "./referral.module.css";

/** The member's code and link, each with Copy, and the link as a QR code. */
function Invitation({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation(REFERRAL_NS);
  const codeId = useId();
  const linkId = useId();
  return (
    <div className={`${styles.panel} ${styles.invitation}`}>
      <dl className={styles.facts}>
        <div>
          <dt id={codeId}>{t("referral.code")}</dt>
          <dd>
            <span className={styles.code}>{summary.code}</span>
            <CopyButton text={summary.code} labelledBy={codeId} />
          </dd>
        </div>
        <div>
          <dt id={linkId}>{t("referral.link")}</dt>
          <dd>
            <span className={styles.link}>{summary.link}</span>
            <CopyButton text={summary.link} labelledBy={linkId} />
          </dd>
        </div>
      </dl>
      <img className={styles.qr} src={summary.qrCode} alt={t("referral.qrCode")} width={160} height={160} />
    </div>
  );
}

/** The brand's terms in words, or that rewards are off, and the counts. */
function Terms({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation(REFERRAL_NS);
  const headingId = useId();
  const { terms } = summary;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={textStyles.heading}>
        {t("referral.termsHeading")}
      </h4>
      {terms.enabled ? (
        <>
          <p className={textStyles.muted}>
            {t("referral.terms", {
              deposit: formatMoney(terms.minFirstDeposit),
              turnover: formatMoney(terms.minTurnover),
              days: terms.windowDays,
              reward: formatMoney(terms.reward),
            })}
          </p>
          <p className={textStyles.muted}>{t("referral.claimWhere")}</p>
        </>
      ) : (
        <p className={textStyles.muted}>{t("referral.termsOff")}</p>
      )}
      <dl className={styles.counts}>
        <div>
          <dt>{t("referral.friends")}</dt>
          <dd>{summary.friends.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt>{t("referral.qualified")}</dt>
          <dd>{summary.qualified.toLocaleString("en-US")}</dd>
        </div>
      </dl>
    </section>
  );
}

function Referral() {
  const { t } = useTranslation(REFERRAL_NS);
  const { token } = useSession();
  const summary = useQuery(referralSummaryQuery(token));
  return (
    <CenterPage title={t("center.member.referral")}>
      <p className={textStyles.muted}>{t("referral.lead")}</p>
      <QueryState query={summary}>
        {(data) => (
          <>
            <Invitation summary={data} />
            <Terms summary={data} />
          </>
        )}
      </QueryState>
      <FriendList />
    </CenterPage>
  );
}

/**
 * The member centre's "Invite friends" (referral): the member's code and link to share, their QR
 * code, the brand's terms, the counts and the friends who joined. Its texts are a lazy namespace
 * (`referral`), loaded here before the page shows any of them, whoever renders it.
 */
export function ReferralPage() {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(REFERRAL_NS));
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Shown either way: a file that failed to load leaves the texts to i18next's fallback.
    const done = () => live && setReady(true);
    loadReferralTexts().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <Referral /> : <Spinner label={t("common.loading")} />;
}
