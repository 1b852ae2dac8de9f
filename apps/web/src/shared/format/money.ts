import { MONEY_DECIMALS } from "@portal/contract/constants";

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Adds one to a string of digits ("099" -> "100", "99" -> "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === "9") {
      out[i] = "0";
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
  }
  return `1${out.join("")}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Money display (spec section 5): a decimal string like "1234.5" becomes "1,234.50". String math
 * only (amounts are never floats); extra decimals round half away from zero. Input that is not a
 * decimal number is returned unchanged.
 */
export function formatMoney(amount: string, decimals: number = MONEY_DECIMALS): string {
  const text = amount.trim();
  const match = DECIMAL.exec(text);
  if (!match || text === "" || /^[+-]?\.?$/.test(text)) return amount;
  const sign = match[1] === "-" ? "-" : "";
  let whole = (match[2] ?? "").replace(/^0+(?=\d)/, "") || "0";
  const fraction = match[3] ?? "";

  let kept = fraction.slice(0, decimals).padEnd(decimals, "0");
  const nextDigit = fraction.charAt(decimals);
  if (nextDigit !== "" && nextDigit >= "5") {
    const bumped = incrementDigits(whole + kept);
    whole = bumped.slice(0, bumped.length - decimals) || "0";
    kept = decimals === 0 ? "" : bumped.slice(bumped.length - decimals);
  }
  const isZero = /^0*$/.test(whole + kept);
  const body = decimals === 0 ? groupThousands(whole) : `${groupThousands(whole)}.${kept}`;
  return `${isZero ? "" : sign}${body}`;
}
