import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button";
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
      <Button type="button" onClick={() => void copy()} data-testid={testId}>
        {t("wallet.copy")}
      </Button>
      <span className={styles.muted} role="status" data-testid={`${testId}-status`}>
        {state === "copied" ? t("wallet.copied") : state === "failed" ? t("wallet.copyFailed") : ""}
      </span>
    </>
  );
}
