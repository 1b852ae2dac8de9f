import { useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { EVENT_ADMIN, eventInput, type adminEventSchema, type EventInput } from "@portal/contract/api/promotion-events";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { textIn } from "../content/localized-fields";
import { SectionPage, useSectionTexts } from "../section";
import {
  audienceInput,
  AudienceFields,
  audienceValues,
  newAudience,
  numberOf,
  PeriodText,
  problemOf,
  PROMOTIONS_KEY,
  StateBadge,
  stateOf,
  usePromotions,
  usePromotionTitle,
} from "./promotion-shared";
import { loadPromotionsTexts } from "./promotions-texts";

export type AdminEvent = z.infer<typeof adminEventSchema>;
export const EVENTS_KEY = [...PROMOTIONS_KEY, "events"] as const;

/** The brand's events (apply-to-join promotions). */
export function useEvents() {
  return useQuery({
    queryKey: EVENTS_KEY,
    queryFn: ({ signal }) => apiGet<{ list: AdminEvent[] }>(EVENT_ADMIN.events, undefined, signal),
  });
}

/**
 * Promotions > Events: the promotions that take applications (decision 0040) with their period,
 * audience and whether they take applications now; with `managePromotions`, a promotion made an
 * event and an event changed. Each links to its applications.
 */
export default function EventsPage() {
  useSectionTexts(loadPromotionsTexts);
  const { t } = useTranslation("promotions");
  const session = useSession();
  const canWrite = hasPermission(session, PERMISSION.managePromotions);
  const titleOf = usePromotionTitle();
  const [editing, setEditing] = useState<AdminEvent | "new" | null>(null);
  const events = useEvents();

  const columns = useMemo<Columns<AdminEvent>>(
    () => [
      { id: "title", accessorFn: (row) => titleOf(row.announcementId), header: t("common.title"), enableHiding: false },
      {
        id: "status",
        accessorFn: (row) => stateOf(row.active, row.startsAt, row.endsAt),
        header: t("common.status"),
        cell: ({ row }) => (
          <StateBadge state={stateOf(row.original.active, row.original.startsAt, row.original.endsAt)} />
        ),
      },
      {
        id: "period",
        accessorFn: (row) => row.startsAt,
        header: t("common.period"),
        cell: ({ row }) => <PeriodText start={row.original.startsAt} end={row.original.endsAt} />,
      },
      {
        id: "audience",
        accessorFn: (row) => row.labels.length + row.agentIds.length + row.vipLevels.length,
        header: t("events.audience"),
        cell: ({ row }) => {
          const { labels, agentIds, vipLevels } = row.original;
          if (labels.length + agentIds.length + vipLevels.length === 0) return t("events.everyone");
          return [
            ...labels,
            ...agentIds.map((id) => `#${id}`),
            ...vipLevels.map((level) => t("audience.vipLevel", { n: level })),
          ].join(", ");
        },
      },
      {
        id: "actions",
        header: t("common.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <div className="row-actions">
            <Link
              className="btn btn-small"
              to={`/promotions/applications?promotion=${row.original.announcementId}`}
              aria-label={t("events.applicationsOf", { name: titleOf(row.original.announcementId) })}
            >
              {t("events.applications")}
            </Link>
            {canWrite ? (
              <button
                type="button"
                className="btn btn-small"
                aria-label={t("events.editNamed", { name: titleOf(row.original.announcementId) })}
                onClick={() => setEditing(row.original)}
              >
                {t("common.edit")}
              </button>
            ) : null}
          </div>
        ),
      },
    ],
    [t, canWrite, titleOf],
  );

  return (
    <SectionPage
      title={t("events.title")}
      actions={
        canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("events.new")}
          </button>
        ) : null
      }
    >
      <p className="muted">{t("events.intro")}</p>
      <DataTable
        caption={t("events.title")}
        columns={columns}
        rows={events.data?.list}
        loading={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        emptyText={t("events.empty")}
        rowKey={(row) => String(row.id)}
      />
      {editing ? (
        <EventDialog
          event={editing === "new" ? null : editing}
          taken={events.data?.list.map((e) => e.announcementId) ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SectionPage>
  );
}

/** The event's form as typed, made into the contract's body and checked by its schema. */
const eventForm = z
  .object({
    announcementId: z.string(),
    labels: z.string(),
    agentIds: z.string(),
    vipLevels: z.array(z.string()),
    startsAt: z.string(),
    endsAt: z.string(),
    active: z.boolean(),
  })
  .transform((form): z.input<typeof eventInput> => ({
    announcementId: numberOf(form.announcementId),
    ...audienceInput(form),
  }))
  .pipe(eventInput);

/** A promotion made an event (one event per promotion), or an event's period, audience and state changed. */
function EventDialog({ event, taken, onClose }: { event: AdminEvent | null; taken: number[]; onClose: () => void }) {
  const { t } = useTranslation("promotions");
  const promotions = usePromotions();
  const titleOf = usePromotionTitle();
  // A new event is made of a promotion that has none; an event stays with its promotion.
  const choices = promotions.data?.list.map((p) => p.id).filter((id) => !taken.includes(id)) ?? [];
  const form = useForm({
    resolver: zodResolver(eventForm),
    defaultValues: event
      ? { announcementId: String(event.announcementId), ...audienceValues(event) }
      : { announcementId: "", ...newAudience() },
  });
  const save = useDialogMutation({
    mutationFn: (input: EventInput) =>
      event
        ? apiSend<AdminEvent>("PUT", pathWith(EVENT_ADMIN.event, { id: event.id }), input)
        : apiSend<AdminEvent>("POST", EVENT_ADMIN.events, input),
    success: () => t(event ? "events.updated" : "events.created"),
    onClose,
    invalidate: [PROMOTIONS_KEY],
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={event ? t("events.editTitle", { name: titleOf(event.announcementId) }) : t("events.newTitle")}
      description={t("events.intro")}
      onSubmit={(submitted) => void form.handleSubmit((input) => save.mutate(input))(submitted)}
      busy={save.isPending}
    >
      {!event && promotions.isSuccess && choices.length === 0 ? (
        <p className="notice">{t("events.noPromotions")}</p>
      ) : null}
      {event ? (
        <p>
          <strong>{t("common.promotion")}:</strong> {titleOf(event.announcementId)}
        </p>
      ) : (
        <Field label={t("common.promotion")} error={problemOf(errors, "announcementId", "promotion", t)}>
          {(props) => (
            <select {...props} {...form.register("announcementId")}>
              <option value="">—</option>
              {choices.map((id) => {
                const promotion = promotions.data?.list.find((p) => p.id === id);
                return (
                  <option key={id} value={String(id)}>
                    {promotion ? textIn(promotion.title) : titleOf(id)}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      )}
      <AudienceFields register={form.register} errors={errors} activeLabel={t("events.active")} />
    </FormDialog>
  );
}
