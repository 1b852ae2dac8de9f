import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestI18n } from "../../test-support/render-page";
import { ApiError } from "./api-error";
import { errorText } from "./error-text";

// A refusal that carries its figures says them: when a break ends, what a deposit limit still takes.
describe("errorText", () => {
  beforeAll(async () => {
    await startTestI18n();
  });
  const t = i18next.t.bind(i18next);

  it("names when a time-out or a self-exclusion ends, in brand time", () => {
    // 01:14:05 UTC is 09:14:05 in GMT+8.
    const until = "2026-12-02T01:14:05.000Z";
    expect(errorText(t, new ApiError("ACCOUNT_TIMED_OUT", "", 403, { until }))).toBe(
      "You are taking a break until 02/12/2026 09:14:05. You can log in again when it ends.",
    );
    expect(errorText(t, new ApiError("SELF_EXCLUDED", "", 403, { until }))).toBe(
      "This account is self-excluded until 02/12/2026 09:14:05 and cannot be used before then.",
    );
  });

  it("names a deposit limit and what the period still takes", () => {
    const refused = new ApiError("DEPOSIT_LIMIT_REACHED", "", 409, { period: "DAY", limit: "100.00", remaining: "40" });
    expect(errorText(t, refused)).toBe(
      "This deposit would pass your deposit limit of 100.00: you can deposit up to 40.00 more in this period.",
    );
  });

  it("names what may leave the wallet under an active bonus's lock, and the turnover still to play", () => {
    const locked = new ApiError("TURNOVER_UNMET", "", 409, { withdrawable: "20", turnoverRemaining: "1500" });
    expect(errorText(t, locked)).toBe(
      "Only 20.00 can leave your wallet now: 1,500.00 of turnover is still to play for your bonus.",
    );
  });

  it("falls back to the code's own text without the figures, or for any other failure", () => {
    expect(errorText(t, new ApiError("ACCOUNT_TIMED_OUT", "", 403, null))).toBe(
      "You are taking a break. You can log in again when it ends.",
    );
    expect(errorText(t, new ApiError("DEPOSIT_LIMIT_REACHED", "", 409, { limit: "100.00" }))).toBe(
      "This deposit would pass your deposit limit.",
    );
    expect(errorText(t, new ApiError("ACCOUNT_TIMED_OUT", "", 403, { until: "not a date" }))).toBe(
      "You are taking a break. You can log in again when it ends.",
    );
    expect(errorText(t, new Error("boom"))).toBe(t("errors.UNKNOWN_ERROR"));
  });
});
