/**
 * The sum of decimal strings of money ("1234.50", "-0.25") exactly: each scaled to the largest
 * scale among them as a BigInt, added, and written back at that scale. Never a float.
 */
export function sumDecimals(values: readonly string[]): string {
  const valid = values.filter((value) => /^-?\d+(\.\d+)?$/.test(value));
  const scale = Math.max(0, ...valid.map((value) => (value.includes(".") ? value.length - value.indexOf(".") - 1 : 0)));
  let total = 0n;
  for (const value of valid) {
    const negative = value.startsWith("-");
    const [whole = "0", fraction = ""] = (negative ? value.slice(1) : value).split(".");
    const units = BigInt(whole + fraction.padEnd(scale, "0"));
    total += negative ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, "0");
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}
