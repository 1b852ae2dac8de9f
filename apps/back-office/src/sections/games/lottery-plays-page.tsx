import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  LOTTERY_ADMIN,
  lotteryPlaySettingsRequest,
  oddsText,
  type LotteryPlaySettingsRequest,
  type LotteryPlaySettingsView,
} from "@portal/contract/api/lottery-admin";
import { LOTTERY_FAMILIES } from "@portal/contract/lottery/families/index";
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
import { useLotteryNames } from "./lottery-names";

const FAMILY_CODES = LOTTERY_FAMILIES.map((family) => family.code);
const playsKey = (family: string) => ["lotteryPlays", family] as const;

/**
 * The form of a play's settings: the contract's request, its odds as one list per price class in
 * the play's order (a class's name may be "", which a form path cannot hold), mapped back to the
 * request's record when sent.
 */
const playForm = lotteryPlaySettingsRequest
  .omit({ odds: true })
  .extend({ odds: z.array(z.array(oddsText).min(1).max(8)) });
type PlayForm = z.infer<typeof playForm>;

/** The request of a filled form (the server checks returns and tiers again). */
function playRequest(play: LotteryPlaySettingsView, values: PlayForm): LotteryPlaySettingsRequest {
  return lotteryPlaySettingsRequest.parse({
    ...values,
    odds: Object.fromEntries(play.priceClasses.map((c, i) => [c.priceClass, values.odds[i] ?? c.odds])),
  });
}

/**
 * Games > Lottery plays: the house lottery's plays per family (decision 0035), each with whether
 * it is sold, its stake limits (per line, per member and draw), the house's exposure limit per
 * number and draw, and its odds per price class with their return to player. Plays and tiers go by
 * the portal's names for them, a play's code beside its name. Every operator reads; an operator
 * who configures the brand edits.
 */
export default function LotteryPlaysPage() {
  useSectionTexts(loadGamesTexts);
  const names = useLotteryNames();
  const { t } = useTranslation("games");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const familyId = useId();
  const [family, setFamily] = useState(FAMILY_CODES[0]!);
  const [editing, setEditing] = useState<LotteryPlaySettingsView | null>(null);
  const query = useQuery({
    queryKey: playsKey(family),
    queryFn: ({ signal }) =>
      apiGet<{ list: LotteryPlaySettingsView[] }>(pathWith(LOTTERY_ADMIN.plays, { family }), undefined, signal),
  });
  const columns = useMemo<Columns<LotteryPlaySettingsView>>(() => {
    const tierName = (play: LotteryPlaySettingsView, i: number) => {
      const tier = play.tiers[i];
      return tier === undefined ? "" : names.tier(play.family, tier);
    };
    return [
      {
        id: "play",
        accessorFn: (row) => names.play(row.family, row.play),
        header: t("plays.play"),
        enableHiding: false,
        cell: ({ row }) => {
          const { family, play } = row.original;
          const name = names.play(family, play);
          return name === play ? (
            play
          ) : (
            <>
              {name} <span className="muted">({play})</span>
            </>
          );
        },
      },
      {
        accessorKey: "enabled",
        header: t("plays.state"),
        cell: ({ row }) =>
          row.original.enabled ? (
            <span className="badge badge-ok">{t("plays.sold")}</span>
          ) : (
            <span className="badge badge-warning">{t("plays.notSold")}</span>
          ),
      },
      {
        id: "stake",
        header: t("plays.stakePerLine"),
        enableSorting: false,
        cell: ({ row }) => `${row.original.minStake} – ${row.original.maxStake}`,
      },
      { accessorKey: "maxDrawStake", header: t("plays.maxDrawStake"), enableSorting: false },
      { accessorKey: "exposureLimit", header: t("plays.exposureLimit"), enableSorting: false },
      {
        id: "odds",
        header: t("plays.odds"),
        enableSorting: false,
        cell: ({ row }) => (
          <ul className={styles.oddsList}>
            {row.original.priceClasses.map((c) => (
              <li key={c.priceClass}>
                {c.priceClass ? `${c.priceClass}: ` : ""}
                {c.odds.map((odds, i) => `${tierName(row.original, i)} ${odds}`).join(" · ")}
                {" · "}
                {t("plays.rtp", { rtp: c.returnToPlayer })}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canEdit ? (
            <button type="button" className="btn btn-small" onClick={() => setEditing(row.original)}>
              {t("plays.edit")}
            </button>
          ) : null,
      },
    ];
  }, [t, names, canEdit]);
  return (
    <SectionPage title={t("plays.title")}>
      <p className="muted">{t("plays.intro")}</p>
      <div className="table-toolbar">
        <span className="inline-field">
          <label htmlFor={familyId}>{t("lottery.family")}</label>
          <select id={familyId} value={family} onChange={(event) => setFamily(event.target.value)}>
            {FAMILY_CODES.map((code) => (
              <option key={code} value={code}>
                {names.family(code)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <DataTable
        caption={t("plays.caption", { family: names.family(family) })}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("plays.empty")}
        rowKey={(row) => row.play}
      />
      {editing ? <PlayDialog play={editing} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
}

function PlayDialog({ play, onClose }: { play: LotteryPlaySettingsView; onClose: () => void }) {
  const { t } = useTranslation("games");
  const names = useLotteryNames();
  const form = useForm<PlayForm>({
    resolver: zodResolver(playForm),
    defaultValues: {
      enabled: play.enabled,
      minStake: play.minStake,
      maxStake: play.maxStake,
      maxDrawStake: play.maxDrawStake,
      exposureLimit: play.exposureLimit,
      odds: play.priceClasses.map((c) => [...c.odds]),
    },
  });
  const save = useDialogMutation({
    mutationFn: (body: LotteryPlaySettingsRequest) =>
      apiSend<LotteryPlaySettingsView>(
        "PUT",
        pathWith(LOTTERY_ADMIN.play, { family: play.family, play: play.play }),
        body,
      ),
    success: (saved) => t("plays.saved", { play: names.playLabel(saved.family, saved.play) }),
    onClose,
    onError: (error) => {
      const fields = refusedFields(error);
      for (const name of ["minStake", "maxStake", "maxDrawStake", "exposureLimit"] as const) {
        if (fields[name]) form.setError(name, { message: "server" });
      }
      play.priceClasses.forEach((c, i) => {
        if (fields[`odds.${c.priceClass}`]) form.setError(`odds.${i}`, { message: "server" });
      });
    },
    invalidate: [playsKey(play.family)],
  });
  const errors = form.formState.errors;
  const amountError = (name: "minStake" | "maxStake" | "maxDrawStake" | "exposureLimit") =>
    errors[name] ? t(errors[name].message === "server" ? `plays.errors.${name}` : "plays.amountError") : undefined;
  const oddsErrors = errors.odds as unknown as
    ({ message?: string; [tier: number]: { message?: string } | undefined } | undefined)[] | undefined;
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={t("plays.editTitle", { play: names.playLabel(play.family, play.play) })}
      description={t("plays.editText")}
      onSubmit={form.handleSubmit((values) => save.mutate(playRequest(play, values)))}
      busy={save.isPending}
    >
      <label className="check">
        <input type="checkbox" {...form.register("enabled")} />
        {t("plays.enabled")}
      </label>
      <div className={styles.fields}>
        <Field label={t("plays.minStake")} error={amountError("minStake")}>
          {(props) => <input {...props} inputMode="decimal" {...form.register("minStake")} />}
        </Field>
        <Field label={t("plays.maxStake")} error={amountError("maxStake")}>
          {(props) => <input {...props} inputMode="decimal" {...form.register("maxStake")} />}
        </Field>
        <Field label={t("plays.maxDrawStake")} hint={t("plays.maxDrawStakeHint")} error={amountError("maxDrawStake")}>
          {(props) => <input {...props} inputMode="decimal" {...form.register("maxDrawStake")} />}
        </Field>
        <Field label={t("plays.exposureLimit")} hint={t("plays.exposureHint")} error={amountError("exposureLimit")}>
          {(props) => <input {...props} inputMode="decimal" {...form.register("exposureLimit")} />}
        </Field>
      </div>
      {play.priceClasses.map((priceClass, i) => (
        <fieldset key={priceClass.priceClass} className="prize-row">
          <legend>
            {priceClass.priceClass
              ? t("plays.priceClass", { priceClass: priceClass.priceClass, example: priceClass.exampleKey })
              : t("plays.allKeys")}
          </legend>
          {oddsErrors?.[i]?.message === "server" ? (
            <p className="field-error" role="alert">
              {t("plays.errors.odds")}
            </p>
          ) : null}
          {play.tiers.map((tier, j) => (
            <Field
              key={tier}
              label={t("plays.oddsOf", { tier: names.tier(play.family, tier) })}
              hint={t("plays.defaultOdds", { odds: priceClass.defaultOdds[j] ?? "—" })}
              error={oddsErrors?.[i]?.[j] ? t("plays.oddsError") : undefined}
            >
              {(props) => <input {...props} inputMode="decimal" {...form.register(`odds.${i}.${j}`)} />}
            </Field>
          ))}
          <p className="muted">{t("plays.rtp", { rtp: priceClass.returnToPlayer })}</p>
        </fieldset>
      ))}
    </FormDialog>
  );
}
