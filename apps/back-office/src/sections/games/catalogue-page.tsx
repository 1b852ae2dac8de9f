import { useId, useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ADMIN } from "@portal/contract/api/admin";
import {
  gameSettingsRequest,
  type AdminGame,
  type AdminVendor,
  type adminGamesSchema,
} from "@portal/contract/api/admin-catalogue";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { DialogActions, DialogFrame } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatCount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import styles from "./games.module.css";
import { loadGamesTexts } from "./games-texts";
import { PictureUpload } from "./picture-upload";

type GamesAnswer = z.infer<typeof adminGamesSchema>;
const CATALOGUE_PAGE_SIZE = 20;
const GAMES_KEY = ["catalogueGames"] as const;

interface Filter {
  vendor: string;
  category: GameCategory | "";
  q: string;
}
const NO_FILTER: Filter = { vendor: "", category: "", q: "" };

/**
 * Games > Games: the brand's catalogue by vendor and category, found by name, in catalogue order
 * (the lobby's), paged by cursor; per game its hot flag (the portal's hot list), free play (trial
 * without money), sort order and picture. Changes show to players at once (the server drops the
 * brand's cached lanes and hot games).
 */
export default function CataloguePage() {
  useSectionTexts(loadGamesTexts);
  const { t } = useTranslation("games");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [draft, setDraft] = useState<Filter>(NO_FILTER);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<AdminGame | null>(null);
  const vendorId = useId();
  const categoryId = useId();
  const searchId = useId();
  const vendors = useQuery({
    queryKey: ["vendorCodes"],
    queryFn: ({ signal }) =>
      apiGet<{ list: AdminVendor[] }>(ADMIN.vendors, undefined, signal).then((answer) => [
        ...new Map(answer.list.map((v) => [v.vendor, v.name])).entries(),
      ]),
  });
  const query = useQuery({
    queryKey: [...GAMES_KEY, filter, cursor],
    queryFn: ({ signal }) =>
      apiGet<GamesAnswer>(
        ADMIN.games,
        { vendor: filter.vendor, category: filter.category, q: filter.q, cursor, pageSize: CATALOGUE_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<AdminGame>>(() => {
    const yesNo = (value: boolean) => (value ? t("ui.yes") : t("ui.no"));
    return [
      {
        id: "picture",
        header: t("catalogue.picture"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.icon ? (
            <img src={row.original.icon} alt="" width={48} height={48} className={styles.thumb} />
          ) : (
            "—"
          ),
      },
      { accessorKey: "name", header: t("catalogue.name"), enableHiding: false },
      { accessorKey: "gameCode", header: t("catalogue.code") },
      { accessorKey: "vendor", header: t("vendors.code") },
      {
        accessorKey: "category",
        header: t("catalogue.category"),
        cell: ({ row }) => t(`catalogue.categories.${row.original.category}`),
      },
      { accessorKey: "hot", header: t("vendors.hot"), cell: ({ row }) => yesNo(row.original.hot) },
      { accessorKey: "freePlay", header: t("catalogue.freePlay"), cell: ({ row }) => yesNo(row.original.freePlay) },
      { accessorKey: "sort", header: t("vendors.sort") },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canEdit ? (
            <button type="button" className="btn btn-small" onClick={() => setEditing(row.original)}>
              {t("catalogue.edit")}
            </button>
          ) : null,
      },
    ];
  }, [t, canEdit]);
  const page = query.data;
  return (
    <SectionPage title={t("catalogue.title")}>
      <p className="muted">{t("catalogue.intro")}</p>
      <form
        role="search"
        aria-label={t("catalogue.filter")}
        className="table-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setCursor(undefined);
          setFilter({ ...draft, q: draft.q.trim() });
        }}
      >
        <span className="inline-field">
          <label htmlFor={vendorId}>{t("vendors.code")}</label>
          <select
            id={vendorId}
            value={draft.vendor}
            onChange={(event) => setDraft({ ...draft, vendor: event.target.value })}
          >
            <option value="">{t("ui.all")}</option>
            {(vendors.data ?? []).map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </span>
        <span className="inline-field">
          <label htmlFor={categoryId}>{t("catalogue.category")}</label>
          <select
            id={categoryId}
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value as GameCategory | "" })}
          >
            <option value="">{t("ui.all")}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`catalogue.categories.${category}`)}
              </option>
            ))}
          </select>
        </span>
        <span className="inline-field">
          <label htmlFor={searchId}>{t("catalogue.search")}</label>
          <input
            id={searchId}
            type="search"
            maxLength={64}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </span>
        <button type="submit" className="btn btn-primary">
          {t("catalogue.find")}
        </button>
      </form>
      <DataTable
        caption={t("catalogue.title")}
        columns={columns}
        rows={page?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("catalogue.empty")}
        rowKey={(row) => String(row.id)}
      />
      {page ? (
        <nav className="pager" aria-label={t("catalogue.pages")}>
          <button
            type="button"
            className="btn btn-small"
            disabled={page.prev === null}
            onClick={() => page.prev !== null && setCursor(page.prev)}
          >
            {t("ui.previous")}
          </button>
          <span>{t("catalogue.inAll", { count: `${formatCount(page.total)}${page.totalCapped ? "+" : ""}` })}</span>
          <button
            type="button"
            className="btn btn-small"
            disabled={page.next === null}
            onClick={() => page.next !== null && setCursor(page.next)}
          >
            {t("ui.next")}
          </button>
        </nav>
      ) : null}
      {editing ? <GameDialog game={editing} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
}

/** A game's hot flag, free play and sort (one save), and its picture (uploaded and set at once). */
function GameDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const { t } = useTranslation("games");
  const form = useForm({
    resolver: zodResolver(gameSettingsRequest),
    defaultValues: { hot: game.hot, freePlay: game.freePlay, sort: game.sort },
  });
  const save = useDialogMutation({
    mutationFn: (body: z.infer<typeof gameSettingsRequest>) =>
      apiSend<AdminGame>("PUT", pathWith(ADMIN.game, { id: game.id }), body),
    success: (saved) => t("catalogue.saved", { name: saved.name }),
    onClose,
    invalidate: [GAMES_KEY],
  });
  return (
    <DialogFrame
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("catalogue.editTitle", { name: game.name })}
      description={t("catalogue.editText", { code: game.gameCode, vendor: game.vendor })}
    >
      <div className="stack">
        <PictureUpload
          kind="game"
          target={String(game.id)}
          name={game.name}
          current={game.icon}
          invalidate={[GAMES_KEY]}
        />
        <form className="stack" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <label className="check">
            <input type="checkbox" {...form.register("hot")} />
            {t("catalogue.hotLabel")}
          </label>
          <label className="check">
            <input type="checkbox" {...form.register("freePlay")} />
            {t("catalogue.freePlayLabel")}
          </label>
          <Field
            label={t("vendors.sort")}
            hint={t("catalogue.sortHint")}
            error={form.formState.errors.sort ? t("vendors.sortError") : undefined}
          >
            {(props) => <input {...props} type="number" step={1} {...form.register("sort", { valueAsNumber: true })} />}
          </Field>
          <DialogActions onCancel={onClose} busy={save.isPending} />
        </form>
      </div>
    </DialogFrame>
  );
}
