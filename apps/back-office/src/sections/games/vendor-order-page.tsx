import { useEffect, useId, useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { VENDOR_ORDER_ADMIN, type AdminVendor, type VendorOrderRequest } from "@portal/contract/api/admin-catalogue";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { apiGet, apiSend } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { EmptyState, ErrorNotice, Skeleton, useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { loadGamesTexts } from "./games-texts";
import styles from "./vendor-order.module.css";

/** The raw listings (the vendors page keeps its own grouped rows under ["vendors"]). */
const LISTINGS_KEY = ["vendor-order"] as const;

/** Moves the item at `from` by `step` (-1 up, +1 down); the same list when it cannot move. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Games > Vendor order: the vendors' order in each category's lane of the lobby (the spec's
 * vendor lanes per category). Pick a category, move its vendors up or down, save: every vendor
 * of the category in the new order, the other categories untouched. A vendor under maintenance
 * keeps its place among its kind but the lobby shows it after the open ones. Reading is open to
 * every operator; moving and saving needs configureBrand.
 */
export default function VendorOrderPage() {
  useSectionTexts(loadGamesTexts);
  const { t } = useTranslation("games");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const categoryId = useId();
  const query = useQuery({
    queryKey: LISTINGS_KEY,
    queryFn: ({ signal }) => apiGet<{ list: AdminVendor[] }>(ADMIN.vendors, undefined, signal),
  });
  const categories = useMemo(
    () => GAME_CATEGORIES.filter((c) => query.data?.list.some((v) => v.category === c)),
    [query.data],
  );
  const [picked, setPicked] = useState<GameCategory | null>(null);
  const category = picked && categories.includes(picked) ? picked : (categories[0] ?? null);
  return (
    <SectionPage title={t("vendorOrder.title")}>
      <p className="muted">{t("vendorOrder.intro")}</p>
      {query.error ? <ErrorNotice error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Skeleton rows={6} /> : null}
      {query.data && category === null ? <EmptyState text={t("vendorOrder.empty")} /> : null}
      {query.data && category !== null ? (
        <>
          <span className="inline-field">
            <label htmlFor={categoryId}>{t("vendorOrder.category")}</label>
            <select
              id={categoryId}
              value={category}
              onChange={(event) => setPicked(event.target.value as GameCategory)}
            >
              {categories.map((c) => (
                <option key={c} value={c}>
                  {t(`catalogue.categories.${c}`)}
                </option>
              ))}
            </select>
          </span>
          <CategoryOrder
            key={category}
            category={category}
            listings={query.data.list.filter((v) => v.category === category)}
            canEdit={canEdit}
          />
        </>
      ) : null}
    </SectionPage>
  );
}

function CategoryOrder({
  category,
  listings,
  canEdit,
}: {
  category: GameCategory;
  listings: AdminVendor[];
  canEdit: boolean;
}) {
  const { t } = useTranslation("games");
  const errorText = useErrorText();
  const client = useQueryClient();
  const savedKey = listings.map((v) => v.vendor).join("\n");
  const saved = useMemo(() => (savedKey === "" ? [] : savedKey.split("\n")), [savedKey]);
  // The operator's draft, made from the order the server held then: when the server's order
  // changes (after a save, or another operator's), the draft gives way to it.
  const [draft, setDraft] = useState<{ from: string; order: string[] } | null>(null);
  const order = draft && draft.from === savedKey ? draft.order : saved;
  const setOrder = (next: string[]) => setDraft({ from: savedKey, order: next });
  /** The button to keep focus on after a move (its id), when the one pressed became disabled. */
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, order]);
  const byCode = useMemo(() => new Map(listings.map((v) => [v.vendor, v])), [listings]);
  const dirty = order.some((code, i) => code !== saved[i]);
  const categoryName = t(`catalogue.categories.${category}`);
  const idOf = (code: string, direction: "up" | "down") => `vendor-order-${category}-${code}-${direction}`;
  const save = useMutation({
    mutationFn: (body: VendorOrderRequest) => apiSend<VendorOrderRequest>("PUT", VENDOR_ORDER_ADMIN.order, body),
    onSuccess: () => toast("success", t("vendorOrder.saved", { category: categoryName })),
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: LISTINGS_KEY });
      void client.invalidateQueries({ queryKey: ["vendors"] });
    },
  });
  const move = (index: number, step: -1 | 1) => {
    const code = order[index]!;
    const next = moved(order, index, step);
    setOrder(next);
    const to = index + step;
    // At the top or bottom the pressed button is disabled: the other one of the row keeps focus.
    const edge = step === -1 ? to === 0 : to === next.length - 1;
    setFocus(idOf(code, edge ? (step === -1 ? "down" : "up") : step === -1 ? "up" : "down"));
  };
  return (
    <section className="stack" aria-labelledby={`vendor-order-${category}`}>
      <h2 id={`vendor-order-${category}`}>{t("vendorOrder.lane", { category: categoryName })}</h2>
      <ol className={styles.list} aria-label={t("vendorOrder.listLabel", { category: categoryName })}>
        {order.map((code, index) => {
          const vendor = byCode.get(code);
          const name = vendor?.name || code;
          return (
            <li key={code} className={styles.item}>
              <span className={styles.position} aria-hidden="true">
                {index + 1}.
              </span>
              {vendor?.icon ? <img className={styles.icon} src={vendor.icon} alt="" /> : null}
              <span className={styles.name}>
                {name} <span className="muted">({code})</span>
              </span>
              {vendor?.maintenance ? <span className="badge">{t("vendors.underMaintenance")}</span> : null}
              {canEdit ? (
                <span className={styles.moves}>
                  <button
                    type="button"
                    id={idOf(code, "up")}
                    className="btn btn-small"
                    disabled={index === 0 || save.isPending}
                    aria-label={t("vendorOrder.moveUp", { vendor: name })}
                    onClick={() => move(index, -1)}
                  >
                    ↑ {t("vendorOrder.up")}
                  </button>
                  <button
                    type="button"
                    id={idOf(code, "down")}
                    className="btn btn-small"
                    disabled={index === order.length - 1 || save.isPending}
                    aria-label={t("vendorOrder.moveDown", { vendor: name })}
                    onClick={() => move(index, 1)}
                  >
                    ↓ {t("vendorOrder.down")}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canEdit ? (
        <div className="row-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!dirty || save.isPending}
            aria-busy={save.isPending}
            onClick={() => save.mutate({ category, vendors: order })}
          >
            {t("vendorOrder.save")}
          </button>
          <button type="button" className="btn" disabled={!dirty || save.isPending} onClick={() => setOrder(saved)}>
            {t("vendorOrder.reset")}
          </button>
          {dirty ? <span className="muted">{t("vendorOrder.unsaved")}</span> : null}
        </div>
      ) : (
        <p className="muted">{t("vendorOrder.readOnly")}</p>
      )}
    </section>
  );
}
