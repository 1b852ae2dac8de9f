import { useQuery } from "@tanstack/react-query";
import { guardDecision } from "../../../shared/auth/guarded-action";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import stackStyles from "../../../shared/ui/stack.module.css";
import { vipLevelsQuery, vipMineQuery } from "../api/vip-api";
import { BenefitsTable } from "./benefits-table";
import { GuestPanel } from "./guest-panel";
import { VipHero } from "./vip-hero";

/**
 * The VIP page (/vip): a member's level and progress to the next one over every level's benefits,
 * the member's row marked; a visitor or a trial member sees an invitation in place of the level.
 */
export function VipOverview() {
  const session = useSession();
  const decision = guardDecision(session);
  const member = decision === "allow";
  const levels = useQuery(vipLevelsQuery(useLanguage()));
  const mine = useQuery(vipMineQuery(session.token, member));
  return (
    <div className={stackStyles.page}>
      {decision === "allow" ? <VipHero mine={mine} levels={levels.data?.list} /> : <GuestPanel decision={decision} />}
      <BenefitsTable levels={levels} current={member ? mine.data?.level : undefined} />
    </div>
  );
}
