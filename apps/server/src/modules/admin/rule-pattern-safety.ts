import { ANY_PATTERN } from "@portal/contract/registration-rules";
import { AppError } from "../../http/app-error";

/**
 * A registration rule's pattern runs on every visitor's registration (`^(?:pattern)$`, flag u),
 * on the server and in browsers: a pattern whose matching time explodes with the input, such as
 * `(a+)+` or `(a|aa)+`, would let one request stall the server. recheck (a ReDoS checker that
 * analyses the pattern's automaton) is asked before an operator's pattern is stored:
 * exponential matching is refused, polynomial matching up to cubic is taken (the rule's length is
 * capped at RULE_LENGTH_MAX characters and the length is checked before the pattern, so a cubic
 * pattern runs at most about 16M steps), and a pattern the checker cannot settle in time is refused.
 * The checker is loaded at the first check (it takes about 0.4 s to load, and only operators
 * changing a rule need it).
 */
export async function assertSafeRulePattern(pattern: string): Promise<void> {
  if (pattern === ANY_PATTERN) return;
  const { check } = await import("recheck");
  // `check`, not `checkSync`: the analysis runs off the event loop (recheck's native binary or a
  // worker), so the other requests are not held while an operator saves a rule.
  const diagnostics = await check(`^(?:${pattern})$`, "u", { timeout: 2_000 });
  const safe =
    diagnostics.status === "safe" ||
    (diagnostics.status === "vulnerable" &&
      diagnostics.complexity.type === "polynomial" &&
      diagnostics.complexity.degree <= 3);
  if (!safe) {
    throw new AppError("VALIDATION_FAILED", "The pattern's matching time can grow without bound", {
      acceptedPattern: "slow",
    });
  }
}
