import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { LOTTERY_ADMIN, type OfficialDrawView } from "@portal/contract/api/lottery-admin";
import { familyOf } from "@portal/contract/lottery/families/index";
import {
  fromOfficialOrder,
  isVnFamily,
  vnOfficialPrizes,
  type VnFamilyCode,
} from "@portal/contract/lottery/families/vn-layout";
import { errorCodeOf } from "../../shared/api/api-error";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { DialogActions, DialogFrame } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { loadGamesTexts } from "./games-texts";
import { useLotteryNames } from "./lottery-names";

const KEY = ["officialDraws"] as const;

/**
 * What an operator does with a draw's result: types it first, types it again (it replaces the
 * entry waiting, whoever typed it), or confirms the entry waiting by typing it again blind.
 */
type Step = "enter" | "reenter" | "confirm";

/**
 * Games > Lottery: the official draws whose time has come (decision 0036). One operator types the
 * result; a second types it again without seeing the first entry, and it must match; the draw is
 * then graded. The operator who typed the entry waiting cannot confirm it. Until it is confirmed
 * anyone may type the result again (Re-enter), which replaces the entry waiting, as the server
 * allows: the enterer corrects a typo, and a confirming operator whose result does not match the
 * entry (a mistyped first entry would refuse every confirmation) sends theirs as the new entry,
 * which someone else then confirms. A game goes by its code, its family by the portal's name for it.
 */
export default function LotteryPage() {
  useSectionTexts(loadGamesTexts);
  const names = useLotteryNames();
  const { t } = useTranslation("games");
  const me = useSession()?.username;
  const [typing, setTyping] = useState<{ draw: OfficialDrawView; step: Step } | null>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<{ list: OfficialDrawView[] }>(LOTTERY_ADMIN.officialDraws, undefined, signal),
  });
  const columns = useMemo<Columns<OfficialDrawView>>(
    () => [
      { accessorKey: "game", header: t("lottery.game"), enableHiding: false },
      { accessorKey: "family", header: t("lottery.family"), cell: ({ row }) => names.family(row.original.family) },
      { accessorKey: "drawNo", header: t("lottery.drawNo"), enableHiding: false },
      { accessorKey: "drawsAt", header: t("lottery.drawsAt"), cell: ({ row }) => formatTime(row.original.drawsAt) },
      {
        id: "state",
        accessorFn: (row) => (row.entered ? 1 : 0),
        header: t("lottery.state"),
        cell: ({ row }) =>
          row.original.entered
            ? t("lottery.enteredBy", { by: row.original.entered.by, at: formatTime(row.original.entered.at) })
            : t("lottery.waiting"),
      },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => {
          const draw = row.original;
          if (!draw.entered) {
            return (
              <button
                type="button"
                className="btn btn-small btn-primary"
                onClick={() => setTyping({ draw, step: "enter" })}
              >
                {t("lottery.enter")}
              </button>
            );
          }
          const reenter = (
            <button type="button" className="btn btn-small" onClick={() => setTyping({ draw, step: "reenter" })}>
              {t("lottery.reenter")}
            </button>
          );
          if (draw.entered.by === me)
            return (
              <span className="row-actions">
                <span className="muted">{t("lottery.secondNeeded")}</span>
                {reenter}
              </span>
            );
          return (
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-small btn-primary"
                onClick={() => setTyping({ draw, step: "confirm" })}
              >
                {t("lottery.confirm")}
              </button>
              {reenter}
            </span>
          );
        },
      },
    ],
    [t, names, me],
  );
  return (
    <SectionPage title={t("lottery.title")}>
      <p className="muted">{t("lottery.intro")}</p>
      <DataTable
        caption={t("lottery.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("lottery.empty")}
        rowKey={(row) => `${row.game}:${row.drawNo}`}
      />
      {typing ? <ResultDialog draw={typing.draw} step={typing.step} onClose={() => setTyping(null)} /> : null}
    </SectionPage>
  );
}

/** The dialog's title and description of each step. */
const STEP_TEXTS = {
  enter: { title: "lottery.enterTitle", text: "lottery.enterText", done: "lottery.entered" },
  reenter: { title: "lottery.reenterTitle", text: "lottery.reenterText", done: "lottery.reentered" },
  confirm: { title: "lottery.confirmTitle", text: "lottery.confirmText", done: "lottery.confirmed" },
} as const;

function ResultDialog({ draw, step, onClose }: { draw: OfficialDrawView; step: Step; onClose: () => void }) {
  const { t } = useTranslation("games");
  const errorText = useErrorText();
  const client = useQueryClient();
  const me = useSession()?.username;
  // A confirmation refused because it differs from the entry waiting: the result this operator typed.
  const [mismatch, setMismatch] = useState<{ result: unknown } | null>(null);
  const params = { code: draw.game, drawNo: draw.drawNo };
  const texts = STEP_TEXTS[step];
  const send = useMutation({
    mutationFn: (result: unknown) =>
      step === "confirm"
        ? apiSend<unknown>("POST", pathWith(LOTTERY_ADMIN.officialConfirm, params), { result })
        : apiSend<unknown>("PUT", pathWith(LOTTERY_ADMIN.officialResult, params), { result }),
    onSuccess: () => {
      toast("success", t(texts.done, { drawNo: draw.drawNo }));
      onClose();
    },
    onError: (error, result) => {
      // Said in the dialog, with what to do: check the published result, or send theirs as the new entry.
      if (step === "confirm" && errorCodeOf(error) === "RESULT_MISMATCH") setMismatch({ result });
      else toast("error", errorText(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  // The confirming operator's result, sent as the new entry: it replaces the one waiting, and
  // someone other than this operator then confirms it.
  const replace = useMutation({
    mutationFn: (result: unknown) =>
      apiSend<unknown>("PUT", pathWith(LOTTERY_ADMIN.officialResult, params), { result }),
    onSuccess: () => {
      toast("success", t("lottery.reentered", { drawNo: draw.drawNo }));
      onClose();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const submit = (result: unknown) => {
    setMismatch(null);
    send.mutate(result);
  };
  // A number changed after a mismatch: what "send mine" would send is no longer what was checked.
  const edited = () => {
    if (mismatch) setMismatch(null);
  };
  const by = draw.entered?.by ?? "";
  const description =
    step === "reenter" ? t(by === me ? "lottery.reenterOwnText" : "lottery.reenterText", { by }) : t(texts.text);
  return (
    <DialogFrame
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(texts.title, { game: draw.game, drawNo: draw.drawNo })}
      description={description}
    >
      {mismatch ? (
        <div className="notice notice-error" role="alert">
          <div className="stack">
            <strong>{t("lottery.mismatchTitle")}</strong>
            <span>{t("lottery.mismatchText", { by })}</span>
            <div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={replace.isPending}
                aria-busy={replace.isPending}
                onClick={() => replace.mutate(mismatch.result)}
              >
                {t("lottery.sendAsEntry")}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {isVnFamily(draw.family) ? (
        <PrizeForm family={draw.family} busy={send.isPending} onSubmit={submit} onEdit={edited} onCancel={onClose} />
      ) : (
        <JsonResultForm
          family={draw.family}
          busy={send.isPending}
          onSubmit={submit}
          onEdit={edited}
          onCancel={onClose}
        />
      )}
    </DialogFrame>
  );
}

/**
 * A Vietnamese result, prize by prize: one field per number, of the prize's digits, the prizes in
 * the order of the region's official results sheet, which the operator types from (the north
 * special prize first, the south and central eighth prize first down to the special prize). What
 * is sent is the result in its stored order, special prize first in every region.
 */
function PrizeForm({
  family,
  busy,
  onSubmit,
  onEdit,
  onCancel,
}: {
  family: VnFamilyCode;
  busy: boolean;
  onSubmit: (result: { prizes: string[][] }) => void;
  /** Any number typed or changed. */
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("games");
  // The form's prizes are the sheet's: prizes[p] is the p-th prize printed on the sheet.
  const prizes = useMemo(() => vnOfficialPrizes(family), [family]);
  const schema = useMemo(
    () =>
      z.object({
        prizes: z.tuple(
          prizes.map((prize) =>
            z
              .array(
                z
                  .string()
                  .trim()
                  .regex(new RegExp(`^\\d{${prize.digits}}$`), "digits"),
              )
              .length(prize.count),
          ) as unknown as [z.ZodArray<z.ZodString>],
        ),
      }),
    [prizes],
  );
  const form = useForm<{ prizes: string[][] }>({
    resolver: zodResolver(schema) as never,
    defaultValues: { prizes: prizes.map((prize) => Array.from({ length: prize.count }, () => "")) },
  });
  const errors = form.formState.errors.prizes as unknown as
    (({ message?: string } | undefined)[] | undefined)[] | undefined;
  return (
    <form
      className="stack"
      noValidate
      onChange={onEdit}
      onSubmit={form.handleSubmit((values) => onSubmit({ prizes: fromOfficialOrder(family, values.prizes) }))}
    >
      {prizes.map((prize, p) => (
        <fieldset key={prize.name} className="prize-row">
          <legend>
            {t(`lottery.prizes.${prize.name}`)} · {t("lottery.digits", { count: prize.digits })}
          </legend>
          {Array.from({ length: prize.count }, (_, i) => (
            <Field
              key={i}
              label={t("lottery.number", { prize: t(`lottery.prizes.${prize.name}`), index: i + 1 })}
              error={errors?.[p]?.[i] ? t("lottery.digitsError", { count: prize.digits }) : undefined}
            >
              {(props) => (
                <input {...props} inputMode="numeric" maxLength={prize.digits} {...form.register(`prizes.${p}.${i}`)} />
              )}
            </Field>
          ))}
        </fieldset>
      ))}
      <DialogActions onCancel={onCancel} submitLabel={t("lottery.send")} busy={busy} />
    </form>
  );
}

const jsonForm = z.object({ raw: z.string().min(1) });

/** Another family's result as its family reads it (JSON), checked by the family's own parser first. */
function JsonResultForm({
  family,
  busy,
  onSubmit,
  onEdit,
  onCancel,
}: {
  family: string;
  busy: boolean;
  onSubmit: (result: unknown) => void;
  /** The result's text changed. */
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("games");
  const form = useForm({ resolver: zodResolver(jsonForm), defaultValues: { raw: "" } });
  return (
    <form
      className="stack"
      noValidate
      onChange={onEdit}
      onSubmit={form.handleSubmit(({ raw }) => {
        try {
          const value: unknown = JSON.parse(raw);
          familyOf(family)?.parseResult(value);
          onSubmit(value);
        } catch {
          form.setError("raw", { message: "result" });
        }
      })}
    >
      <Field label={t("lottery.resultJson")} error={form.formState.errors.raw ? t("lottery.resultError") : undefined}>
        {(props) => <textarea {...props} rows={4} spellCheck={false} {...form.register("raw")} />}
      </Field>
      <DialogActions onCancel={onCancel} submitLabel={t("lottery.send")} busy={busy} />
    </form>
  );
}
