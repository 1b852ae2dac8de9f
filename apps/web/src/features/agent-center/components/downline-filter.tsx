import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button";
import { FormField } from "../../../shared/ui/form-field";
import { SelectField } from "../../../shared/ui/select-field";
import type { DownlineFilter } from "../api/agent-api";
import styles from "./agent-center.module.css";

export type DownlineSearch = Omit<DownlineFilter, "parentId">;

/** Part of a username, account type and status; applied by Search (not at each key press). */
export function DownlineFilterForm({ onSearch }: { onSearch: (search: DownlineSearch) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<DownlineSearch["kind"]>("");
  const [status, setStatus] = useState<DownlineSearch["status"]>("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ search: search.trim(), kind, status });
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t("agent.team.filter")}>
      <FormField
        type="search"
        label={t("agent.team.search")}
        value={search}
        onValue={setSearch}
        maxLength={64}
        autoComplete="off"
      />
      <SelectField
        label={t("agent.register.kind")}
        value={kind}
        onValue={(value) => setKind(value === "MEMBER" || value === "AGENT" ? value : "")}
        options={[
          { value: "", label: t("agent.team.allKinds") },
          { value: "MEMBER", label: t("agent.kinds.MEMBER") },
          { value: "AGENT", label: t("agent.kinds.AGENT") },
        ]}
      />
      <SelectField
        label={t("agent.team.status")}
        value={status}
        onValue={(value) => setStatus(value === "ACTIVE" || value === "DISABLED" ? value : "")}
        options={[
          { value: "", label: t("agent.team.allStatuses") },
          { value: "ACTIVE", label: t("agent.statuses.ACTIVE") },
          { value: "DISABLED", label: t("agent.statuses.DISABLED") },
        ]}
      />
      <Button type="submit" variant="primary">
        {t("agent.team.searchButton")}
      </Button>
    </form>
  );
}
