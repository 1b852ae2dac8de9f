import { formatMoney } from "../../../shared/format/money";
import { SignedAmount } from "../../../shared/ui/signed-amount";
import styles from "./wallet.module.css";

/**
 * Stake, payout and profit as table cells (a round, a category or a sum), the profit coloured by
 * its sign.
 */
export function StakePayoutProfitCells({ money }: { money: { stake: string; payout: string; profit: string } }) {
  return (
    <>
      <td className={`${styles.number} ${styles.amount}`}>{formatMoney(money.stake)}</td>
      <td className={`${styles.number} ${styles.amount}`}>{formatMoney(money.payout)}</td>
      <td className={styles.number}>
        <SignedAmount amount={money.profit} />
      </td>
    </>
  );
}
