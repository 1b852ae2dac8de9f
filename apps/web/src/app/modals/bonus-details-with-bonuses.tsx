import { BonusDetailsPage } from "../../features/wallet/components/bonus-details-page";
import { MyBonuses } from "../../features/promotions/components/my-bonuses";

/** The personal centre's bonus details: the member's bonuses (promotions) above the bonus entries (wallet). */
export function BonusDetailsWithBonuses() {
  return <BonusDetailsPage bonuses={<MyBonuses />} />;
}
