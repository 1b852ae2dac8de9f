import { useTranslation } from "react-i18next";
import { CopyButton as SharedCopyButton } from "../../../shared/ui/copy-button";
import styles from "./wallet.module.css";

/** Copy for a deposit's figures (shared/ui/copy-button.tsx): "Copy Order number", "Copy Account number". */
export function CopyButton({ text, labelledBy }: { text: string; labelledBy: string }) {
  const { t } = useTranslation();
  const labels = { copy: t("wallet.copy"), copied: t("wallet.copied"), failed: t("wallet.copyFailed") };
  return <SharedCopyButton text={text} labelledBy={labelledBy} labels={labels} statusClassName={styles.muted} />;
}
