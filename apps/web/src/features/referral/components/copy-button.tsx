import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { REFERRAL_NS } from "../../../shared/i18n/namespaces";
import { Button } from "../../../shared/ui/button";
import styles from "./referral.module.css";

/**
 * Copies `text` to the clipboard and says whether it worked, in a polite live region. Its name is
 * "Copy" followed by the label of what it copies (`labelledBy`, that label's id): "Copy Referral
 * code", "Copy Invitation link".
 */
export function CopyButton({ text, labelledBy }: { text: string; labelledBy: string }) {
  const { t } = useTranslation(REFERRAL_NS);
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
      <Button type="button" size="small" id={id} aria-labelledby={`${id} ${labelledBy}`} onClick={() => void copy()}>
        {t("referral.copy")}
      </Button>
      <span className={styles.copied} role="status">
        {state === "copied" ? t("referral.copied") : state === "failed" ? t("referral.copyFailed") : ""}
      </span>
    </>
  );
}
