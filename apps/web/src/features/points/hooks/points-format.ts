/** Points are whole numbers, grouped by thousands as money is ("12,345"), whatever the language. */
export function formatPoints(points: number): string {
  return Math.trunc(points).toLocaleString("en-US");
}

/** A signed change of points: "+120" in, "-500" out. */
export function formatSignedPoints(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : formatPoints(points);
}
