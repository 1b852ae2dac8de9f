import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  LOTTERY_ADMIN,
  LOTTERY_CLOSE_BEFORE_MAX_SEC,
  lotteryGameSettingsRequest,
  type LotteryAdminGame,
  type LotteryGameSettingsRequest,
} from "@portal/contract/api/lottery-admin";
import { refusedFields } from "../../shared/api/api-error";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatDuration } from "../../shared/ui/format";
import { SectionPage, useSectionTexts } from "../section";
import { loadGamesTexts } from "./games-texts";
import { useLotteryNames } from "./lottery-names";
import styles from "./lottery-games.module.css";
import switchStyles from "../../shared/ui/switch.module.css";

/** The same list as the draws page's game filter: saving here refreshes both. */
const LOTTERY_GAMES_KEY = ["lotteryGames"] as const;

/** The longest close time a game takes: under an hour, and under its own interval (the server checks that too). */
const closeBeforeMax = (game: LotteryAdminGame) => Math.min(LOTTERY_CLOSE_BEFORE_MAX_SEC, game.intervalSec - 1);

/**
 * Games > Lottery games: the brand's lottery games, fast and official, each with its draw
 * interval, whether it is on sale (a game put aside makes no new draws; those made are still
 * drawn and settled) and how long before each draw its tickets close (for the draws made from
 * then on). Every operator reads; an operator who configures the brand edits.
 */
export default function LotteryGamesPage() {
  useSectionTexts(loadGamesTexts);
  const { t } = useTranslation("games");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const names = useLotteryNames();
  const [editing, setEditing] = useState<LotteryAdminGame | null>(null);
  const query = useQuery({
    queryKey: LOTTERY_GAMES_KEY,
    queryFn: ({ signal }) => apiGet<{ list: LotteryAdminGame[] }>(LOTTERY_ADMIN.games, undefined, signal),
  });
  const columns = useMemo<Columns<LotteryAdminGame>>(
    () => [
      { accessorKey: "code", header: t("lotteryGames.code"), enableHiding: false },
      {
        accessorKey: "family",
        header: t("lotteryGames.family"),
        cell: ({ row }) => names.family(row.original.family),
      },
      {
        accessorKey: "kind",
        header: t("lotteryGames.kind"),
        cell: ({ row }) => t(`draws.kinds.${row.original.kind}`),
      },
      {
        accessorKey: "intervalSec",
        header: t("lotteryGames.interval"),
        cell: ({ row }) => formatDuration(row.original.intervalSec),
      },
      {
        accessorKey: "enabled",
        header: t("lotteryGames.state"),
        cell: ({ row }) =>
          row.original.enabled ? (
            <span className="badge badge-ok">{t("lotteryGames.onSale")}</span>
          ) : (
            <span className="badge badge-warning">{t("lotteryGames.notOnSale")}</span>
          ),
      },
      { accessorKey: "closeBeforeSec", header: t("lotteryGames.closeBefore") },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canEdit ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setEditing(row.original)}
              aria-label={t("lotteryGames.editOf", { game: row.original.code })}
            >
              {t("lotteryGames.edit")}
            </button>
          ) : null,
      },
    ],
    [t, names, canEdit],
  );
  return (
    <SectionPage title={t("lotteryGames.title")}>
      <p className="muted">{t("lotteryGames.intro")}</p>
      {canEdit ? null : <p className="muted">{t("lotteryGames.readOnly")}</p>}
      <DataTable
        caption={t("lotteryGames.caption")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("lotteryGames.empty")}
        rowKey={(row) => row.code}
      />
      {editing ? <LotteryGameDialog game={editing} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
}

function LotteryGameDialog({ game, onClose }: { game: LotteryAdminGame; onClose: () => void }) {
  const { t } = useTranslation("games");
  const switchId = useId();
  const form = useForm<LotteryGameSettingsRequest>({
    resolver: zodResolver(lotteryGameSettingsRequest),
    defaultValues: { enabled: game.enabled, closeBeforeSec: game.closeBeforeSec },
  });
  const save = useDialogMutation({
    mutationFn: (body: LotteryGameSettingsRequest) =>
      apiSend<LotteryAdminGame>("PUT", pathWith(LOTTERY_ADMIN.game, { code: game.code }), body),
    success: (saved) => t("lotteryGames.saved", { game: saved.code }),
    onClose,
    invalidate: [LOTTERY_GAMES_KEY],
    onError: (error) => {
      if (refusedFields(error).closeBeforeSec) form.setError("closeBeforeSec", { message: "server" });
    },
  });
  const interval = formatDuration(game.intervalSec);
  const max = closeBeforeMax(game);
  const closeError = form.formState.errors.closeBeforeSec;
  return (
    <FormDialog
      title={t("lotteryGames.editTitle", { game: game.code })}
      description={t("lotteryGames.editText", { interval })}
      onClose={onClose}
      busy={save.isPending}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className={styles.switchRow}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className={switchStyles.switch}
          aria-describedby={`${switchId}-hint`}
          {...form.register("enabled")}
        />
        <label htmlFor={switchId}>{t("lotteryGames.enabled")}</label>
        <p className="hint" id={`${switchId}-hint`}>
          {t("lotteryGames.enabledHint")}
        </p>
      </div>
      <Field
        label={t("lotteryGames.closeBeforeSec")}
        hint={t("lotteryGames.closeBeforeHint", { max })}
        error={
          closeError
            ? closeError.message === "server"
              ? t("lotteryGames.errors.closeBeforeSec", { interval })
              : t("lotteryGames.closeBeforeError", { max })
            : undefined
        }
      >
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            className={styles.seconds}
            {...form.register("closeBeforeSec", { valueAsNumber: true })}
          />
        )}
      </Field>
    </FormDialog>
  );
}
