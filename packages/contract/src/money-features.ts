import { FEATURE } from "./feature-switches";
import { AGENT_TYPE_NO_TRANSFER_UP } from "./members";

/**
 * Which money actions a member may use under the brand's switches (reference notes, member
 * menu): deposit and withdrawal need their switches and are off in credit-market mode; transfer
 * to upline needs toUpline 1, a type other than 2, and AGETRANSFERUP3. The web's menu and the
 * server's refusals both use this.
 */
export function moneyFeatures(
  member: { type: number; toUpline: number },
  switches: Readonly<Record<string, boolean>>,
): { deposit: boolean; withdraw: boolean; transferUpline: boolean } {
  const on = (id: string) => switches[id] === true;
  const credit = on(FEATURE.creditMarket);
  return {
    deposit: on(FEATURE.deposit) && !credit,
    withdraw: on(FEATURE.withdraw) && !credit,
    transferUpline: member.toUpline === 1 && member.type !== AGENT_TYPE_NO_TRANSFER_UP && on(FEATURE.transferToUpline),
  };
}
