import { use, useId, type ReactNode } from "react";
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import type { NamespaceLoad } from "../shared/i18n/i18n";

const loads = new Map<NamespaceLoad, Promise<unknown>>();

/**
 * Suspends until a section's texts are loaded (the layout's Suspense shows the skeleton
 * meanwhile); i18next loads them again itself for another language while they are in use.
 */
export function useSectionTexts(load: NamespaceLoad) {
  let promise = loads.get(load);
  if (!promise) {
    if (i18next.hasLoadedNamespace(load.namespace)) return;
    promise = load();
    loads.set(load, promise);
    promise.catch(() => loads.delete(load));
  }
  // Once a page has waited for these texts it keeps calling `use` on the same promise, settled or
  // not: when React replays the page after the wait, `use` is where it switches from replaying to
  // mounting the hooks that follow (skipping it there fails with React's error #467).
  use(promise);
}

/** A section's page: its heading (the page's h1) and content. */
export function SectionPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="section">
      <div className="section-head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A select of a list's status filter ("all" first). */
export function StatusFilter<S extends string>({
  label,
  value,
  statuses,
  statusLabel,
  onChange,
  allowAll = true,
}: {
  allowAll?: boolean;
  label: string;
  value: S | "";
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  onChange: (value: S | "") => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as S | "")}>
        {allowAll ? <option value="">{t("ui.all")}</option> : null}
        {statuses.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
    </span>
  );
}
