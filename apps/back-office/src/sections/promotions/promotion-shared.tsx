import { useQuery } from "@tanstack/react-query";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminAnnouncement } from "@portal/contract/api/admin-content";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { apiGet } from "../../shared/api/client";
import { Field } from "../../shared/ui/field";
import { BrandTimeField } from "../../shared/ui/brand-time-field";
import { formatTime, fromLocalInput, localInputValue } from "../../shared/ui/format";
import { textIn } from "../content/localized-fields";
import styles from "./promotions.module.css";

/** Every list of this section is read again after a write (its keys start with "promotions"). */
export const PROMOTIONS_KEY = ["promotions"] as const;
export const ANNOUNCEMENTS_KEY = [...PROMOTIONS_KEY, "announcements"] as const;

/** The brand's promotions (their announcements, every language): titles for the offers, events and applications. */
export function usePromotions() {
  return useQuery({
    queryKey: ANNOUNCEMENTS_KEY,
    queryFn: ({ signal }) => apiGet<{ list: AdminAnnouncement[] }>(PROMOTION_ADMIN.promotions, undefined, signal),
  });
}

/** A promotion's title in the operator's language, by its id (its number while the list loads or when unknown). */
export function usePromotionTitle() {
  const { t } = useTranslation("promotions");
  const promotions = usePromotions();
  return (id: number) => {
    const found = promotions.data?.list.find((p) => p.id === id);
    return found ? textIn(found.title) : t("common.unknownPromotion", { id });
  };
}

/** A number field's text → a number (NaN when empty: the contract's schema refuses it). */
export const numberOf = (value: string): number => (value.trim() === "" ? Number.NaN : Number(value));
/** "vip, new , " → ["vip", "new"]. */
export const listOf = (value: string): string[] =>
  value
    .split(/[,，、\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

export type PromotionState = "INACTIVE" | "SCHEDULED" | "RUNNING" | "ENDED";
/** Whether a switched-on period has started and ended, now. */
export function stateOf(active: boolean, startsAt: number, endsAt: number | null, now = Date.now()): PromotionState {
  if (!active) return "INACTIVE";
  if (startsAt > now) return "SCHEDULED";
  if (endsAt !== null && endsAt <= now) return "ENDED";
  return "RUNNING";
}

export function StateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation("promotions");
  return <span className={state === "RUNNING" ? "badge badge-ok" : "badge"}>{t(`common.state.${state}`)}</span>;
}

/** A period in the operator's language: "from <start>" or "<start> – <end>". */
export function PeriodText({ start, end }: { start: number; end: number | null }) {
  const { t } = useTranslation("promotions");
  return end === null
    ? t("common.from", { start: formatTime(start) })
    : t("common.range", { start: formatTime(start), end: formatTime(end) });
}

/** The audience and period fields shared by offers and events (their names are the contract's). */
export interface AudienceForm {
  labels: string;
  agentIds: string;
  vipLevels: string[];
  startsAt: string;
  endsAt: string;
  active: boolean;
}

export const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => level);

/** The form's audience and period as the contract's input takes them (checked by its schema). */
export function audienceInput(values: AudienceForm) {
  return {
    labels: listOf(values.labels),
    agentIds: listOf(values.agentIds).map(Number),
    vipLevels: values.vipLevels.map(Number).sort((a, b) => a - b),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: values.endsAt === "" ? null : fromLocalInput(values.endsAt),
    active: values.active,
  };
}

/** A new offer's or event's audience: everyone, from the start of this minute (a datetime-local has no seconds). */
export function newAudience(endsAt: number | null = null): AudienceForm {
  return {
    labels: "",
    agentIds: "",
    vipLevels: [],
    startsAt: localInputValue(Math.floor(Date.now() / 60_000) * 60_000),
    endsAt: localInputValue(endsAt),
    active: true,
  };
}

export function audienceValues(stored: {
  labels: string[];
  agentIds: number[];
  vipLevels: number[];
  startsAt: number;
  endsAt: number | null;
  active: boolean;
}): AudienceForm {
  return {
    labels: stored.labels.join(", "),
    agentIds: stored.agentIds.join(", "),
    vipLevels: stored.vipLevels.map(String),
    startsAt: localInputValue(stored.startsAt),
    endsAt: localInputValue(stored.endsAt),
    active: stored.active,
  };
}

/** The first message of a path's error (the contract's paths), translated by `problem`. */
export function problemOf(errors: FieldErrors, path: string, problem: string, t: (key: string) => string) {
  return path in errors || Object.keys(errors).some((key) => key.startsWith(`${path}.`))
    ? t(`problems.${problem}`)
    : undefined;
}

/**
 * Labels, agents, VIP levels, start and end, active: the contract's audience fields. `errors`
 * carries the contract schema's paths (a zodResolver of the transformed form).
 */
export function AudienceFields<F extends FieldValues & AudienceForm>({
  register,
  errors,
  activeLabel,
}: {
  register: UseFormRegister<F>;
  errors: FieldErrors;
  activeLabel: string;
}) {
  const { t } = useTranslation("promotions");
  const name = (field: keyof AudienceForm) => field as unknown as Path<F>;
  return (
    <fieldset className={`stack ${styles.group}`}>
      <legend>{t("audience.legend")}</legend>
      <div className={styles.rowFields}>
        <BrandTimeField
          label={t("audience.startsAt")}
          error={problemOf(errors, "startsAt", "date", t)}
          {...register(name("startsAt"))}
        />
        <BrandTimeField
          label={t("audience.endsAt")}
          hint={t("audience.endsAtHint")}
          error={problemOf(errors, "endsAt", "endsAt", t)}
          {...register(name("endsAt"))}
        />
      </div>
      <Field
        label={t("audience.labels")}
        hint={t("audience.labelsHint")}
        error={problemOf(errors, "labels", "labels", t)}
      >
        {(props) => <input {...props} {...register(name("labels"))} />}
      </Field>
      <Field
        label={t("audience.agentIds")}
        hint={t("audience.agentIdsHint")}
        error={problemOf(errors, "agentIds", "agentIds", t)}
      >
        {(props) => <input {...props} inputMode="numeric" {...register(name("agentIds"))} />}
      </Field>
      <fieldset className={styles.checks}>
        <legend>{t("audience.vipLevels")}</legend>
        {VIP_LEVELS.map((level) => (
          <label key={level} className="check">
            <input type="checkbox" value={String(level)} {...register(name("vipLevels"))} />
            {t("audience.vipLevel", { n: level })}
          </label>
        ))}
        <p className="hint">{t("audience.vipLevelsHint")}</p>
      </fieldset>
      <label className="check">
        <input type="checkbox" {...register(name("active"))} />
        {activeLabel}
      </label>
    </fieldset>
  );
}
