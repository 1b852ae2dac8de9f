import type { SQL } from "drizzle-orm";
import { hotSql } from "./hot-sql";

/**
 * Minor units as the decimal text minorToDecimal writes (contract/money), in SQL: `scale`
 * fraction digits, a leading zero, a minus sign for a negative amount. For an answer a statement
 * stores as it writes the money (the seamless wallet's bet-win).
 */
export function decimalText(minor: SQL, scale: number): SQL {
  return hotSql`round(${minor}::numeric / power(10::numeric, ${scale}::int), ${scale}::int)::text`;
}
