import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  HOUSE_ADMIN,
  houseGameSettingsRequest,
  type HouseGameSettingsRequest,
  type HouseGameSettingsView,
} from "@portal/contract/api/house-games";
import { refusedFields } from "../../shared/api/api-error";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { SectionPage, useSectionTexts } from "../section";
import styles from "./games.module.css";
import { loadGamesTexts } from "./games-texts";

const HOUSE_GAMES_KEY = ["houseGames"] as const;
const AMOUNTS = ["minStake", "maxStake", "maxRoundStake"] as const;
type Amount = (typeof AMOUNTS)[number];

/**
 * Games > House games: the house slot and baccarat with the brand's settings (offered or not,
 * least and most stake per spin or spot, baccarat's most per round). Every operator reads; an
 * operator who configures the brand edits. Players see a change within half a minute.
 */
export default function HouseGamesPage() {
  useSectionTexts(loadGamesTexts);
  const { t } = useTranslation("games");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const [editing, setEditing] = useState<HouseGameSettingsView | null>(null);
  const query = useQuery({
    queryKey: HOUSE_GAMES_KEY,
    queryFn: ({ signal }) => apiGet<{ list: HouseGameSettingsView[] }>(HOUSE_ADMIN.games, undefined, signal),
  });
  const columns = useMemo<Columns<HouseGameSettingsView>>(
    () => [
      {
        accessorKey: "game",
        header: t("house.game"),
        enableHiding: false,
        cell: ({ row }) => (
          <>
            {t(`house.games.${row.original.game}`)} <span className="muted">({row.original.gameCode})</span>
          </>
        ),
      },
      {
        accessorKey: "enabled",
        header: t("house.state"),
        cell: ({ row }) =>
          row.original.enabled ? (
            <span className="badge badge-ok">{t("house.offered")}</span>
          ) : (
            <span className="badge badge-warning">{t("house.closed")}</span>
          ),
      },
      {
        id: "stake",
        header: t("house.stake"),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {t(`house.per.${row.original.game}`)}: {row.original.minStake} – {row.original.maxStake}
          </>
        ),
      },
      { accessorKey: "step", header: t("house.step"), enableSorting: false },
      {
        accessorKey: "maxRoundStake",
        header: t("house.maxRoundStake"),
        enableSorting: false,
        cell: ({ row }) => row.original.maxRoundStake ?? "—",
      },
      {
        accessorKey: "isDefault",
        header: t("house.source"),
        enableSorting: false,
        cell: ({ row }) => (row.original.isDefault ? t("house.defaults") : t("house.brandSet")),
      },
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
              aria-label={t("house.editOf", { game: t(`house.games.${row.original.game}`) })}
            >
              {t("house.edit")}
            </button>
          ) : null,
      },
    ],
    [t, canEdit],
  );
  return (
    <SectionPage title={t("house.title")}>
      <p className="muted">{t("house.intro")}</p>
      {canEdit ? null : <p className="muted">{t("house.readOnly")}</p>}
      <DataTable
        caption={t("house.caption")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("house.empty")}
        rowKey={(row) => row.game}
      />
      {editing ? <HouseGameDialog game={editing} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
}

function HouseGameDialog({ game, onClose }: { game: HouseGameSettingsView; onClose: () => void }) {
  const { t } = useTranslation("games");
  const perRound = game.game === "baccarat";
  const form = useForm<HouseGameSettingsRequest>({
    resolver: zodResolver(houseGameSettingsRequest),
    defaultValues: {
      enabled: game.enabled,
      minStake: game.minStake,
      maxStake: game.maxStake,
      ...(perRound ? { maxRoundStake: game.maxRoundStake ?? "" } : {}),
    },
  });
  const name = t(`house.games.${game.game}`);
  const save = useDialogMutation({
    mutationFn: (body: HouseGameSettingsRequest) =>
      apiSend<HouseGameSettingsView>("PUT", pathWith(HOUSE_ADMIN.game, { game: game.game }), body),
    success: () => t("house.saved", { game: name }),
    onClose,
    invalidate: [HOUSE_GAMES_KEY],
    onError: (error) => {
      const fields = refusedFields(error);
      for (const field of AMOUNTS) if (fields[field]) form.setError(field, { message: "server" });
    },
  });
  const errors = form.formState.errors;
  const amountError = (field: Amount) =>
    errors[field] ? t(errors[field].message === "server" ? `house.errors.${field}` : "house.amountError") : undefined;
  const defaults = (value: string | null) => t("house.defaultValue", { value: value ?? "—" });
  return (
    <FormDialog
      title={t("house.editTitle", { game: name })}
      description={t("house.editText", { step: game.step })}
      onClose={onClose}
      busy={save.isPending}
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          perRound ? values : { enabled: values.enabled, minStake: values.minStake, maxStake: values.maxStake },
        ),
      )}
    >
      <label className="check">
        <input type="checkbox" {...form.register("enabled")} />
        {t("house.enabled")}
      </label>
      <div className={styles.fields}>
        <Field
          label={t(`house.minStake.${game.game}`)}
          hint={defaults(game.defaults.minStake)}
          error={amountError("minStake")}
        >
          {(props) => <input {...props} inputMode="decimal" {...form.register("minStake")} />}
        </Field>
        <Field
          label={t(`house.maxStake.${game.game}`)}
          hint={defaults(game.defaults.maxStake)}
          error={amountError("maxStake")}
        >
          {(props) => <input {...props} inputMode="decimal" {...form.register("maxStake")} />}
        </Field>
        {perRound ? (
          <Field
            label={t("house.maxRoundStake")}
            hint={defaults(game.defaults.maxRoundStake)}
            error={amountError("maxRoundStake")}
          >
            {(props) => <input {...props} inputMode="decimal" {...form.register("maxRoundStake")} />}
          </Field>
        ) : null}
      </div>
    </FormDialog>
  );
}
