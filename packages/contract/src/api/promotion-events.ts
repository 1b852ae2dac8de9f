import { z } from "zod";
import { amountInput, serialId, serialIdParam } from "./money";
import { adminPageQuery } from "./admin";
import { cursorInput, cursorPageFields } from "./paging";
import { text } from "../input-schemas";

/**
 * Apply-to-join events (spec sections 4 and 5; decision 0040): a promotion an operator marks as an
 * event takes applications, a comment and up to three images, which an operator reviews. An
 * accepted application joins the event, or is issued a prize the member then claims into the
 * main wallet.
 */
export const EVENT_API = {
  /** The event of a promotion and the caller's application to it (member). */
  event: "/wps/promotions/:id/event",
  /** Applies (multipart: field `comment`, up to three files `images`). */
  apply: "/wps/promotions/:id/apply",
  /** The caller's applications, newest first, by cursor. */
  applications: "/wps/member/applications",
  /** Claims an issued prize into the main wallet (sent again: the same answer). */
  claimPrize: "/wps/member/applications/:id/claim",
} as const;

export const EVENT_ADMIN = {
  events: "/admin/promotions/events",
  event: "/admin/promotions/events/:id",
  applications: "/admin/promotions/applications",
  applicationImage: "/admin/promotions/applications/:id/images/:index",
  review: "/admin/promotions/applications/:id/review",
} as const;

/** Spec section 5: a comment of at most 140 characters, at most 3 PNG or JPG images of at most 5 MB each. */
export const EVENT_COMMENT_MAX = 140;
export const EVENT_MAX_IMAGES = 3;

/** Spec section 4's labelled statuses of an activity application, in their order. */
export const APPLICATION_STATUSES = ["APPLYING", "PROCESS", "JOINED", "ISSUED", "CLAIMED", "REJECTED"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What an operator may decide: take it up, accept it (with or without a prize), or refuse it. */
export const REVIEW_DECISIONS = ["PROCESS", "JOINED", "ISSUED", "REJECTED"] as const;

/** The comment field of an application (trimmed; counted in code points, so an emoji of one code point is one character, not two UTF-16 units). */
export const applicationComment = text(EVENT_COMMENT_MAX * 2).refine(
  (s) => [...s].length <= EVENT_COMMENT_MAX,
  "comment",
);

export const applicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  /** The promotion's title in the caller's language. */
  title: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  comment: z.string(),
  images: z.number().int(),
  /** The prize an accepted application was issued (null: none). */
  prize: z.string().nullable(),
  /** The operator's note to the member. */
  note: z.string(),
  appliedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type ApplicationView = z.infer<typeof applicationSchema>;
export const applicationPageSchema = z.object({ list: z.array(applicationSchema), ...cursorPageFields });
export const applicationPageQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const eventSchema = z.object({
  id: z.number().int(),
  /** Epoch milliseconds; null: no end. */
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  /** Whether the caller may apply now (false: see `reason`). */
  open: z.boolean(),
  reason: z.enum(["NOT_STARTED", "ENDED", "NOT_IN_AUDIENCE", "ALREADY_APPLIED"]).nullable(),
  application: applicationSchema.nullable(),
});
export type EventView = z.infer<typeof eventSchema>;

export const eventParams = z.object({ id: serialIdParam });

// --- Operators ---

export const eventInput = z
  .object({
    announcementId: serialId,
    labels: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
    agentIds: z.array(serialId).max(20).default([]),
    /** Members at one of these VIP levels only (empty: every level). */
    vipLevels: z.array(z.number().int().min(0).max(10)).max(11).default([]),
    startsAt: z.number().int().min(0),
    endsAt: z.number().int().min(0).nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((e) => e.endsAt === null || e.endsAt > e.startsAt, { message: "endsAt", path: ["endsAt"] });
export type EventInput = z.infer<typeof eventInput>;
export const adminEventSchema = z.object({
  id: z.number().int(),
  announcementId: z.number().int(),
  labels: z.array(z.string()),
  agentIds: z.array(z.number().int()),
  vipLevels: z.array(z.number().int()),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  active: z.boolean(),
});

export const adminApplicationQuery = adminPageQuery.extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** The applications to one promotion's event only. */
  promotionId: serialIdParam.optional(),
});
export const adminApplicationSchema = applicationSchema.extend({ memberId: z.number().int(), account: z.string() });
export const applicationImageParams = z.object({
  id: serialIdParam,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(EVENT_MAX_IMAGES - 1),
});
export const reviewRequest = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    /** The prize of an ISSUED decision. */
    prize: amountInput.optional(),
    note: text(500).default(""),
  })
  .refine((r) => (r.decision === "ISSUED") === (r.prize !== undefined), { message: "prize", path: ["prize"] });
