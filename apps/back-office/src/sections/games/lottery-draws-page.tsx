import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  LOTTERY_ADMIN,
  LOTTERY_DRAW_STATES,
  officialVoidRequest,
  type LotteryAdminGame,
  type LotteryDrawRow,
  type LotteryDrawsPage,
  type OfficialDrawView,
} from "@portal/contract/api/lottery-admin";
import { VN_LAYOUTS, isVnFamily, toOfficialOrder } from "@portal/contract/lottery/families/vn-layout";
import { lotteryVerifyUrl } from "@portal/contract/routes";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { DialogFrame, FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { CursorPager } from "../members/cursor-pager";
import { formatAmount, formatCount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { loadGamesTexts } from "./games-texts";
import { useLotteryNames } from "./lottery-names";
import styles from "./lottery-draws.module.css";

const DRAWS_KEY = ["lotteryDraws"] as const;
const PAGE_SIZE = 20;

interface Filter {
  game: string;
  /** A state as operators read it: SCHEDULED, OPEN (taking tickets), CLOSED, DRAWN, SETTLED, VOID. */
  status: (typeof LOTTERY_DRAW_STATES)[number] | "";
}
const NO_FILTER: Filter = { game: "", status: "" };

/** A result in pieces as its family shows it: a prize's name (a text key, or none) and its numbers. */
interface ResultPart {
  label?: string;
  value: string;
}

const pad2 = (n: unknown) => String(n).padStart(2, "0");
const TWO_DIGIT_FAMILIES = new Set(["11X5", "PK10", "LHC"]);

/**
 * A draw's result as the portal shows it: a fast family's numbers in a row (two digits for
 * 11X5, PK10 and Mark Six, whose last number is the special one), K3 and PC28 with their sum, and
 * the prize-by-prize families (Vietnam, 4D, Thai) a prize at a time, a Vietnamese result in the
 * order of its region's official results sheet (stored special first; the south and central print
 * the eighth prize first down to the special prize). Anything else as it came.
 */
export function resultParts(family: string, result: unknown): ResultPart[] {
  if (Array.isArray(result) && result.every((n) => typeof n === "number")) {
    const numbers = result as number[];
    if (family === "LHC" && numbers.length === 7)
      return [{ value: numbers.slice(0, 6).map(pad2).join(" ") }, { label: "draws.special", value: pad2(numbers[6]) }];
    const value = numbers.map(TWO_DIGIT_FAMILIES.has(family) ? pad2 : String).join(" ");
    if (family === "K3" || family === "PCB")
      return [{ value }, { label: "draws.sum", value: String(numbers.reduce((a, b) => a + b, 0)) }];
    return [{ value }];
  }
  if (result && typeof result === "object" && Array.isArray((result as { prizes?: unknown }).prizes)) {
    const prizes = (result as { prizes: unknown[] }).prizes;
    const names = isVnFamily(family) ? VN_LAYOUTS[family].structure.prizes.map((prize) => prize.name) : [];
    const parts = prizes.map((numbers, i) => ({
      label: names[i] ? `lottery.prizes.${names[i]}` : undefined,
      value: Array.isArray(numbers) ? numbers.join(" ") : String(numbers),
    }));
    // One part per prize: in the sheet's order; otherwise (not a result of its family) as it came.
    return isVnFamily(family) && parts.length === names.length ? toOfficialOrder(family, parts) : parts;
  }
  if (result && typeof result === "object") {
    return Object.entries(result as Record<string, unknown>).map(([name, value]) => ({
      label: `draws.prizeNames.${name}`,
      value: Array.isArray(value) ? value.join(" ") : String(value),
    }));
  }
  return [{ value: JSON.stringify(result) }];
}

function DrawResult({ draw, full = false }: { draw: LotteryDrawRow; full?: boolean }) {
  const { t } = useTranslation("games");
  if (draw.result === null || draw.result === undefined) return <span className="muted">—</span>;
  const parts = resultParts(draw.family, draw.result);
  const named = (part: ResultPart) => (part.label ? t(part.label, { defaultValue: part.label.split(".").at(-1) }) : "");
  if (!full)
    return (
      <span className={styles.mono}>
        {parts.map((part) => (part.label ? `${named(part)} ${part.value}` : part.value)).join(" · ")}
      </span>
    );
  return (
    <dl className={styles.terms}>
      {parts.map((part, i) => (
        <div key={i} className={styles.term}>
          <dt>{part.label ? named(part) : t("draws.numbers")}</dt>
          <dd className={styles.mono}>{part.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Games > Lottery draws: the brand's house lottery draws, fast (drawn from a hash chain) and
 * official (typed in by two operators), newest first by draw time, a page at a time by cursor,
 * filtered by game and state (scheduled, open, closed, drawn, settled, void: the server's, which
 * pages by it); each with its result, its tickets' figures (sold, and refunded), and a detail
 * showing what verifies it (a fast draw's revealed element and the portal's verify page) or who
 * entered and confirmed it (an official one), where a draw not drawn yet, fast or official, is
 * voided: by one operator while it takes tickets, after its close by a second one confirming the
 * first's request. A game goes by its code, its family by the portal's name for it.
 */
export default function LotteryDrawsPage() {
  useSectionTexts(loadGamesTexts);
  const names = useLotteryNames();
  const { t } = useTranslation("games");
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [opened, setOpened] = useState<LotteryDrawRow | null>(null);
  const gameId = useId();
  const statusId = useId();
  const games = useQuery({
    queryKey: ["lotteryGames"],
    queryFn: ({ signal }) => apiGet<{ list: LotteryAdminGame[] }>(LOTTERY_ADMIN.games, undefined, signal),
  });
  const query = useQuery({
    queryKey: [...DRAWS_KEY, filter, cursor],
    queryFn: ({ signal }) =>
      apiGet<LotteryDrawsPage>(
        LOTTERY_ADMIN.draws,
        { game: filter.game, status: filter.status, cursor, pageSize: PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const keyOf = (row: { game: string; drawNo: string }) => `${row.game}:${row.drawNo}`;
  const columns = useMemo<Columns<LotteryDrawRow>>(
    () => [
      { accessorKey: "game", header: t("lottery.game"), enableHiding: false },
      { accessorKey: "family", header: t("lottery.family"), cell: ({ row }) => names.family(row.original.family) },
      { accessorKey: "kind", header: t("draws.kind"), cell: ({ row }) => t(`draws.kinds.${row.original.kind}`) },
      {
        accessorKey: "drawNo",
        header: t("lottery.drawNo"),
        enableHiding: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn-link"
            aria-label={t("draws.openDetail", { game: row.original.game, drawNo: row.original.drawNo })}
            onClick={() => setOpened(row.original)}
          >
            {row.original.drawNo}
          </button>
        ),
      },
      {
        accessorKey: "state",
        header: t("draws.status"),
        cell: ({ row }) => <StatusText draw={row.original} />,
      },
      { accessorKey: "opensAt", header: t("draws.opensAt"), cell: ({ row }) => formatTime(row.original.opensAt) },
      { accessorKey: "closesAt", header: t("draws.closesAt"), cell: ({ row }) => formatTime(row.original.closesAt) },
      { accessorKey: "drawsAt", header: t("lottery.drawsAt"), cell: ({ row }) => formatTime(row.original.drawsAt) },
      {
        id: "result",
        header: t("draws.result"),
        enableSorting: false,
        cell: ({ row }) => <DrawResult draw={row.original} />,
      },
      {
        accessorKey: "tickets",
        header: t("draws.tickets"),
        cell: ({ row }) => formatCount(row.original.tickets),
      },
      {
        id: "stake",
        accessorFn: (row) => Number(row.stake),
        header: t("draws.stake"),
        cell: ({ row }) => formatAmount(row.original.stake),
      },
      {
        id: "payout",
        accessorFn: (row) => Number(row.payout),
        header: t("draws.payout"),
        cell: ({ row }) => formatAmount(row.original.payout),
      },
    ],
    [t, names],
  );
  const page = query.data;
  return (
    <SectionPage title={t("draws.title")}>
      <p className="muted">{t("draws.intro")}</p>
      <form
        role="search"
        aria-label={t("draws.filter")}
        className="table-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setCursor(undefined);
          setFilter(draft);
        }}
      >
        <span className="inline-field">
          <label htmlFor={gameId}>{t("lottery.game")}</label>
          <select id={gameId} value={draft.game} onChange={(event) => setDraft({ ...draft, game: event.target.value })}>
            <option value="">{t("ui.all")}</option>
            {(games.data?.list ?? []).map((game) => (
              <option key={game.code} value={game.code}>
                {game.code} ({names.family(game.family)})
              </option>
            ))}
          </select>
        </span>
        <span className="inline-field">
          <label htmlFor={statusId}>{t("draws.status")}</label>
          <select
            id={statusId}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as Filter["status"] })}
          >
            <option value="">{t("ui.all")}</option>
            {LOTTERY_DRAW_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`draws.statuses.${state}`)}
              </option>
            ))}
          </select>
        </span>
        <button type="submit" className="btn btn-primary">
          {t("draws.find")}
        </button>
      </form>
      <DataTable
        caption={t("draws.title")}
        columns={columns}
        rows={page?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("draws.empty")}
        rowKey={keyOf}
      />
      <CursorPager caption={t("draws.title")} page={page} onCursor={setCursor} namespace="games" />
      {opened ? <DrawDialog opened={opened} onClose={() => setOpened(null)} /> : null}
    </SectionPage>
  );
}

/** The state in words (scheduled, open, closed...); a draw waiting for a second operator's void says so. */
function StatusText({ draw }: { draw: LotteryDrawRow }) {
  const { t } = useTranslation("games");
  const status = t(`draws.statuses.${draw.state}`);
  if (draw.status === "OPEN" && draw.voidRequested)
    return (
      <>
        {status} · {t("draws.voidRequestedBy", { by: draw.voidRequested.by })}
      </>
    );
  return <>{status}</>;
}

/** What a draw not drawn yet does next, by its state (none for a drawn, settled or void draw). */
function StateHint({ draw }: { draw: LotteryDrawRow }) {
  const { t } = useTranslation("games");
  const times = {
    opensAt: formatTime(draw.opensAt),
    closesAt: formatTime(draw.closesAt),
    drawsAt: formatTime(draw.drawsAt),
  };
  if (draw.state === "SCHEDULED") return <>{t("draws.scheduledHint", times)}</>;
  if (draw.state === "OPEN") return <>{t("draws.openHint", times)}</>;
  if (draw.state === "CLOSED")
    return <>{t(draw.kind === "fast" ? "draws.closedFastHint" : "draws.closedOfficialHint", times)}</>;
  return null;
}

/**
 * The void of a draw not drawn yet (official or fast), for an operator who enters results: a
 * button, or, to the operator who asked for it, that another operator confirms it.
 */
function VoidAction({ draw, onVoid }: { draw: LotteryDrawRow; onVoid: () => void }) {
  const { t } = useTranslation("games");
  const session = useSession();
  if (draw.status !== "OPEN" || !hasPermission(session, PERMISSION.enterLotteryResults)) return null;
  if (draw.voidRequested !== null && draw.voidRequested.by === session?.username)
    return <p className="muted">{t("draws.voidSecondNeeded")}</p>;
  return (
    <div className="row-end">
      <button type="button" className="btn btn-danger" onClick={onVoid}>
        {draw.voidRequested ? t("draws.confirmVoid") : t("draws.void")}
      </button>
    </div>
  );
}

/**
 * A draw's detail: the row opened, then read on its own (the list's key, so a void or an entry
 * refreshes it), as the list moves on: a fast game makes draws every few seconds, and the row may
 * leave the list's page while its detail is open.
 */
function DrawDialog({ opened, onClose }: { opened: LotteryDrawRow; onClose: () => void }) {
  const query = useQuery({
    queryKey: [...DRAWS_KEY, "draw", opened.game, opened.drawNo],
    queryFn: ({ signal }) =>
      apiGet<LotteryDrawsPage>(LOTTERY_ADMIN.draws, { game: opened.game, drawNo: opened.drawNo, pageSize: 1 }, signal),
  });
  const draw = query.data?.list.find((row) => row.game === opened.game && row.drawNo === opened.drawNo) ?? opened;
  const { t } = useTranslation("games");
  const names = useLotteryNames();
  const [voiding, setVoiding] = useState(false);
  const voidTrail = (
    <>
      {draw.voidRequested ? (
        <li>
          {t("draws.voidRequestedTrail", {
            by: draw.voidRequested.by,
            at: formatTime(draw.voidRequested.at),
            reason: draw.voidRequested.reason,
          })}
        </li>
      ) : null}
      {draw.voided ? <li>{t("draws.voidedBy", { by: draw.voided.by, reason: draw.voided.reason })}</li> : null}
    </>
  );
  return (
    <DialogFrame
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("draws.detailTitle", { game: draw.game, drawNo: draw.drawNo })}
    >
      <dl className={styles.terms}>
        <div className={styles.term}>
          <dt>{t("draws.status")}</dt>
          <dd>
            <StatusText draw={draw} />
            {draw.status === "OPEN" ? (
              <div className={styles.hint}>
                <StateHint draw={draw} />
              </div>
            ) : null}
          </dd>
        </div>
        <div className={styles.term}>
          <dt>{t("draws.kind")}</dt>
          <dd>
            {t(`draws.kinds.${draw.kind}`)} · {names.family(draw.family)}
          </dd>
        </div>
        <div className={styles.term}>
          <dt>{t("lottery.drawsAt")}</dt>
          <dd>{formatTime(draw.drawsAt)}</dd>
        </div>
        <div className={styles.term}>
          <dt>{t("draws.figures")}</dt>
          <dd>
            {t("draws.figuresText", {
              tickets: formatCount(draw.tickets),
              stake: formatAmount(draw.stake),
              payout: formatAmount(draw.payout),
            })}
          </dd>
        </div>
        {Number(draw.refunded) > 0 ? (
          <div className={styles.term}>
            <dt>{t("draws.refunded")}</dt>
            <dd>{formatAmount(draw.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-label={t("draws.result")}>
        <h3>{t("draws.result")}</h3>
        {draw.result === null || draw.result === undefined ? (
          <p className="muted">{draw.status === "VOID" ? t("draws.noResultVoid") : t("draws.noResultYet")}</p>
        ) : (
          <DrawResult draw={draw} full />
        )}
      </section>
      {draw.kind === "fast" ? (
        <section aria-label={t("draws.chain")}>
          <h3>{t("draws.chain")}</h3>
          <dl className={styles.terms}>
            <div className={styles.term}>
              <dt>{t("draws.element")}</dt>
              <dd className={styles.mono}>{draw.element ?? t("draws.notRevealed")}</dd>
            </div>
            <div className={styles.term}>
              <dt>{t("draws.chainIndex")}</dt>
              <dd>{draw.chainIndex ?? "—"}</dd>
            </div>
            <div className={styles.term}>
              <dt>{t("draws.commitment")}</dt>
              <dd className={styles.mono}>{draw.commitment ?? "—"}</dd>
            </div>
          </dl>
          {draw.element ? (
            <p>
              <a href={lotteryVerifyUrl(draw.game, draw.drawNo)} target="_blank" rel="noreferrer">
                {t("draws.verify")}
              </a>
            </p>
          ) : null}
          {draw.voidRequested || draw.voided ? <ul className={styles.trail}>{voidTrail}</ul> : null}
          {draw.status === "VOID" && draw.voided ? <p className="muted">{t("draws.fastVoidSeed")}</p> : null}
          <VoidAction draw={draw} onVoid={() => setVoiding(true)} />
        </section>
      ) : (
        <section aria-label={t("draws.trail")}>
          <h3>{t("draws.trail")}</h3>
          <ul className={styles.trail}>
            <li>
              {draw.entered
                ? t("draws.enteredBy", { by: draw.entered.by, at: formatTime(draw.entered.at) })
                : t("draws.notEntered")}
            </li>
            {draw.confirmed ? (
              <li>{t("draws.confirmedBy", { by: draw.confirmed.by, at: formatTime(draw.confirmed.at) })}</li>
            ) : null}
            {voidTrail}
          </ul>
          <VoidAction draw={draw} onVoid={() => setVoiding(true)} />
        </section>
      )}
      {voiding ? <VoidDialog draw={draw} onClose={() => setVoiding(false)} /> : null}
    </DialogFrame>
  );
}

/**
 * The void of a draw not drawn yet, official or fast: while it takes tickets (or before, made
 * ahead) it is voided at once; once its sales have closed, the first operator's void is a request
 * that a second operator confirms by voiding too (with their reason). A fast draw's dialog says
 * what becomes of its seed.
 */
function VoidDialog({ draw, onClose }: { draw: LotteryDrawRow; onClose: () => void }) {
  const { t } = useTranslation("games");
  const confirming = draw.voidRequested !== null;
  // Read once, as the dialog opens: while the draw takes tickets a void is immediate, after a request.
  const [beforeClose] = useState(() => draw.closesAt > Date.now());
  const form = useForm({
    resolver: zodResolver(officialVoidRequest),
    defaultValues: { reason: draw.voidRequested?.reason ?? "" },
  });
  const send = useDialogMutation({
    mutationFn: (body: { reason: string }) =>
      apiSend<OfficialDrawView>(
        "POST",
        pathWith(LOTTERY_ADMIN.drawVoid, { code: draw.game, drawNo: draw.drawNo }),
        body,
      ),
    success: (view) =>
      view.status === "VOID"
        ? t("draws.voided", { drawNo: draw.drawNo })
        : t("draws.voidRequested", { drawNo: draw.drawNo }),
    onClose,
    invalidate: [DRAWS_KEY, ["officialDraws"]],
  });
  return (
    <FormDialog
      title={t(confirming ? "draws.confirmVoidTitle" : "draws.voidTitle", { game: draw.game, drawNo: draw.drawNo })}
      description={
        confirming
          ? t("draws.confirmVoidText", { by: draw.voidRequested!.by })
          : beforeClose
            ? t("draws.voidBeforeText")
            : t("draws.voidAfterText")
      }
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => send.mutate(body))}
      submitLabel={confirming ? t("draws.confirmVoid") : t("draws.void")}
      busy={send.isPending}
      danger
    >
      {draw.kind === "fast" ? <p className="muted">{t("draws.fastVoidText")}</p> : null}
      <Field label={t("draws.reason")} error={form.formState.errors.reason ? t("draws.reasonError") : undefined}>
        {(props) => <input {...props} maxLength={200} {...form.register("reason")} />}
      </Field>
    </FormDialog>
  );
}
