import { z } from "zod";
import { GAME_CATEGORIES } from "../games";
import { text } from "../input-schemas";
import { amountInput, serialIdParam } from "./money";
import { memberRewardSchema } from "./rewards";

/**
 * Missions (mission activity, decision 0042): daily, weekly and newbie tasks whose progress is
 * counted from what the member did (days signed in, confirmed deposits, valid bets and rounds per
 * category, friends who joined by the member's referral code), and whose prize, once the task is
 * done, the member claims in the period (it is then a claimed reward of the reward center).
 */
export const MISSION_API = {
  /** The caller's missions of the running periods with progress, and how many are ready to claim. */
  list: "/wps/missions",
  /** Claims a completed mission's prize for the running period (no body; sent again, it answers the same). */
  claim: "/wps/missions/:id/claim",
  /** The running day's or week's leaderboard: members by missions completed (member; accounts masked). */
  leaderboard: "/wps/missions/leaderboard",
} as const;

export const MISSION_ADMIN = {
  list: "/admin/missions",
  one: "/admin/missions/:id",
} as const;

/** DAILY and WEEKLY follow the brand's day and week (from Monday); NEWBIE runs from registration for `newbieDays`. */
export const MISSION_PERIODS = ["DAILY", "WEEKLY", "NEWBIE"] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/**
 * What is counted: LOGIN days signed in; DEPOSIT the confirmed deposits' amount; BET valid stake
 * (rolled-back rounds left out), ROUNDS rounds played, both of one category or all; INVITE friends
 * registered with the member's referral code (refused referrals left out).
 */
export const MISSION_TASKS = ["LOGIN", "DEPOSIT", "BET", "ROUNDS", "INVITE"] as const;
export type MissionTask = (typeof MISSION_TASKS)[number];
/** Tasks whose target is money (a decimal amount); the others count whole things. */
export const MONEY_TASKS: readonly MissionTask[] = ["DEPOSIT", "BET"];
export const MISSION_STATUSES = ["IN_PROGRESS", "CLAIMABLE", "CLAIMED"] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const missionSchema = z.object({
  id: z.number().int(),
  period: z.enum(MISSION_PERIODS),
  task: z.enum(MISSION_TASKS),
  category: z.enum(GAME_CATEGORIES).nullable(),
  /** The operator's title in the caller's language, or "" (the page then words the task). */
  title: z.string(),
  /** Decimal amounts for money tasks, whole numbers as strings for the others. */
  target: z.string(),
  progress: z.string(),
  prize: z.string(),
  status: z.enum(MISSION_STATUSES),
  periodStart: z.number().int(),
  /** The period's end: the prize must be claimed before it. */
  periodEnd: z.number().int(),
});
export type Mission = z.infer<typeof missionSchema>;
export const missionListSchema = z.object({
  list: z.array(missionSchema),
  /** Missions done and not claimed yet (the menu badge). */
  claimable: z.number().int(),
});
export const missionParams = z.object({ id: serialIdParam });
export const missionClaimSchema = memberRewardSchema;

export const leaderboardQuery = z.object({ period: z.enum(["DAILY", "WEEKLY"]).default("DAILY") });
export const leaderboardSchema = z.object({
  period: z.enum(["DAILY", "WEEKLY"]),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  list: z.array(
    z.object({
      rank: z.number().int(),
      /** Masked ("ab***yz"); the caller's own row says `me`. */
      account: z.string(),
      me: z.boolean(),
      completed: z.number().int(),
      prizes: z.string(),
    }),
  ),
});

// --- Operators ---

const localized = z.partialRecord(z.enum(["cn", "en", "ja", "th", "vi"]), text(120));
export const missionInput = z
  .object({
    period: z.enum(MISSION_PERIODS),
    task: z.enum(MISSION_TASKS),
    category: z.enum(GAME_CATEGORIES).nullable().default(null),
    /** A decimal amount for DEPOSIT and BET, a whole count (1 or more) for the others. */
    target: amountInput,
    prize: amountInput,
    title: localized.default({}),
    /** How long a NEWBIE mission runs after registration. */
    newbieDays: z.number().int().min(1).max(90).default(7),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((m) => m.category === null || m.task === "BET" || m.task === "ROUNDS", {
    message: "category",
    path: ["category"],
  });
export const missionAdminSchema = z.object({
  id: z.number().int(),
  period: z.enum(MISSION_PERIODS),
  task: z.enum(MISSION_TASKS),
  category: z.enum(GAME_CATEGORIES).nullable(),
  target: z.string(),
  prize: z.string(),
  title: localized,
  newbieDays: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export const missionAdminListSchema = z.object({ list: z.array(missionAdminSchema) });
