import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { useLanguage } from "../../../shared/i18n/use-language";
import { lotteryWinnersQuery } from "../api/player-games";
import styles from "./sections.module.css";

/**
 * The lottery's winner board on the lottery pages: the latest winning rounds (account masked,
 * game, amount, time), refreshed while the page shows. Nothing while there is no winner yet.
 */
export function LotteryWinners() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const winners = useQuery(lotteryWinnersQuery(useLanguage())).data ?? [];
  if (winners.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lottery-winners">
      <h2 id="lottery-winners" className={styles.heading}>
        {t("games.winners.title")}
      </h2>
      <ul className={styles.winners}>
        {winners.map((winner, i) => (
          <li key={`${winner.at}-${i}`}>
            <span className={styles.winnerAccount}>{winner.account}</span>{" "}
            {t("games.winners.won", { game: winner.gameName })}{" "}
            <strong className={styles.winnerAmount}>{formatMoney(winner.amount)}</strong>{" "}
            <time className={styles.winnerTime} dateTime={isoDateTime(winner.at)}>
              {dateTime(winner.at)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
