import {
  AGENT_CAPABILITIES,
  rateInput,
  rateToPpm,
  type RebateRates,
  type RebateRatesInput,
} from "@portal/contract/api/agents";
import { GAME_CATEGORIES, type GameCategory } from "@portal/contract/games";
import { isKnownErrorCode, fieldErrorsOf, errorCodeOf, type AnyErrorCode } from "../../../shared/api/api-error";

/** What a rate field holds as typed, one per game category. */
export type RateValues = Record<GameCategory, string>;

/** Why a rate field is refused: not a rate at all, above the caller's own, or a server's code. */
export type RateProblem =
  | { kind: "format" }
  | { kind: "aboveOwn"; max: string }
  /** A server's refusal; `bound` the rate it allows at most (`max`) or at least (`min`), when it says. */
  | { kind: "code"; code: AnyErrorCode; bound?: { side: "max" | "min"; rate: string } };
export type RateProblems = Partial<Record<GameCategory, RateProblem>>;

/** The rate fields of a new account: empty (the server gives 0 to a category left out). */
export function emptyRates(): RateValues {
  return Object.fromEntries(GAME_CATEGORIES.map((c) => [c, ""])) as RateValues;
}

/** The rate fields filled with rates a member has now ("0" for a category it has none in). */
export function ratesOf(rates: RebateRates): RateValues {
  const values = emptyRates();
  for (const { category, rate } of rates) values[category] = rate;
  return values;
}

/** A category's rate in a list of rates, when the list has it. */
export function rateIn(rates: RebateRates | undefined, category: GameCategory): string | undefined {
  return rates?.find((r) => r.category === category)?.rate;
}

/**
 * The rates to send and the fields to refuse before sending: each typed rate must be a rate (the
 * contract's own rule, as the server checks it) and at most the caller's own in its category (the
 * server refuses that too, but the caller sees its ceiling beside the field and should hear at
 * once). An empty field is left out of the request.
 */
export function checkRates(
  values: RateValues,
  ceiling: RebateRates | undefined,
): { rates: RebateRatesInput; problems: RateProblems } {
  const rates: RebateRatesInput = {};
  const problems: RateProblems = {};
  for (const category of GAME_CATEGORIES) {
    const typed = values[category].trim();
    if (typed === "") continue;
    const parsed = rateInput.safeParse(typed);
    if (!parsed.success) {
      problems[category] = { kind: "format" };
      continue;
    }
    const max = rateIn(ceiling, category);
    if (max !== undefined && rateToPpm(parsed.data) > rateToPpm(max)) {
      problems[category] = { kind: "aboveOwn", max };
      continue;
    }
    rates[category] = parsed.data;
  }
  return { rates, problems };
}

/** The codes a refused rate is told with beside its field. */
const RATE_CODES: readonly AnyErrorCode[] = ["REBATE_RATE_ABOVE_UPLINE", "REBATE_RATE_BELOW_DOWNLINE"];

/** The server's bound of a refused rate: "max 1.5" (above the upline's) or "min 0.5" (below a downline's). */
const BOUND = /^(max|min) (\d{1,3}(?:\.\d{1,4})?)$/;

/**
 * The fields a refusal names (`value.fields["rates.<CATEGORY>"]`): with the refusal's code
 * (REBATE_RATE_ABOVE_UPLINE, REBATE_RATE_BELOW_DOWNLINE) and the bound the field's text gives,
 * or the field's own code; anything else is a format problem (the contract's validation message).
 */
export function serverRateProblems(error: unknown): RateProblems {
  const problems: RateProblems = {};
  const code = errorCodeOf(error);
  for (const [field, text] of Object.entries(fieldErrorsOf(error))) {
    const category = GAME_CATEGORIES.find((c) => field === `rates.${c}`);
    if (!category) continue;
    const bound = BOUND.exec(text);
    if (isKnownErrorCode(text)) problems[category] = { kind: "code", code: text };
    else if (RATE_CODES.includes(code)) {
      problems[category] = bound
        ? { kind: "code", code, bound: { side: bound[1] === "max" ? "max" : "min", rate: bound[2]! } }
        : { kind: "code", code };
    } else problems[category] = { kind: "format" };
  }
  return problems;
}

/** An agent type (1, 2, 41, 42): an account that has a team of its own. */
export function isAgentType(memberType: number): boolean {
  return memberType in AGENT_CAPABILITIES;
}
