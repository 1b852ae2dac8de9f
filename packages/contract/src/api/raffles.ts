import { z } from "zod";
import { text } from "../input-schemas";
import { amountInput, requestIdInput, serialId, serialIdParam } from "./money";

/**
 * Raffles (lucky draws, decision 0046). A raffle belongs to a promotion (its PR announcement):
 * every `perDraw` of a member's confirmed deposits or valid bets in the raffle's period earns a
 * draw, up to `maxDraws`. A draw picks one prize by weight among those still in stock, provably
 * fair: the bytes of HMAC-SHA256(server seed, "<client seed>:<nonce>:0") as the house games use,
 * the seed's SHA-256 published from the start and the seed itself once the raffle has ended. A
 * prize with money is a RAFFLE reward of the reward center.
 */
export const RAFFLE_API = {
  /** A promotion's raffle as anyone sees it: what earns a draw, the prizes, the seed's hash (visitor). */
  info: "/wps/raffles/:id/info",
  /** The same with the caller's standing and draws (member). */
  raffle: "/wps/raffles/:id",
  /** Draws once (the spec's raffle claim; idempotent by requestId). */
  draw: "/wps/raffles/:id/draw",
} as const;

export const RAFFLE_ADMIN = {
  list: "/admin/raffles",
  one: "/admin/raffles/:id",
} as const;

export const RAFFLE_QUALIFIERS = ["DEPOSIT", "TURNOVER"] as const;
export type RaffleQualifier = (typeof RAFFLE_QUALIFIERS)[number];

export const rafflePrizeSchema = z.object({
  id: z.number().int(),
  /** In the caller's language. */
  label: z.string(),
  /** "0.00": no money (a "thank you" slot). */
  amount: z.string(),
  weight: z.number().int(),
  /** Left; null: no limit. */
  left: z.number().int().nullable(),
});

export const raffleDrawSchema = z.object({
  id: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  prizeId: z.number().int(),
  label: z.string(),
  amount: z.string(),
  /** The prizes (and weights) in stock when it was drawn, in the order the draw walked them. */
  pool: z.array(z.object({ prizeId: z.number().int(), weight: z.number().int() })),
  createdAt: z.number().int(),
});
export type RaffleDraw = z.infer<typeof raffleDrawSchema>;

export const raffleInfoSchema = z.object({
  promotionId: z.number().int(),
  qualifier: z.enum(RAFFLE_QUALIFIERS),
  perDraw: z.string(),
  maxDraws: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  prizes: z.array(rafflePrizeSchema),
  seedHash: z.string(),
  /** Revealed once the raffle has ended. */
  serverSeed: z.string().nullable(),
});
export const raffleSchema = raffleInfoSchema.extend({
  /** The caller's qualifying amount so far, draws earned, used and left, and its draws, newest first. */
  qualifying: z.string(),
  earned: z.number().int(),
  used: z.number().int(),
  available: z.number().int(),
  draws: z.array(raffleDrawSchema),
});

export const raffleParams = z.object({ id: serialIdParam });
export const drawRequest = z.object({
  requestId: requestIdInput,
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "clientSeed"),
});

// --- Operators ---

const localized = z.partialRecord(z.enum(["cn", "en", "ja", "th", "vi"]), text(60));
export const raffleInput = z
  .object({
    announcementId: serialId,
    qualifier: z.enum(RAFFLE_QUALIFIERS),
    perDraw: amountInput,
    maxDraws: z.number().int().min(1).max(1000),
    startsAt: z.number().int().min(0),
    endsAt: z.number().int().min(0),
    prizes: z
      .array(
        z.object({
          label: localized,
          amount: amountInput,
          weight: z.number().int().min(1).max(1_000_000),
          stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
        }),
      )
      .min(1)
      .max(20),
    active: z.boolean().default(true),
  })
  .refine((r) => r.endsAt > r.startsAt, { message: "endsAt", path: ["endsAt"] });
export const raffleActiveRequest = z.object({ active: z.boolean() });
export const raffleAdminSchema = z.object({
  id: z.number().int(),
  announcementId: z.number().int(),
  active: z.boolean(),
  qualifier: z.enum(RAFFLE_QUALIFIERS),
  perDraw: z.string(),
  maxDraws: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  seedHash: z.string(),
  prizes: z.array(rafflePrizeSchema.extend({ labels: localized })),
});
export const raffleAdminListSchema = z.object({ list: z.array(raffleAdminSchema) });
