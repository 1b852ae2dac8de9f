import { useTranslation } from "react-i18next";
import type { LotteryTicketView } from "@portal/contract/api/lottery";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { lotteryNames } from "../../../shared/lottery/play-names";
import { formatMoney } from "../../../shared/format/money";
import ui from "../../../shared/house-game/house-game.module.css";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { picksText } from "./bet-slip";
import styles from "./house-lottery.module.css";

const TONES: Record<LotteryTicketView["state"], BadgeTone> = {
  PENDING: "muted",
  OPEN: "accent",
  DRAWN: "muted",
  WON: "success",
  TIE: "muted",
  LOST: "muted",
  CANCELLED: "warning",
  VOIDED: "warning",
};

/** The member's tickets of this game, newest first: state, payout, and Cancel while the draw takes tickets. */
export function MyTickets({
  family,
  tickets,
  now,
  cancelling,
  onCancel,
}: {
  family: string;
  tickets: readonly LotteryTicketView[];
  now: number;
  cancelling: number | null;
  onCancel: (ticket: LotteryTicketView) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family);
  const columns: Column<LotteryTicketView>[] = [
    { key: "draw", header: t("verify.drawNo"), cell: (ticket) => ticket.drawNo },
    {
      key: "bet",
      header: t("bet.selection"),
      cell: (ticket) => (
        <span>
          <strong>{names.play(ticket.play)}</strong>{" "}
          <span className={styles.picks}>{picksText(names, ticket.picks)}</span>
        </span>
      ),
    },
    { key: "cost", header: t("bet.cost"), cell: (ticket) => formatMoney(ticket.cost) },
    {
      key: "state",
      header: t("bet.state"),
      cell: (ticket) => <Badge tone={TONES[ticket.state]}>{t(`bet.states.${ticket.state}`)}</Badge>,
    },
    {
      key: "payout",
      header: t("bet.payout"),
      cell: (ticket) => (ticket.payout === null ? "—" : formatMoney(ticket.payout)),
    },
    {
      key: "action",
      header: t("bet.action"),
      cell: (ticket) =>
        ticket.cancellableUntil !== null && ticket.cancellableUntil > now ? (
          <Button
            size="small"
            busy={cancelling === ticket.id}
            onClick={() => onCancel(ticket)}
            aria-label={t("bet.cancelTicket", { drawNo: ticket.drawNo, play: names.play(ticket.play) })}
          >
            {t("bet.cancel")}
          </Button>
        ) : null,
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="lottery-tickets">
      <h2 id="lottery-tickets" className={styles.heading}>
        {t("bet.myTickets")}
      </h2>
      {tickets.length === 0 ? (
        <p className={ui.hint}>{t("bet.noTickets")}</p>
      ) : (
        <DataTable columns={columns} rows={tickets} rowKey={(ticket) => String(ticket.id)} label={t("bet.myTickets")} />
      )}
    </section>
  );
}
