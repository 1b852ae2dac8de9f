import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { GAME_CATEGORIES } from "@portal/contract/games";
import {
  offerInput,
  PROMOTION_ADMIN,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  RELOAD_PERIODS,
  TURNOVER_BASES,
  type adminOfferSchema,
  type OfferInput,
} from "@portal/contract/api/promotions";
import { apiSend, pathWith } from "../../shared/api/client";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import {
  audienceInput,
  AudienceFields,
  audienceValues,
  newAudience,
  numberOf,
  problemOf,
  PROMOTIONS_KEY,
} from "./promotion-shared";
import styles from "./promotions.module.css";

export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const OFFERS_KEY = [...PROMOTIONS_KEY, "offers"] as const;

/** The offer's form as typed: numbers as their text, the percent as a percent (the call takes basis points). */
const offerFields = z.object({
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  percent: z.string(),
  maxBonus: z.string(),
  minDeposit: z.string(),
  minLoss: z.string(),
  turnoverMultiple: z.string(),
  turnoverBasis: z.enum(TURNOVER_BASES),
  weights: z.record(z.enum(GAME_CATEGORIES), z.string()),
  claimDays: z.string(),
  expiryDays: z.string(),
  /** "": none (a first deposit bonus). */
  reloadPeriod: z.enum(["", ...RELOAD_PERIODS]),
  labels: z.string(),
  agentIds: z.string(),
  vipLevels: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
});
type OfferForm = z.input<typeof offerFields>;

/** The form made into the contract's body for one promotion, checked by the contract's own schema. */
const offerFormOf = (announcementId: number) =>
  offerFields
    .transform((form): z.input<typeof offerInput> => ({
      announcementId,
      kind: form.kind,
      category: form.category,
      percentBp: Math.round(numberOf(form.percent) * 100),
      maxBonus: form.maxBonus,
      minDeposit: form.minDeposit,
      minLoss: form.minLoss,
      turnoverMultiple: numberOf(form.turnoverMultiple),
      turnoverBasis: form.turnoverBasis,
      weights: Object.fromEntries(
        GAME_CATEGORIES.filter((category) => form.weights[category].trim() !== "").map((category) => [
          category,
          numberOf(form.weights[category]),
        ]),
      ),
      claimDays: numberOf(form.claimDays),
      expiryDays: numberOf(form.expiryDays),
      reloadPeriod: form.reloadPeriod === "" ? null : form.reloadPeriod,
      ...audienceInput(form),
    }))
    .pipe(offerInput);

const DAY = 86_400_000;

function formOf(offer: AdminOffer | null): OfferForm {
  const terms = offer?.terms;
  const weights = Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, terms ? String(terms.weights[category] ?? "") : "100"]),
  ) as Record<(typeof GAME_CATEGORIES)[number], string>;
  return {
    kind: terms?.kind ?? "FIRST_DEPOSIT",
    category: terms?.category ?? "GENERAL",
    percent: terms?.percent ?? "100",
    maxBonus: terms?.maxBonus ?? "",
    minDeposit: terms?.minDeposit ?? "",
    minLoss: terms?.minLoss ?? "0",
    turnoverMultiple: String(terms?.turnoverMultiple ?? 10),
    turnoverBasis: terms?.turnoverBasis ?? "DEPOSIT_AND_BONUS",
    weights,
    claimDays: String(terms?.claimDays ?? 7),
    expiryDays: String(terms?.expiryDays ?? 30),
    reloadPeriod: terms?.reloadPeriod ?? "",
    ...(offer
      ? audienceValues({ ...offer, startsAt: offer.terms.startsAt, endsAt: offer.terms.endsAt })
      : newAudience(Date.now() + 30 * DAY)),
  };
}

/**
 * The offer of a promotion (decision 0039): a first deposit or reload bonus with its turnover,
 * or a cashback on net loss; who may take it and when. One offer per promotion: added once,
 * then edited (bonuses already given keep their terms).
 */
export function OfferDialog({
  announcementId,
  name,
  offer,
  onClose,
}: {
  announcementId: number;
  /** The promotion's title in the operator's language. */
  name: string;
  offer: AdminOffer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("promotions");
  const schema = useMemo(() => offerFormOf(announcementId), [announcementId]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: formOf(offer) });
  const save = useDialogMutation({
    mutationFn: (input: OfferInput) =>
      offer
        ? apiSend<AdminOffer>("PUT", pathWith(PROMOTION_ADMIN.offer, { id: offer.id }), input)
        : apiSend<AdminOffer>("POST", PROMOTION_ADMIN.offers, input),
    success: () => t(offer ? "offers.offerUpdated" : "offers.offerCreated"),
    onClose,
    invalidate: [PROMOTIONS_KEY],
  });
  const { errors } = form.formState;
  const problem = (path: string, key = path) => problemOf(errors, path, key, t);
  const select = <T extends string>(
    name: "kind" | "category" | "turnoverBasis" | "reloadPeriod",
    label: string,
    values: readonly T[],
    labelOf: (value: T) => string,
    error?: string,
  ) => (
    <Field label={label} error={error}>
      {(props) => (
        <select {...props} {...form.register(name)}>
          {values.map((value) => (
            <option key={value} value={value}>
              {labelOf(value)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const text = (
    name: "percent" | "maxBonus" | "minDeposit" | "minLoss" | "turnoverMultiple" | "claimDays" | "expiryDays",
    label: string,
    error: string | undefined,
    hint?: string,
  ) => (
    <Field label={label} error={error} hint={hint}>
      {(props) => <input {...props} inputMode="decimal" {...form.register(name)} />}
    </Field>
  );

  return (
    <FormDialog
      wide
      onClose={onClose}
      title={offer ? t("offers.offerEditTitle", { name }) : t("offers.offerNewTitle", { name })}
      description={t("offers.offerText")}
      onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
      busy={save.isPending}
    >
      <div className={styles.rowFields}>
        {select("kind", t("offerFields.kind"), PROMOTION_KINDS, (kind) => t(`kinds.${kind}`))}
        {select("category", t("offerFields.category"), PROMOTION_CATEGORIES, (c) => t(`categories.${c}`))}
        {select(
          "reloadPeriod",
          t("offerFields.reloadPeriod"),
          ["", ...RELOAD_PERIODS] as const,
          (period) => t(`periods.${period || "NONE"}`),
          problem("reloadPeriod"),
        )}
      </div>
      <fieldset className={`stack ${styles.group}`}>
        <legend>{t("offerFields.rules")}</legend>
        <div className={styles.rowFields}>
          {text("percent", t("offerFields.percent"), problem("percentBp", "percent"), t("offerFields.percentHint"))}
          {text("maxBonus", t("offerFields.maxBonus"), problem("maxBonus", "amount"))}
          {text("minDeposit", t("offerFields.minDeposit"), problem("minDeposit", "amount"))}
          {text("minLoss", t("offerFields.minLoss"), problem("minLoss", "amount"))}
        </div>
        <div className={styles.rowFields}>
          {text(
            "turnoverMultiple",
            t("offerFields.turnoverMultiple"),
            problem("turnoverMultiple"),
            t("offerFields.turnoverHint"),
          )}
          {select("turnoverBasis", t("offerFields.turnoverBasis"), TURNOVER_BASES, (b) => t(`bases.${b}`))}
          {text("claimDays", t("offerFields.claimDays"), problem("claimDays", "days"))}
          {text("expiryDays", t("offerFields.expiryDays"), problem("expiryDays", "days"))}
        </div>
        <fieldset className={styles.checks}>
          <legend>{t("offerFields.weights")}</legend>
          {GAME_CATEGORIES.map((category) => (
            <Field key={category} label={t("offerFields.weight", { c: t(`categories.${category}`) })}>
              {(props) => <input {...props} inputMode="numeric" size={4} {...form.register(`weights.${category}`)} />}
            </Field>
          ))}
          {problem("weights") ? (
            <p className="field-error" role="alert">
              {problem("weights")}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
      <AudienceFields register={form.register} errors={errors} activeLabel={t("audience.active")} />
    </FormDialog>
  );
}
