import { useTranslation } from "react-i18next";
import { REFERRAL_NS } from "../../../shared/i18n/namespaces";
import { CopyButton as SharedCopyButton } from "../../../shared/ui/copy-button";
import textStyles from "../../../shared/ui/text.module.css";

/** Copy for the invitation (shared/ui/copy-button.tsx), small: "Copy Referral code", "Copy Invitation link". */
export function CopyButton({ text, labelledBy }: { text: string; labelledBy: string }) {
  const { t } = useTranslation(REFERRAL_NS);
  const labels = { copy: t("referral.copy"), copied: t("referral.copied"), failed: t("referral.copyFailed") };
  return (
    <SharedCopyButton
      text={text}
      labelledBy={labelledBy}
      labels={labels}
      size="small"
      statusClassName={textStyles.muted}
    />
  );
}
