import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button";
import styles from "./wallet.module.css";

/**
 * Copies `text` to the clipboard and says whether it worked. Its name is "Copy" followed by the
 * label of what it copies (`labelledBy`, the id of that label), so two copy buttons on one page
 * are told apart by a screen reader ("Copy Order number", "Copy Account number").
 */
export function CopyButton({ text, labelledBy }: { text: string; labelledBy: string }) {
  const { t } = useTranslation();
  const id = useId();
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
      <Button type="button" id={id} aria-labelledby={`${id} ${labelledBy}`} onClick={() => void copy()}>
        {t("wallet.copy")}
      </Button>
      <span className={styles.muted} role="status">
        {state === "copied" ? t("wallet.copied") : state === "failed" ? t("wallet.copyFailed") : ""}
      </span>
    </>
  );
}
