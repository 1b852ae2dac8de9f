import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RegisteredAccount } from "../api/agent-api";
import { useCallerCapabilities } from "../hooks/use-caller-type";
import { RegisterAccountForm } from "./register-account-form";
import { RegisteredAccountView } from "./registered-account";
import styles from "./agent-center.module.css";

/** "Register account" (registerAccount): a member or a sub-agent directly below the caller. */
export function RegisterAccountPage() {
  const { t } = useTranslation();
  const caller = useCallerCapabilities();
  const [done, setDone] = useState<RegisteredAccount | null>(null);
  // A new form each time: nothing of the last account stays in it.
  const [round, setRound] = useState(0);
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h3 id={titleId}>{t("center.agent.registerAccount")}</h3>
        {!caller.registerMembers ? (
          <p role="note">{t("agent.register.notAllowed")}</p>
        ) : done ? (
          <RegisteredAccountView
            account={done}
            onAnother={() => {
              setDone(null);
              setRound((r) => r + 1);
            }}
          />
        ) : (
          <RegisterAccountForm key={round} registerAgents={caller.registerAgents} onDone={setDone} />
        )}
      </section>
    </div>
  );
}
