import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { ADMIN_OPERATIONS, type FeatureSwitchRow } from "@portal/contract/api/admin-operations";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { ErrorNotice, Skeleton, useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { loadSettingsTexts } from "./settings-texts";
import styles from "./settings.module.css";
import switchStyles from "../../shared/ui/switch.module.css";

const SWITCHES = ["featureSwitches"] as const;
/** The brand settings as stored (Settings > Brand settings keeps its rows under ["settings"]). */
const SETTINGS = ["settings"] as const;
const RAW_SETTINGS = [...SETTINGS, "raw"] as const;

interface Group {
  modId: string;
  enabled: boolean;
  switches: FeatureSwitchRow[];
}

/** The flat list (groups first, each followed by its switches) as groups. */
export function groupSwitches(list: readonly FeatureSwitchRow[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of list) {
    if (row.parent === null) groups.set(row.modId, { modId: row.modId, enabled: row.enabled, switches: [] });
  }
  for (const row of list) {
    if (row.parent !== null) groups.get(row.parent)?.switches.push(row);
  }
  return [...groups.values()];
}

/**
 * Settings > Feature switches: the brand's switches by group, each with what it does, and the
 * portal's maintenance switch and blocked countries (brand settings). Each change is saved at
 * once (audited); operators without `configureBrand` see them read-only.
 */
export default function SwitchesPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const switches = useQuery({
    queryKey: SWITCHES,
    queryFn: ({ signal }) =>
      apiGet<{ list: FeatureSwitchRow[] }>(ADMIN_OPERATIONS.featureSwitches, undefined, signal).then((answer) =>
        groupSwitches(answer.list),
      ),
  });
  return (
    <SectionPage title={t("switches.title")}>
      <p className="muted">{t("switches.intro")}</p>
      {canEdit ? null : (
        <p className="notice" role="note">
          {t("switches.readOnly")}
        </p>
      )}
      <PortalSettings canEdit={canEdit} />
      <h2>{t("switches.features")}</h2>
      {switches.isPending ? <Skeleton rows={8} /> : null}
      {switches.error ? <ErrorNotice error={switches.error} onRetry={() => void switches.refetch()} /> : null}
      {switches.data ? (
        <div className={styles.groups}>
          {switches.data.map((group) => (
            <fieldset key={group.modId} className={styles.group}>
              <legend>{t(`switches.modIds.${group.modId}.name`, { defaultValue: group.modId })}</legend>
              <SwitchRow modId={group.modId} enabled={group.enabled} canEdit={canEdit} />
              {group.switches.map((row) => (
                <SwitchRow
                  key={row.modId}
                  modId={row.modId}
                  enabled={row.enabled}
                  canEdit={canEdit}
                  groupOff={!group.enabled}
                />
              ))}
            </fieldset>
          ))}
        </div>
      ) : null}
    </SectionPage>
  );
}

/** One switch: a checkbox drawn as a switch, its name, what it does, saved when flipped. */
function SwitchRow({
  modId,
  enabled,
  canEdit,
  groupOff = false,
}: {
  modId: string;
  enabled: boolean;
  canEdit: boolean;
  groupOff?: boolean;
}) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const client = useQueryClient();
  const id = useId();
  const name = t(`switches.modIds.${modId}.name`, { defaultValue: modId });
  const save = useMutation({
    mutationFn: (next: boolean) =>
      apiSend<null>("PUT", pathWith(ADMIN_OPERATIONS.featureSwitch, { modId }), { enabled: next }),
    onSuccess: (_, next) => toast("success", t(next ? "switches.turnedOn" : "switches.turnedOff", { name })),
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: SWITCHES }),
  });
  const shown = save.isPending ? (save.variables ?? enabled) : enabled;
  const description = t(`switches.modIds.${modId}.description`, { defaultValue: "" });
  return (
    <div className={styles.row}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={switchStyles.switch}
        checked={shown}
        disabled={!canEdit || save.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => save.mutate(event.target.checked)}
      />
      <label htmlFor={id}>
        {name} <span className={styles.state}>({shown ? t("switches.on") : t("switches.off")})</span>
      </label>
      <p className="hint" id={`${id}-hint`}>
        {description}
        {groupOff && shown ? ` ${t("switches.groupOff")}` : ""}
      </p>
    </div>
  );
}

/** The portal's maintenance switch and the blocked countries (brand settings, audited like the rest). */
function PortalSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const client = useQueryClient();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [countries, setCountries] = useState<string | null>(null);
  const settings = useQuery({
    queryKey: RAW_SETTINGS,
    queryFn: ({ signal }) => apiGet<Record<string, unknown>>(ADMIN.settings, undefined, signal),
  });
  const save = useMutation({
    mutationFn: ({ key, value }: { key: "maintenance" | "blockedCountries"; value: unknown }) =>
      apiSend<null>("PUT", pathWith(ADMIN.setting, { key }), { value }),
    onSuccess: (_, { key, value }) => {
      setConfirming(false);
      if (key === "blockedCountries") setCountries(null);
      toast(
        "success",
        key === "maintenance"
          ? t(value === true ? "switches.maintenanceOn" : "switches.maintenanceOff")
          : t("switches.countriesSaved"),
      );
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: SETTINGS }),
  });
  if (settings.isPending) return <Skeleton rows={2} />;
  if (settings.error) return <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />;
  const maintenance = settings.data.maintenance === true;
  const blocked = Array.isArray(settings.data.blockedCountries) ? (settings.data.blockedCountries as string[]) : [];
  const typed = countries ?? blocked.join(", ");
  return (
    <section aria-labelledby={`${id}-title`} className="stack">
      <h2 id={`${id}-title`}>{t("switches.portal")}</h2>
      <fieldset className={styles.group}>
        <legend>{t("switches.access")}</legend>
        <div className={styles.row}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            className={switchStyles.switch}
            checked={maintenance}
            disabled={!canEdit || save.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              // Closing the portal is asked twice; opening it again is not.
              if (event.target.checked) setConfirming(true);
              else save.mutate({ key: "maintenance", value: false });
            }}
          />
          <label htmlFor={id}>
            {t("switches.maintenance")}{" "}
            <span className={styles.state}>({maintenance ? t("switches.on") : t("switches.off")})</span>
          </label>
          <p className="hint" id={`${id}-hint`}>
            {t("switches.maintenanceText")}
          </p>
        </div>
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const codes = typed
              .split(/[\s,;]+/)
              .map((code) => code.trim().toUpperCase())
              .filter(Boolean);
            save.mutate({ key: "blockedCountries", value: [...new Set(codes)] });
          }}
        >
          <Field label={t("switches.blockedCountries")} hint={t("switches.blockedCountriesHint")}>
            {(props) => (
              <input
                {...props}
                value={typed}
                readOnly={!canEdit}
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(event) => setCountries(event.target.value)}
              />
            )}
          </Field>
          {canEdit ? (
            <div className="row-end">
              <button type="submit" className="btn btn-primary" disabled={save.isPending || countries === null}>
                {t("switches.saveCountries")}
              </button>
            </div>
          ) : null}
        </form>
      </fieldset>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("switches.maintenanceConfirmTitle")}
        description={t("switches.maintenanceConfirmText")}
        confirmLabel={t("switches.maintenanceConfirm")}
        danger
        busy={save.isPending}
        onConfirm={() => save.mutate({ key: "maintenance", value: true })}
      />
    </section>
  );
}
