/**
 * The closed set of error codes (spec section 8). The server answers with one of them, the web
 * translates `errors.<CODE>`, and tests assert codes, never texts. Add a code here first.
 */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "NOT_LOGGED_IN",
  "FORBIDDEN",
  "TOO_MANY_REQUESTS",
  "UNKNOWN_MERCHANT",
  "FUNCTION_NOT_ENABLED",
  "INVALID_DOMAIN",
  "ACCESS_RESTRICTED",
  "SYSTEM_MAINTENANCE",
  /** The caller's country is blocked by the brand (the start-up status shows the region page). */
  "REGION_RESTRICTED",
  "USER_OR_EMAIL_NOT_FOUND",
  "INVALID_PHONE",
  "INVALID_VERIFICATION_CODE",
  "CAPTCHA_FAILED",
  "QUOTA_NOT_SUFFICIENT",
  "TWO_STEP_VERIFICATION_REQUIRED",
  "LOGIN_FAILED",
  "ACCOUNT_LOCKED",
  "ACCOUNT_DISABLED",
  "CAPTCHA_REQUIRED",
  "BOT_CHECK_FAILED",
  "USERNAME_TAKEN",
  "MOBILE_TAKEN",
  "INVALID_AFFILIATE_CODE",
  "PASSWORD_MISMATCH",
  "WRONG_PASSWORD",
  "PASSWORD_CHANGE_REQUIRED",
  "ADULT_TERMS_REQUIRED",
  "TRIAL_ACCOUNT",
  "ENCRYPTION_INVALID",
  "REQUEST_EXPIRED",
  "REQUEST_REPLAYED",
  "SMS_SEND_FAILED",
  "INSUFFICIENT_BALANCE",
  "AMOUNT_OUT_OF_RANGE",
  "DAILY_LIMIT_EXCEEDED",
  "PAYMENT_PASSWORD_NOT_SET",
  "WRONG_PAYMENT_PASSWORD",
  "IDEMPOTENCY_CONFLICT",
  "INVALID_STATE",
  "INVALID_SIGNATURE",
  "VENDOR_UNAVAILABLE",
  /** The operator put the vendor under maintenance: not a passing fault, it opens when the operator says. */
  "VENDOR_MAINTENANCE",
  /** A lottery game has no draw taking tickets (between draws, or its schedule not made yet). */
  "NO_OPEN_DRAW",
  /** The brand's operator closed this house game (Games > House games): it opens when the operator says. */
  "GAME_CLOSED",
  /** A lottery ticket would take the house's liability on one number of a draw past its limit. */
  "EXPOSURE_LIMIT",
  /** A lottery ticket would take the member's stake on a play in one draw past its limit. */
  "DRAW_STAKE_LIMIT",
  /** A lottery ticket can no longer be cancelled (its draw has closed, or it is not open). */
  "TICKET_NOT_CANCELLABLE",
  /** A lottery chase plan has no draw left to refund (every draw it bought has closed). */
  "CHASE_NOT_CANCELLABLE",
  /** An official lottery result typed by the confirming operator differs from the first entry. */
  "RESULT_MISMATCH",
  /** Two operators are needed: the one who entered a result (or asked for it) may not confirm it. */
  "SECOND_OPERATOR_REQUIRED",
  /** The database or another dependency is away for a moment (a restart, a failover). */
  "SERVICE_UNAVAILABLE",
  "URI_TOO_LONG",
  "BANK_ACCOUNT_LIMIT",
  "BANK_ACCOUNT_NAME_MISMATCH",
  "TRANSFER_NOT_ALLOWED",
  /** Player protection (decision 0025): the member's own limits and breaks refuse the call. */
  "DEPOSIT_LIMIT_REACHED",
  "LOSS_LIMIT_REACHED",
  "SESSION_LIMIT_REACHED",
  "ACCOUNT_TIMED_OUT",
  "SELF_EXCLUDED",
  /** Registration: the 18+ and terms confirmation is missing, or the birthday is under 18 years. */
  "TERMS_NOT_ACCEPTED",
  "UNDERAGE",
  /** Agents (decision 0031): the member is not in the caller's team, or not directly below it. */
  "NOT_IN_TEAM",
  "NOT_DIRECT_DOWNLINE",
  /** A rebate rate above the upline's own, or below a rate one of the member's downlines holds. */
  "REBATE_RATE_ABOVE_UPLINE",
  "REBATE_RATE_BELOW_DOWNLINE",
  /** A contract tier above what the offering upline's own contract of the kind gives it. */
  "CONTRACT_ABOVE_UPLINE",
  /** The caller's agent type may not do this (AGENT_CAPABILITIES). */
  "AGENT_CAPABILITY_MISSING",
  /** A promotion's offer the member cannot take now (the reason is in the answer's data). */
  "PROMOTION_NOT_ELIGIBLE",
  /** Money locked by a bonus whose turnover is not met yet cannot leave the wallet (decision 0039). */
  "TURNOVER_UNMET",
  /** A bonus cannot be given up while a bet made since its claim is still open. */
  "BONUS_IN_PLAY",
  /** A points-mall reward has none left. */
  "OUT_OF_STOCK",
  /** A mission's prize asked for before its task is done. */
  "MISSION_INCOMPLETE",
  /** A reward of the reward center claimed after its deadline. */
  "REWARD_EXPIRED",
  /** A raffle draw asked for with none left to the member. */
  "NO_DRAWS_LEFT",
  /** Operator sign-in: a wrong second-factor code, or a TOTP code already used (counted as a failed login). */
  "SECOND_FACTOR_FAILED",
  /** Operator sign-in: the challenge is unknown, used already or older than 5 minutes: sign in again. */
  "CHALLENGE_EXPIRED",
  /** The chat room (decision 0056): an operator muted the member for a while (`until` in the answer's value). */
  "CHAT_MUTED",
  "INTERNAL_ERROR",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes the web itself raises when no server answer is available (network down, chunk timeout).
 * They share the `errors.<CODE>` translation namespace with the server codes.
 */
export const CLIENT_ERROR_CODES = ["NETWORK_ERROR", "PAGE_LOAD_TIMEOUT", "UNKNOWN_ERROR"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** HTTP status that goes with each server code. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  UNKNOWN_MERCHANT: 400,
  FUNCTION_NOT_ENABLED: 403,
  INVALID_DOMAIN: 400,
  ACCESS_RESTRICTED: 403,
  SYSTEM_MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  USER_OR_EMAIL_NOT_FOUND: 404,
  INVALID_PHONE: 400,
  INVALID_VERIFICATION_CODE: 400,
  CAPTCHA_FAILED: 400,
  QUOTA_NOT_SUFFICIENT: 409,
  TWO_STEP_VERIFICATION_REQUIRED: 403,
  // 400, not 401: a 401 always means "no live session" to the client.
  LOGIN_FAILED: 400,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_DISABLED: 403,
  CAPTCHA_REQUIRED: 400,
  BOT_CHECK_FAILED: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVALID_AFFILIATE_CODE: 400,
  PASSWORD_MISMATCH: 400,
  WRONG_PASSWORD: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  ADULT_TERMS_REQUIRED: 403,
  TRIAL_ACCOUNT: 403,
  ENCRYPTION_INVALID: 400,
  REQUEST_EXPIRED: 400,
  REQUEST_REPLAYED: 409,
  SMS_SEND_FAILED: 502,
  INSUFFICIENT_BALANCE: 409,
  AMOUNT_OUT_OF_RANGE: 400,
  DAILY_LIMIT_EXCEEDED: 409,
  PAYMENT_PASSWORD_NOT_SET: 400,
  WRONG_PAYMENT_PASSWORD: 400,
  // The same requestId (or transfer id) was used before for different content.
  IDEMPOTENCY_CONFLICT: 409,
  // The order is not in a state that allows this (a paid withdrawal cannot be rejected...).
  INVALID_STATE: 409,
  INVALID_SIGNATURE: 401,
  VENDOR_UNAVAILABLE: 503,
  NO_OPEN_DRAW: 409,
  GAME_CLOSED: 409,
  EXPOSURE_LIMIT: 409,
  DRAW_STAKE_LIMIT: 409,
  TICKET_NOT_CANCELLABLE: 409,
  CHASE_NOT_CANCELLABLE: 409,
  RESULT_MISMATCH: 409,
  SECOND_OPERATOR_REQUIRED: 403,
  VENDOR_MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
  URI_TOO_LONG: 414,
  BANK_ACCOUNT_LIMIT: 409,
  BANK_ACCOUNT_NAME_MISMATCH: 409,
  TRANSFER_NOT_ALLOWED: 403,
  DEPOSIT_LIMIT_REACHED: 409,
  LOSS_LIMIT_REACHED: 409,
  SESSION_LIMIT_REACHED: 403,
  ACCOUNT_TIMED_OUT: 403,
  SELF_EXCLUDED: 403,
  TERMS_NOT_ACCEPTED: 400,
  UNDERAGE: 400,
  // Not found, as a member of another team must look: an agent learns nothing of it.
  NOT_IN_TEAM: 404,
  NOT_DIRECT_DOWNLINE: 403,
  REBATE_RATE_ABOVE_UPLINE: 400,
  REBATE_RATE_BELOW_DOWNLINE: 400,
  CONTRACT_ABOVE_UPLINE: 400,
  AGENT_CAPABILITY_MISSING: 403,
  PROMOTION_NOT_ELIGIBLE: 409,
  TURNOVER_UNMET: 409,
  BONUS_IN_PLAY: 409,
  OUT_OF_STOCK: 409,
  MISSION_INCOMPLETE: 409,
  REWARD_EXPIRED: 409,
  NO_DRAWS_LEFT: 409,
  SECOND_FACTOR_FAILED: 400,
  CHALLENGE_EXPIRED: 400,
  CHAT_MUTED: 403,
  INTERNAL_ERROR: 500,
};
