import { formatMoney } from "../../../shared/format/money";
import { SignedAmount } from "./signed-amount";
import styles from "./wallet.module.css";

/**
 * Stake, payout and profit as table cells (a round, a category or a sum), the profit coloured by
 * its sign. Test ids: `<testId>-stake`, `-payout`, `-profit`.
 */
export function StakePayoutProfitCells({
  money,
  testId,
}: {
  money: { stake: string; payout: string; profit: string };
  testId: string;
}) {
  return (
    <>
      <td className={`${styles.number} ${styles.amount}`} data-testid={`${testId}-stake`}>
        {formatMoney(money.stake)}
      </td>
      <td className={`${styles.number} ${styles.amount}`} data-testid={`${testId}-payout`}>
        {formatMoney(money.payout)}
      </td>
      <td className={styles.number}>
        <SignedAmount amount={money.profit} testId={`${testId}-profit`} />
      </td>
    </>
  );
}
