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
 * Games > Lottery: the official draws whose time has come (decision 0036). One operator types the
 * result; a second types it again without seeing the first entry, and it must match; the draw is
 * then graded. The operator who entered it cannot confirm it. A game goes by its code, its family
 * by the portal's name for it.
 */
export default function LotteryPage() {
  useSectionTexts(loadGamesTexts);
  const names = useLotteryNames();
  const { t } = useTranslation("games");
  const me = useSession()?.username;
  const [typing, setTyping] = useState<{ draw: OfficialDrawView; step: "enter" | "confirm" } | null>(null);
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
          if (draw.entered.by === me) return <span className="muted">{t("lottery.secondNeeded")}</span>;
          return (
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => setTyping({ draw, step: "confirm" })}
            >
              {t("lottery.confirm")}
            </button>
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

function ResultDialog({
  draw,
  step,
  onClose,
}: {
  draw: OfficialDrawView;
  step: "enter" | "confirm";
  onClose: () => void;
}) {
  const { t } = useTranslation("games");
  const errorText = useErrorText();
  const client = useQueryClient();
  const path = pathWith(step === "enter" ? LOTTERY_ADMIN.officialResult : LOTTERY_ADMIN.officialConfirm, {
    code: draw.game,
    drawNo: draw.drawNo,
  });
  const send = useMutation({
    mutationFn: (result: unknown) => apiSend<unknown>(step === "enter" ? "PUT" : "POST", path, { result }),
    onSuccess: () => {
      toast("success", t(step === "enter" ? "lottery.entered" : "lottery.confirmed", { drawNo: draw.drawNo }));
      onClose();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const title = t(step === "enter" ? "lottery.enterTitle" : "lottery.confirmTitle", {
    game: draw.game,
    drawNo: draw.drawNo,
  });
  return (
    <DialogFrame
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={t(step === "enter" ? "lottery.enterText" : "lottery.confirmText")}
    >
      {isVnFamily(draw.family) ? (
        <PrizeForm
          family={draw.family}
          busy={send.isPending}
          onSubmit={(result) => send.mutate(result)}
          onCancel={onClose}
        />
      ) : (
        <JsonResultForm
          family={draw.family}
          busy={send.isPending}
          onSubmit={(result) => send.mutate(result)}
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
  onCancel,
}: {
  family: VnFamilyCode;
  busy: boolean;
  onSubmit: (result: { prizes: string[][] }) => void;
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
  onCancel,
}: {
  family: string;
  busy: boolean;
  onSubmit: (result: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("games");
  const form = useForm({ resolver: zodResolver(jsonForm), defaultValues: { raw: "" } });
  return (
    <form
      className="stack"
      noValidate
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
