import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button";
import type { RegisteredAccount } from "../api/agent-api";
import { isAgentType } from "../hooks/rates";
import styles from "./agent-center.module.css";

/**
 * The account just registered, with the brand's initial password: the agent passes it on, and
 * the account must change it at its first login (the server forces that).
 */
export function RegisteredAccountView({ account, onAnother }: { account: RegisteredAccount; onAnother: () => void }) {
  const { t } = useTranslation();
  const told = useRef<HTMLParagraphElement>(null);
  // The form (and the button that sent it) is gone: focus moves to the news, not to the page's top.
  useEffect(() => told.current?.focus(), []);
  return (
    <div className={styles.page}>
      <p role="status" tabIndex={-1} ref={told}>
        {t("agent.register.done", { account: account.account })}
      </p>
      <dl className={styles.summary}>
        <div>
          <dt>{t("agent.register.account")}</dt>
          <dd>{account.account}</dd>
        </div>
        <div>
          <dt>{t("agent.register.kind")}</dt>
          <dd>{t(isAgentType(account.memberType) ? "agent.kinds.AGENT" : "agent.kinds.MEMBER")}</dd>
        </div>
        <div>
          <dt>{t("agent.register.initialPassword")}</dt>
          <dd className={styles.password}>{account.initialPassword}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t("agent.register.changeAtFirstLogin")}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onAnother}>
          {t("agent.register.another")}
        </Button>
      </div>
    </div>
  );
}
