/**
 * Money on the wire: decimal strings of the currency's scale ("1234.50"), made from integer
 * minor units. Never a float.
 */
export function minorToDecimal(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** Parses a decimal string of at most `scale` fraction digits to minor units; null when malformed. */
export function decimalToMinor(text: string, scale: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[3]?.length ?? 0) > scale) return null;
  const fraction = (match[3] ?? "").padEnd(scale, "0");
  const value = BigInt(match[2]! + fraction);
  return match[1] === "-" ? -value : value;
}

/** Demo credit of trial members: its own currency, so it can never mix with real money. */
export const DEMO_CURRENCY = "DEMO";

/** Why money moved: the ledger's reason codes, shown as the type of an account record entry. */
export const LEDGER_REASONS = [
  "DEPOSIT",
  "WITHDRAWAL_HOLD",
  "WITHDRAWAL_RELEASE",
  "WITHDRAWAL_PAID",
  "VENDOR_TRANSFER_OUT",
  "VENDOR_TRANSFER_IN",
  "BET",
  "WIN",
  "ROLLBACK",
  "BONUS",
  /** A bonus given up or expired before its turnover was met: its bonus part goes back. */
  "BONUS_FORFEIT",
  "COMMISSION",
  "SALARY",
  /** A reward claimed in the reward center (a mission's prize, a referral reward; decision 0042). */
  "REWARD",
  "TRANSFER_TO_UPLINE",
  "ADJUSTMENT",
  "DEMO_CREDIT",
  "REVERSAL",
  /** Points (decision 0041): earned on valid bets, spent in the mall, returned, converted to money. */
  "POINTS_EARNED",
  "POINTS_REDEEMED",
  "POINTS_REFUNDED",
  "POINTS_CONVERTED",
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** The reasons listed as bonus details (bonusDetails): money the platform or an upline gave. */
export const BONUS_REASONS = [
  "BONUS",
  "BONUS_FORFEIT",
  "COMMISSION",
  "SALARY",
  "REWARD",
] as const satisfies readonly LedgerReason[];

/** The main wallet in a transfer's from/to (the other side is a vendor's code). */
export const MAIN_WALLET = "MAIN";
/** Receipts and proofs: a PNG or JPG image, at most this size. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ["image/png", "image/jpeg"] as const;
/** A member binds at most this many bank accounts. */
export const BANK_ACCOUNTS_MAX = 5;
/** A bank account number as typed: digits, spaces and dashes. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9 -]{6,34}$/;
/** Payment passwords are 6 digits (the family's rule). */
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6}$/;
