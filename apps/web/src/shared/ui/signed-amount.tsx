import { compareDecimal } from "../format/decimal";
import { formatMoney } from "../format/money";
import styles from "./signed-amount.module.css";

/** A signed amount coloured by its sign: money in (or a win) has a "+", money out keeps its "-". */
export function SignedAmount({ amount }: { amount: string }) {
  const sign = compareDecimal(amount, "0");
  const text = formatMoney(amount);
  return (
    <span className={`${styles.amount} ${sign === 1 ? styles.in : sign === -1 ? styles.out : ""}`} data-sign={sign}>
      {sign === 1 ? `+${text}` : text}
    </span>
  );
}
