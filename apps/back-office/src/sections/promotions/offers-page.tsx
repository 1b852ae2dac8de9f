import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AdminAnnouncement } from "@portal/contract/api/admin-content";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { apiGet } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { loadContentTexts } from "../content/content-texts";
import { textIn } from "../content/localized-fields";
import { SectionPage, useSectionTexts } from "../section";
import { OfferDialog, OFFERS_KEY, type AdminOffer } from "./offer-dialog";
import { PromotionDialog } from "./promotion-dialog";
import { PeriodText, StateBadge, stateOf, usePromotions } from "./promotion-shared";
import { loadPromotionsTexts } from "./promotions-texts";

/** A promotion (its announcement) and the offer attached to it, if any. */
interface Row {
  promotion: AdminAnnouncement;
  offer: AdminOffer | undefined;
  title: string;
}

/** While an offer runs its period is the offer's; a promotion without one is shown from its publishing time. */
const periodOf = (row: Row) =>
  row.offer
    ? { active: row.promotion.active && row.offer.active, start: row.offer.terms.startsAt, end: row.offer.terms.endsAt }
    : { active: row.promotion.active, start: row.promotion.publishedAt, end: null };

/**
 * Promotions > Promotions: each promotion (title in the operator's language, its offer's kind,
 * status, period, sort); with `managePromotions`, a new promotion, its texts and picture edited,
 * and its offer (a deposit bonus with turnover, or a cashback) added or edited.
 */
export default function OffersPage() {
  useSectionTexts(loadPromotionsTexts);
  // The per-language fields are the content section's (their labels are its texts).
  useSectionTexts(loadContentTexts);
  const { t } = useTranslation("promotions");
  const session = useSession();
  const canWrite = hasPermission(session, PERMISSION.managePromotions);
  const [editing, setEditing] = useState<AdminAnnouncement | "new" | null>(null);
  const [offerOf, setOfferOf] = useState<Row | null>(null);
  const promotions = usePromotions();
  const offers = useQuery({
    queryKey: OFFERS_KEY,
    queryFn: ({ signal }) => apiGet<{ list: AdminOffer[] }>(PROMOTION_ADMIN.offers, undefined, signal),
  });
  const rows = useMemo<Row[] | undefined>(() => {
    if (!promotions.data || !offers.data) return undefined;
    const byPromotion = new Map(offers.data.list.map((offer) => [offer.announcementId, offer]));
    return promotions.data.list.map((promotion) => ({
      promotion,
      offer: byPromotion.get(promotion.id),
      title: textIn(promotion.title),
    }));
  }, [promotions.data, offers.data]);

  const columns = useMemo<Columns<Row>>(
    () => [
      { id: "title", accessorFn: (row) => row.title, header: t("common.title"), enableHiding: false },
      {
        id: "kind",
        accessorFn: (row) => (row.offer ? t(`kinds.${row.offer.terms.kind}`) : t("offers.infoOnly")),
        header: t("offers.kind"),
      },
      {
        id: "status",
        accessorFn: (row) => {
          const period = periodOf(row);
          return stateOf(period.active, period.start, period.end);
        },
        header: t("common.status"),
        cell: ({ row }) => {
          const period = periodOf(row.original);
          return <StateBadge state={stateOf(period.active, period.start, period.end)} />;
        },
      },
      {
        id: "period",
        accessorFn: (row) => periodOf(row).start,
        header: t("common.period"),
        cell: ({ row }) => {
          const period = periodOf(row.original);
          return <PeriodText start={period.start} end={period.end} />;
        },
      },
      { id: "sort", accessorFn: (row) => row.promotion.sort, header: t("common.sort") },
      ...(canWrite
        ? ([
            {
              id: "actions",
              header: t("common.actions"),
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) => (
                <div className="row-actions">
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t("offers.editNamed", { name: row.original.title })}
                    onClick={() => setEditing(row.original.promotion)}
                  >
                    {t("common.edit")}
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t(row.original.offer ? "offers.editOfferNamed" : "offers.addOfferNamed", {
                      name: row.original.title,
                    })}
                    onClick={() => setOfferOf(row.original)}
                  >
                    {t(row.original.offer ? "offers.editOffer" : "offers.addOffer")}
                  </button>
                </div>
              ),
            },
          ] satisfies Columns<Row>)
        : []),
    ],
    [t, canWrite],
  );

  return (
    <SectionPage
      title={t("offers.title")}
      actions={
        canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("offers.new")}
          </button>
        ) : null
      }
    >
      <DataTable
        caption={t("offers.title")}
        columns={columns}
        rows={rows}
        loading={promotions.isPending || offers.isPending}
        error={promotions.error ?? offers.error}
        onRetry={() => {
          void promotions.refetch();
          void offers.refetch();
        }}
        emptyText={t("offers.empty")}
        rowKey={(row) => String(row.promotion.id)}
      />
      {editing ? (
        <PromotionDialog promotion={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {offerOf ? (
        <OfferDialog
          announcementId={offerOf.promotion.id}
          name={offerOf.title}
          offer={offerOf.offer ?? null}
          onClose={() => setOfferOf(null)}
        />
      ) : null}
    </SectionPage>
  );
}
