import { useMemo, useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { AdminAnnouncement } from "@portal/contract/api/admin-content";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { RAFFLE_ADMIN, RAFFLE_QUALIFIERS, raffleInput, type raffleAdminSchema } from "@portal/contract/api/raffles";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { BrandTimeField } from "../../shared/ui/brand-time-field";
import { ConfirmDialog, FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatTime, fromLocalInput, localInputValue } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { LocalizedInputs, numberOrNull, textIn, textsOf, useFieldError, writtenTexts } from "./loyalty-fields";
import { loadLoyaltyTexts } from "./loyalty-texts";
import styles from "./loyalty.module.css";

type Raffle = z.infer<typeof raffleAdminSchema>;
type RaffleRow = Raffle & { promotion: string };
const KEY = ["raffles"] as const;
const DAY = 86_400_000;

/**
 * The brand's promotions (their PR announcements, active or not) a raffle belongs to, each with
 * its title in the operator's language.
 */
function usePromotions() {
  return useQuery({
    queryKey: ["promotion-titles"],
    queryFn: ({ signal }) =>
      apiGet<{ list: AdminAnnouncement[] }>(PROMOTION_ADMIN.promotions, undefined, signal).then((answer) =>
        answer.list.map((p) => ({ id: p.id, title: textIn(p.title) || `#${p.id}` })),
      ),
    staleTime: 60_000,
  });
}

/**
 * Promotions & loyalty > Lucky draws (decision 0046): each promotion's raffle, what earns a draw,
 * its prizes (fixed once made: the seed's hash is published with them) and whether it runs; a new
 * raffle and opening or closing one need `managePromotions`.
 */
export default function LuckyDrawsPage() {
  useSectionTexts(loadLoyaltyTexts);
  const { t } = useTranslation("loyalty");
  const canWrite = hasPermission(useSession(), PERMISSION.managePromotions);
  const [creating, setCreating] = useState(false);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<{ list: Raffle[] }>(RAFFLE_ADMIN.list, undefined, signal),
  });
  const promotions = usePromotions();
  const titles = useMemo(() => new Map(promotions.data?.map((p) => [p.id, p.title])), [promotions.data]);
  // The promotion's title is part of the row, so the table reads it again when the titles arrive.
  const rows = useMemo(
    () =>
      query.data?.list.map((r) => ({
        ...r,
        promotion: titles.get(r.announcementId) ?? t("draws.promotionNo", { id: r.announcementId }),
      })),
    [query.data, titles, t],
  );
  const columns = useMemo<Columns<RaffleRow>>(() => {
    return [
      { accessorKey: "promotion", header: t("draws.promotion"), enableHiding: false },
      {
        accessorKey: "qualifier",
        header: t("draws.qualifier"),
        cell: ({ row }) =>
          t("draws.earns", {
            qualifier: t(`draws.qualifiers.${row.original.qualifier}`),
            amount: formatAmount(row.original.perDraw),
          }),
      },
      { accessorKey: "maxDraws", header: t("draws.maxDraws") },
      { accessorKey: "startsAt", header: t("draws.startsAt"), cell: ({ row }) => formatTime(row.original.startsAt) },
      { accessorKey: "endsAt", header: t("draws.endsAt"), cell: ({ row }) => formatTime(row.original.endsAt) },
      {
        id: "prizes",
        header: t("draws.prizes"),
        enableSorting: false,
        cell: ({ row }) => (
          <ul className={styles.plainList}>
            {row.original.prizes.map((prize) => (
              <li key={prize.id}>
                {t("draws.prizeLine", {
                  label: textIn(prize.labels) || prize.label,
                  amount: formatAmount(prize.amount),
                  weight: prize.weight,
                  left: prize.left === null ? t("draws.unlimited") : prize.left,
                })}
              </li>
            ))}
          </ul>
        ),
      },
      {
        accessorKey: "active",
        header: t("form.active"),
        cell: ({ row }) => (
          <span className={row.original.active ? "badge badge-ok" : "badge"}>
            {row.original.active ? t("draws.open") : t("draws.closed")}
          </span>
        ),
      },
      ...(canWrite
        ? ([
            {
              id: "actions",
              header: t("actions.label"),
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) => <OpenOrClose raffle={row.original} promotion={row.original.promotion} />,
            },
          ] satisfies Columns<RaffleRow>)
        : []),
    ];
  }, [t, canWrite]);

  return (
    <SectionPage
      title={t("draws.title")}
      actions={
        canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            {t("draws.new")}
          </button>
        ) : null
      }
    >
      <p className="muted">{t("draws.intro")}</p>
      <DataTable
        caption={t("draws.title")}
        columns={columns}
        rows={rows}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("draws.empty")}
        rowKey={(row) => String(row.id)}
      />
      {creating && !promotions.isPending ? (
        <RaffleDialog
          promotions={promotions.data ?? []}
          taken={new Set(query.data?.list.map((r) => r.announcementId))}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </SectionPage>
  );
}

function OpenOrClose({ raffle, promotion }: { raffle: Raffle; promotion: string }) {
  const { t } = useTranslation("loyalty");
  const errorText = useErrorText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const next = !raffle.active;
  const change = useMutation({
    mutationFn: () => apiSend<Raffle>("PUT", pathWith(RAFFLE_ADMIN.one, { id: raffle.id }), { active: next }),
    onSuccess: () => {
      toast("success", t(next ? "draws.opened" : "draws.closedDone", { promotion }));
      setOpen(false);
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const label = next ? t("draws.openAction") : t("draws.closeAction");
  return (
    <>
      <button
        type="button"
        className={next ? "btn btn-small" : "btn btn-small btn-danger-outline"}
        aria-label={t(next ? "draws.openNamed" : "draws.closeNamed", { promotion })}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(next ? "draws.openTitle" : "draws.closeTitle", { promotion })}
        description={t(next ? "draws.openText" : "draws.closeText")}
        confirmLabel={label}
        danger={!next}
        busy={change.isPending}
        onConfirm={() => change.mutate()}
      />
    </>
  );
}

const newPrize = () => ({ label: textsOf(), amount: "0", weight: 1, stock: null });

function RaffleDialog({
  promotions,
  taken,
  onClose,
}: {
  promotions: { id: number; title: string }[];
  taken: Set<number>;
  onClose: () => void;
}) {
  const { t } = useTranslation("loyalty");
  const fieldError = useFieldError();
  const free = promotions.filter((p) => !taken.has(p.id));
  const [start] = useState(() => Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const form = useForm({
    resolver: zodResolver(raffleInput),
    defaultValues: {
      announcementId: free[0]?.id ?? Number.NaN,
      qualifier: "DEPOSIT" as const,
      perDraw: "100",
      maxDraws: 5,
      startsAt: start,
      endsAt: start + 7 * DAY,
      prizes: [newPrize()],
      active: true,
    },
  });
  const prizes = useFieldArray({ control: form.control, name: "prizes" });
  const save = useDialogMutation({
    mutationFn: (body: z.output<typeof raffleInput>) =>
      apiSend<Raffle>("POST", RAFFLE_ADMIN.list, {
        ...body,
        prizes: body.prizes.map((p) => ({ ...p, label: writtenTexts(p.label) })),
      }),
    success: () => t("draws.created"),
    onClose,
    invalidate: [KEY],
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={t("draws.new")}
      description={t("draws.newText")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      busy={save.isPending}
      submitDisabled={free.length === 0}
    >
      <div className={styles.rowFields}>
        <Field
          label={t("draws.promotion")}
          error={fieldError(errors.announcementId)}
          hint={free.length === 0 ? t("draws.noPromotion") : undefined}
        >
          {(props) => (
            <select {...props} {...form.register("announcementId", { valueAsNumber: true })}>
              {free.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("draws.qualifier")}>
          {(props) => (
            <select {...props} {...form.register("qualifier")}>
              {RAFFLE_QUALIFIERS.map((value) => (
                <option key={value} value={value}>
                  {t(`draws.qualifiers.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("draws.perDraw")} error={fieldError(errors.perDraw)} hint={t("draws.perDrawHint")}>
          {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...form.register("perDraw")} />}
        </Field>
        <Field label={t("draws.maxDraws")} error={fieldError(errors.maxDraws)}>
          {(props) => (
            <input
              {...props}
              type="number"
              min={1}
              max={1000}
              step={1}
              {...form.register("maxDraws", { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <div className={styles.rowFields}>
        <Controller
          control={form.control}
          name="startsAt"
          render={({ field }) => (
            <BrandTimeField
              label={t("draws.startsAt")}
              error={fieldError(errors.startsAt)}
              name={field.name}
              ref={field.ref}
              value={Number.isFinite(field.value) ? localInputValue(field.value) : ""}
              onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="endsAt"
          render={({ field }) => (
            <BrandTimeField
              label={t("draws.endsAt")}
              error={fieldError(errors.endsAt)}
              name={field.name}
              ref={field.ref}
              value={Number.isFinite(field.value) ? localInputValue(field.value) : ""}
              onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      {prizes.fields.map((prize, index) => {
        const error = errors.prizes?.[index];
        return (
          <fieldset key={prize.id} className={styles.group}>
            <legend>{t("draws.prizeNo", { n: index + 1 })}</legend>
            <Field
              label={t("draws.prizeAmount", { n: index + 1 })}
              error={fieldError(error?.amount)}
              hint={t("draws.zeroIsThanks")}
            >
              {(props) => (
                <input {...props} inputMode="decimal" autoComplete="off" {...form.register(`prizes.${index}.amount`)} />
              )}
            </Field>
            <Field label={t("draws.prizeWeight", { n: index + 1 })} error={fieldError(error?.weight)}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={1}
                  step={1}
                  {...form.register(`prizes.${index}.weight`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              label={t("draws.prizeStock", { n: index + 1 })}
              error={fieldError(error?.stock)}
              hint={t("draws.emptyIsUnlimited")}
            >
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={0}
                  step={1}
                  {...form.register(`prizes.${index}.stock`, { setValueAs: numberOrNull })}
                />
              )}
            </Field>
            <div className={styles.wide}>
              <LocalizedInputs
                legend={t("draws.prizeLabel", { n: index + 1 })}
                field={t("draws.prizeLabel", { n: index + 1 })}
                maxLength={60}
                register={(lang) => form.register(`prizes.${index}.label.${lang}`)}
              />
            </div>
            {prizes.fields.length > 1 ? (
              <div className={styles.wide}>
                <button type="button" className="btn btn-small btn-danger-outline" onClick={() => prizes.remove(index)}>
                  {t("draws.removePrize", { n: index + 1 })}
                </button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {errors.prizes?.root || errors.prizes?.message ? (
        <p className="field-error" role="alert">
          {t("draws.prizesCount")}
        </p>
      ) : null}
      {prizes.fields.length < 20 ? (
        <div>
          <button type="button" className="btn btn-small" onClick={() => prizes.append(newPrize())}>
            {t("draws.addPrize")}
          </button>
        </div>
      ) : null}
      <label className="check">
        <input type="checkbox" {...form.register("active")} />
        {t("draws.openNow")}
      </label>
    </FormDialog>
  );
}
