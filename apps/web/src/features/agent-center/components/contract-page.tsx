import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import { contractsQuery, type Contract, type ContractKind } from "../api/contracts-api";
import { billsPageQuery } from "../api/income-api";
import { CONTRACT_PAGE } from "../hooks/contract-text";
import { useCallerCapabilities } from "../hooks/use-caller-type";
import { useAgentText } from "../hooks/use-agent-text";
import { BillsList } from "./bills-table";
import { ContractActionDialog, type ContractAction } from "./contract-action-dialog";
import { ContractCard } from "./contract-card";
import { OfferContractDialog } from "./offer-contract-dialog";
import styles from "./agent-center.module.css";

/** Open contracts first (awaiting an answer, then valid), then the rest, newest offer first. */
const ORDER: Record<Contract["status"], number> = { AWAITING_CONSENT: 0, VALID: 1, REFUSED: 2, EXPIRED: 2, INVALID: 2 };
const byOpenThenNewest = (a: Contract, b: Contract) => ORDER[a.status] - ORDER[b.status] || b.offeredAt - a.offeredAt;

function ContractList({
  contracts,
  empty,
  onAction,
}: {
  contracts: readonly Contract[];
  empty: string;
  onAction: (contract: Contract, action: ContractAction) => void;
}) {
  if (contracts.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className={styles.contracts}>
      {contracts.map((contract) => (
        <li key={contract.id}>
          <ContractCard contract={contract} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A contract page of the agent centre, one per kind (dividend, dailySalary, hourlySalary,
 * realtimeSalary): the caller's contracts of that kind, those it holds (from its upline, or the
 * platform) and those it offered its sub-agents; accepting or refusing an offer, terminating a
 * valid contract, and, for an agent type that may offer contracts, offering one to a direct
 * downline agent; then the kind's bills, paged, where the payee claims a bill awaiting its claim.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useAgentText();
  const { token } = useSession();
  const caller = useCallerCapabilities();
  const contracts = useQuery(contractsQuery(token));
  const billsPaging = useCursorPaging();
  const bills = useQuery(billsPageQuery(token, billsPaging.position.cursor, kind));
  const [offering, setOffering] = useState(false);
  const [acting, setActing] = useState<{ contract: Contract; action: ContractAction } | null>(null);
  const titleId = useId();
  const heldId = useId();
  const offeredId = useId();
  const billsId = useId();
  const kindName = t(`contracts.kinds.${kind}`);
  const onAction = (contract: Contract, action: ContractAction) => setActing({ contract, action });

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.panelHead}>
          <h3 id={titleId}>{t(`center.agent.${CONTRACT_PAGE[kind]}`)}</h3>
          {caller.offerContracts ? (
            <Button variant="primary" disabled={!contracts.isSuccess} onClick={() => setOffering(true)}>
              {t("contracts.offer")}
            </Button>
          ) : null}
        </div>
        <p className={styles.muted}>{t(`contracts.intro.${kind}`)}</p>
        <QueryState query={contracts}>
          {(list) => {
            const mine = list.filter((c) => c.kind === kind).sort(byOpenThenNewest);
            const held = mine.filter((c) => c.role === "PAYEE");
            const offered = mine.filter((c) => c.role === "PAYER");
            return (
              <>
                <section className={styles.group} aria-labelledby={heldId}>
                  <h4 id={heldId}>{t("contracts.held")}</h4>
                  <ContractList contracts={held} empty={t("contracts.noneHeld")} onAction={onAction} />
                </section>
                {caller.offerContracts || offered.length > 0 ? (
                  <section className={styles.group} aria-labelledby={offeredId}>
                    <h4 id={offeredId}>{t("contracts.offeredByMe")}</h4>
                    <ContractList contracts={offered} empty={t("contracts.noneOffered")} onAction={onAction} />
                  </section>
                ) : null}
              </>
            );
          }}
        </QueryState>
      </section>
      <section className={styles.panel} aria-labelledby={billsId}>
        <h3 id={billsId}>{t("contracts.bills")}</h3>
        <BillsList
          query={bills}
          position={billsPaging.position}
          onCursor={billsPaging.follow}
          label={t("contracts.billsOf", { kind: kindName })}
          empty={t("contracts.noBills")}
        />
      </section>
      {offering && contracts.data ? (
        <OfferContractDialog kind={kind} contracts={contracts.data} onClose={() => setOffering(false)} />
      ) : null}
      {acting ? (
        <ContractActionDialog contract={acting.contract} action={acting.action} onClose={() => setActing(null)} />
      ) : null}
    </div>
  );
}

/** "Dividend" (dividend): a share of the team's net loss per half-month or month. */
export function DividendPage() {
  return <ContractPage kind="DIVIDEND" />;
}

/** "Daily salary" (dailySalary): a rate of the team's valid turnover per day. */
export function DailySalaryPage() {
  return <ContractPage kind="DAILY_SALARY" />;
}

/** "Hourly salary" (hourlySalary): a rate of the team's valid turnover per hour. */
export function HourlySalaryPage() {
  return <ContractPage kind="HOURLY_SALARY" />;
}

/** "Real-time salary" (realtimeSalary): a rate of the team's valid turnover for the day so far, every 5 minutes. */
export function RealtimeSalaryPage() {
  return <ContractPage kind="REALTIME_SALARY" />;
}
