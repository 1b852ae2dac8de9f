import type { TFunction } from "i18next";
import { MONEY_TASKS, type Mission } from "@portal/contract/api/missions";
import { formatMoney } from "../../../shared/format/money";

/** A mission's target or progress as shown: money grouped with its decimals, a count as a whole number. */
export function missionQuantity(mission: Pick<Mission, "task">, value: string): string {
  if (MONEY_TASKS.includes(mission.task)) return formatMoney(value);
  const count = Number(value);
  return Number.isFinite(count) ? Math.trunc(count).toLocaleString("en-US") : value;
}

/** A quantity string as a number, for the progress bar's position only (the figures shown stay strings). */
export function position(value: string): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/**
 * What a mission asks, in words: the operator's title in the page's language when there is one,
 * else the task worded from its target and category ("Bet 500.00 on Slots", "Log in on 3 days").
 * The category's name is the portal's own (`categories.*`).
 */
export function missionTitle(t: TFunction, mission: Mission): string {
  if (mission.title.trim() !== "") return mission.title;
  const { task, target, category } = mission;
  const number = missionQuantity(mission, target);
  const one = position(target) === 1;
  const categoryName = category === null ? "" : t(`categories.${category}`);
  switch (task) {
    case "LOGIN":
      return one ? t("missions.task.LOGIN.one") : t("missions.task.LOGIN.many", { number });
    case "DEPOSIT":
      return t("missions.task.DEPOSIT", { amount: number });
    case "BET":
      return category === null
        ? t("missions.task.BET.all", { amount: number })
        : t("missions.task.BET.category", { amount: number, category: categoryName });
    case "ROUNDS":
      if (category === null) return one ? t("missions.task.ROUNDS.one") : t("missions.task.ROUNDS.many", { number });
      return one
        ? t("missions.task.ROUNDS.oneIn", { category: categoryName })
        : t("missions.task.ROUNDS.manyIn", { number, category: categoryName });
    case "INVITE":
      return one ? t("missions.task.INVITE.one") : t("missions.task.INVITE.many", { number });
  }
}

/** How far a mission is, as the bar's value and maximum (done from the start when the target is 0). */
export function progressOf(mission: Pick<Mission, "progress" | "target" | "status">): { value: number; max: number } {
  const max = position(mission.target);
  if (max === 0) return { value: 1, max: 1 };
  const value = mission.status === "IN_PROGRESS" ? Math.min(position(mission.progress), max) : max;
  return { value, max };
}

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** The time left until `endsAt`, in words ("2d 5h", "5h 12m", "12m"; "Ended" once it is over). */
export function timeLeftText(t: TFunction, endsAt: number, now: number): string {
  const left = endsAt - now;
  if (left <= 0) return t("missions.timeLeft.ended");
  // Whole minutes, rounded up: "1m" until the very end, never "0m".
  const total = Math.ceil(left / MINUTE_MS);
  const days = Math.floor(total / MINUTES_PER_DAY);
  const hours = Math.floor((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const minutes = total % MINUTES_PER_HOUR;
  if (days > 0) return t("missions.timeLeft.days", { days, hours });
  if (hours > 0) return t("missions.timeLeft.hours", { hours, minutes });
  return t("missions.timeLeft.minutes", { minutes });
}
