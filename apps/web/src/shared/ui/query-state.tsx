import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorKeyOf } from "../api/api-error";
import { ErrorPanel } from "./error-panel";
import { Spinner } from "./spinner";

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown while loading: a skeleton of what will arrive (docs/design.md); a spinner by default. */
  pending?: ReactNode;
}

/** Loading, translated error with retry, or the data. */
export function QueryState<T>({ query, children, pending }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return pending ?? <Spinner label={t("common.loading")} />;
  if (query.isError) {
    return (
      <ErrorPanel
        message={t(errorKeyOf(query.error))}
        retryLabel={t("common.retry")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
