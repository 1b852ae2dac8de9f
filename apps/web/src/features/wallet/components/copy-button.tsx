import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./wallet.module.css";

/** Copies `text` to the clipboard and says whether it worked. */
export function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => void copy()} data-testid={testId}>
        {t("wallet.copy")}
      </button>
      <span className={styles.muted} role="status" data-testid={`${testId}-status`}>
        {state === "copied" ? t("wallet.copied") : state === "failed" ? t("wallet.copyFailed") : ""}
      </span>
    </>
  );
}
