import { VENDOR_HEADERS, VENDOR_RESULTS, VENDOR_SIGNATURE_MAX_SKEW_MS } from "@portal/contract/api/vendor-wallet";

/** The seamless wallet contract for vendor developers, shown with the "vendor wallet" routes at /docs. */
export const VENDOR_WALLET_GUIDE = [
  "The seamless wallet a game vendor calls: balance, bet (debit), win (credit; amount 0 settles a loss), rollback, " +
    "and bet-win (a whole round decided at once: its bet and its win, both or neither).",
  "",
  `Signing: send ${VENDOR_HEADERS.code} (your vendor code), ${VENDOR_HEADERS.timestamp} (epoch milliseconds) and ` +
    `${VENDOR_HEADERS.signature} = lowercase hex HMAC-SHA256 of "<timestamp>.<raw request body>" with the secret the ` +
    `operator issued you. Calls more than ${VENDOR_SIGNATURE_MAX_SKEW_MS / 60_000} minutes from our clock, or with a ` +
    "wrong signature, answer INVALID_SIGNATURE and change nothing. The signature is checked over the exact bytes before " +
    "the body is parsed; a body that is not valid JSON of the documented shape answers WRONG_SYNTAX. A body we cannot " +
    "read at all (not sent as application/json, a content-length that does not match, over 16 KB) answers " +
    "WRONG_SYNTAX when its headers carry your fresh signature and INVALID_SIGNATURE otherwise.",
  "",
  "Idempotency: every bet, win and rollback carries your transactionId. Repeating a call with the same id and the same " +
    "data returns the first answer again (even NOT_ENOUGH_MONEY); the same id with other data answers " +
    "DUPLICATE_TRANSACTION.",
  "",
  "Rollback: refunds its bet once. A rollback that arrives before its bet is remembered, and the late bet is then " +
    "refused; a rollback of a transaction we never saw answers TRANSACTION_DOES_NOT_EXIST and changes nothing.",
  "",
  "Bet-win: POST /vendor/bet-win with { token, transactionId, roundId, gameCode, currency, bet, win } debits the bet " +
    "and credits the win (0 for a loss) in one step; the bet is more than 0. Every answer to it, refusals included (TOKEN_EXPIRED, " +
    "USER_DISABLED, NOT_ENOUGH_MONEY, ...), is kept under its transactionId: when an answer is lost, send the same call " +
    "again, even after the session ended, and you hear what happened the first time. A bet-win is never rolled back.",
  "",
  "Sessions: the token comes from the game launch. Bets need a live session; wins and rollbacks are accepted after it " +
    "expired, so a round can always be finished. NOT_ENOUGH_MONEY answers with the balance.",
  "",
  "Who is playing: POST /vendor/session with { token } (signed like every call) answers { result: OK, playerId, " +
    "gameCode, currency, expiresAt } while the session takes bets, TOKEN_EXPIRED once it ended (idle 30 minutes, " +
    "12 hours after the launch, the player logged out or changed the password) and INVALID_TOKEN for a token that is " +
    "not yours. Ask it when a player opens the game and before rounds: it is the only way to learn the player, " +
    "and playerId is the id a bet pull hands back. Bets and bet-wins check the session themselves.",
  "",
  "Every answer is HTTP 200 with { result, balance?, currency? }, except a failure on our side: HTTP 500 with " +
    "result UNKNOWN (repeat the call with the same transactionId). Results: " +
    VENDOR_RESULTS.join(", ") +
    ".",
].join("\n");
