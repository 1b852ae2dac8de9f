import { useId, useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import {
  APPLICATION_STATUSES,
  EVENT_ADMIN,
  reviewRequest,
  type adminApplicationSchema,
  type ApplicationStatus,
  type REVIEW_DECISIONS,
} from "@portal/contract/api/promotion-events";
import { apiGet, apiSend, fetchImage, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog, DialogFrame } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { ErrorNotice, Skeleton, useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import { useEvents } from "./events-page";
import { PROMOTIONS_KEY, usePromotionTitle } from "./promotion-shared";
import { loadPromotionsTexts } from "./promotions-texts";
import styles from "./promotions.module.css";

type Application = z.infer<typeof adminApplicationSchema>;
type Decision = (typeof REVIEW_DECISIONS)[number];
const APPLICATIONS_KEY = [...PROMOTIONS_KEY, "applications"] as const;
/** What each status may become (the server's rule, decision 0040): taken up first, or decided at once. */
const DECISIONS_FROM: Partial<Record<ApplicationStatus, readonly Decision[]>> = {
  APPLYING: ["PROCESS", "JOINED", "ISSUED", "REJECTED"],
  PROCESS: ["JOINED", "ISSUED", "REJECTED"],
};

/**
 * Promotions > Applications: members' applications to events by status (those applying first)
 * and event; an application's comment and pictures (fetched with the operator's session), and
 * with `managePromotions` its review: take up, approve (with or without a prize), or reject
 * with the reason for the member.
 */
export default function ApplicationsPage() {
  useSectionTexts(loadPromotionsTexts);
  const { t } = useTranslation("promotions");
  const titleOf = usePromotionTitle();
  const events = useEvents();
  const [params, setParams] = useSearchParams();
  const promotionId = Number(params.get("promotion")) || undefined;
  const [status, setStatus] = useState<ApplicationStatus | "">("APPLYING");
  const [pagination, setPagination] = usePaging();
  const [open, setOpen] = useState<Application | null>(null);
  const eventFilterId = useId();
  const query = useQuery({
    queryKey: [...APPLICATIONS_KEY, status, promotionId, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<{ list: Application[]; total: number }>(
        EVENT_ADMIN.applications,
        {
          status: status || undefined,
          promotionId,
          page: pagination.pageIndex + 1,
          pageSize: pagination.pageSize,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Columns<Application>>(
    () => [
      { accessorKey: "account", header: t("common.member"), enableHiding: false },
      { id: "event", accessorFn: (row) => titleOf(row.promotionId), header: t("applications.event") },
      { accessorKey: "comment", header: t("applications.comment"), enableSorting: false },
      { accessorKey: "images", header: t("applications.images") },
      {
        accessorKey: "status",
        header: t("common.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        accessorKey: "appliedAt",
        header: t("applications.appliedAt"),
        cell: ({ row }) => formatTime(row.original.appliedAt),
      },
      {
        id: "actions",
        header: t("common.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t("applications.viewNamed", { account: row.original.account })}
            onClick={() => setOpen(row.original)}
          >
            {t("applications.view")}
          </button>
        ),
      },
    ],
    [t, titleOf],
  );

  const firstPage = () => setPagination({ ...pagination, pageIndex: 0 });
  return (
    <SectionPage title={t("applications.title")}>
      <DataTable
        caption={t("applications.title")}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("applications.empty")}
        rowKey={(row) => String(row.id)}
        toolbar={
          <>
            <StatusFilter
              label={t("common.status")}
              value={status}
              statuses={APPLICATION_STATUSES}
              statusLabel={(s) => t(`applications.status.${s}`)}
              onChange={(next) => {
                setStatus(next);
                firstPage();
              }}
            />
            <span className="inline-field">
              <label htmlFor={eventFilterId}>{t("applications.event")}</label>
              <select
                id={eventFilterId}
                value={promotionId === undefined ? "" : String(promotionId)}
                onChange={(event) => {
                  setParams(event.target.value ? { promotion: event.target.value } : {}, { replace: true });
                  firstPage();
                }}
              >
                <option value="">{t("applications.allEvents")}</option>
                {events.data?.list.map((e) => (
                  <option key={e.id} value={String(e.announcementId)}>
                    {titleOf(e.announcementId)}
                  </option>
                ))}
              </select>
            </span>
          </>
        }
      />
      {open ? (
        <ApplicationDialog application={open} title={titleOf(open.promotionId)} onClose={() => setOpen(null)} />
      ) : null}
    </SectionPage>
  );
}

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("promotions");
  const tone =
    status === "APPLYING" || status === "PROCESS"
      ? "badge badge-warning"
      : status === "REJECTED"
        ? "badge"
        : "badge badge-ok";
  return <span className={tone}>{t(`applications.status.${status}`)}</span>;
}

/** One application: its comment and pictures, what was decided, and the decisions left. */
function ApplicationDialog({
  application,
  title,
  onClose,
}: {
  application: Application;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("promotions");
  const session = useSession();
  const canReview = hasPermission(session, PERMISSION.managePromotions);
  const decisions = DECISIONS_FROM[application.status] ?? [];
  const { account } = application;
  return (
    <DialogFrame
      open
      wide
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t("applications.detailTitle", { account })}
      description={t("applications.detailText", { title, time: formatTime(application.appliedAt) })}
    >
      <div className="stack">
        <p>
          <StatusBadge status={application.status} />
        </p>
        <section className="stack" aria-label={t("applications.comment")}>
          <h3>{t("applications.comment")}</h3>
          <p className={styles.text}>{application.comment || "—"}</p>
        </section>
        <section className="stack" aria-label={t("applications.images")}>
          <h3>{t("applications.images")}</h3>
          {application.images > 0 ? (
            <div className={styles.images}>
              {Array.from({ length: application.images }, (_, index) => (
                <ApplicationImage key={index} id={application.id} index={index} account={account} />
              ))}
            </div>
          ) : (
            <p className="muted">{t("applications.noImages")}</p>
          )}
        </section>
        {application.reviewedAt !== null ? (
          <dl>
            <dt>{t("applications.reviewedAt")}</dt>
            <dd>{formatTime(application.reviewedAt)}</dd>
            {application.prize !== null ? (
              <>
                <dt>{t("applications.prize")}</dt>
                <dd>{application.prize}</dd>
              </>
            ) : null}
            <dt>{t("applications.note")}</dt>
            <dd>{application.note || t("applications.noNote")}</dd>
          </dl>
        ) : null}
        {canReview && decisions.length > 0 ? (
          <div className="row-end">
            {decisions.map((decision) => (
              <DecisionAction
                key={decision}
                decision={decision}
                application={application}
                title={title}
                onDone={onClose}
              />
            ))}
          </div>
        ) : null}
      </div>
    </DialogFrame>
  );
}

/** An application's picture, fetched with the operator's session (an inert download, shown as a blob). */
function ApplicationImage({ id, index, account }: { id: number; index: number; account: string }) {
  const { t } = useTranslation("promotions");
  const image = useQuery({
    queryKey: ["applicationImage", id, index],
    queryFn: ({ signal }) => fetchImage(pathWith(EVENT_ADMIN.applicationImage, { id, index }), signal),
    staleTime: Infinity,
  });
  if (image.isPending) return <Skeleton rows={3} />;
  if (image.error) return <ErrorNotice error={image.error} onRetry={() => void image.refetch()} />;
  return (
    <img className={styles.image} src={image.data} alt={t("applications.imageAlt", { index: index + 1, account })} />
  );
}

/** A rejection needs its reason for the member; an approval may carry a note; an issued prize its amount. */
const reviewForm = reviewRequest.refine((r) => r.decision !== "REJECTED" || r.note.trim() !== "", {
  message: "reason",
  path: ["note"],
});

/** One decision: its button, a confirmation with the note (and the prize), the call, a toast, the list read again. */
function DecisionAction({
  decision,
  application,
  title,
  onDone,
}: {
  decision: Decision;
  application: Application;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("promotions");
  const errorText = useErrorText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const values = { account: application.account, title };
  const form = useForm({
    resolver: zodResolver(reviewForm),
    defaultValues: decision === "ISSUED" ? { decision, note: "", prize: "" } : { decision, note: "" },
  });
  const review = useMutation({
    mutationFn: (body: z.output<typeof reviewRequest>) =>
      apiSend("POST", pathWith(EVENT_ADMIN.review, { id: application.id }), body),
    onSuccess: () => {
      toast("success", t(`applications.done.${decision}`, values));
      setOpen(false);
      onDone();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
  const { errors } = form.formState;
  const danger = decision === "REJECTED";
  return (
    <>
      <button
        type="button"
        className={danger ? "btn btn-danger-outline" : decision === "JOINED" ? "btn btn-primary" : "btn"}
        onClick={() => setOpen(true)}
      >
        {t(`applications.decide.${decision}`)}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`applications.confirmTitle.${decision}`, values)}
        description={t(`applications.confirmText.${decision}`, values)}
        confirmLabel={t(`applications.decide.${decision}`)}
        danger={danger}
        busy={review.isPending}
        onConfirm={() => void form.handleSubmit((body) => review.mutate(body))()}
      >
        {decision === "ISSUED" ? (
          <Field
            label={t("applications.prizeAmount")}
            error={errors.prize ? t("applications.prizeMissing") : undefined}
          >
            {(props) => <input {...props} inputMode="decimal" {...form.register("prize")} />}
          </Field>
        ) : null}
        <Field
          label={danger ? t("applications.reason") : t("applications.noteOptional")}
          error={errors.note ? t("applications.reasonMissing") : undefined}
        >
          {(props) => <textarea {...props} rows={3} maxLength={500} {...form.register("note")} />}
        </Field>
      </ConfirmDialog>
    </>
  );
}
