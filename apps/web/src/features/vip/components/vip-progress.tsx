import { useTranslation } from "react-i18next";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import { formatMoney } from "../../../shared/format/money";
import { ProgressBar } from "../../../shared/ui/progress-bar";
import { position } from "../hooks/vip-format";

/**
 * One figure's way to the next level (deposits or valid bets): a progress bar named by `label`
 * ("Deposits towards VIP 3") whose value reads as the figures ("1,300.00 of 2,500.00"), with
 * aria-valuenow and aria-valuemax (the amounts) for its position.
 */
export function VipProgress({ label, done, required }: { label: string; done: string; required: string }) {
  const { t } = useTranslation(VIP_NS);
  const text = t("vip.progressValue", { have: formatMoney(done), need: formatMoney(required) });
  const need = position(required);
  // A figure the level does not ask for is met from the start.
  const max = need === 0 ? 1 : need;
  const value = need === 0 ? 1 : Math.min(position(done), need);
  return <ProgressBar label={label} text={text} value={value} max={max} />;
}
