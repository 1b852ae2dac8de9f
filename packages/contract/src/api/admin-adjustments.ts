import { z } from "zod";
import { text } from "../input-schemas";
import { serialIdParam } from "./money";

/**
 * Manual balance adjustments under four eyes (issue 17). An adjustment below the brand's
 * `adjustmentApprovalMinor` is posted at once, as before; one at or above it is only requested:
 * it waits, PENDING, until a second operator with the same permission approves it (then it is
 * posted, once) or rejects it. The operator who asked can do neither.
 */
export const ADJUSTMENTS_ADMIN = {
  approvals: "/admin/adjustments/approvals",
  approve: "/admin/adjustments/approvals/:id/approve",
  reject: "/admin/adjustments/approvals/:id/reject",
} as const;

export const ADJUSTMENT_APPROVAL_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type AdjustmentApprovalStatus = (typeof ADJUSTMENT_APPROVAL_STATUSES)[number];

/** The answer to `ADMIN.adjustments`: POSTED with its transfer, or PENDING_APPROVAL with the request's id. */
export const adjustmentAnswerSchema = z.object({
  status: z.enum(["POSTED", "PENDING_APPROVAL"]),
  transferId: z.string().nullable(),
  approvalId: z.number().int().nullable(),
});
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswerSchema>;

export const approvalParams = z.object({ id: serialIdParam });
export const approvalListQuery = z.object({
  status: z.enum(ADJUSTMENT_APPROVAL_STATUSES).default("PENDING"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const rejectApprovalRequest = z.object({ note: text(200).min(3) });

export const adjustmentApprovalSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  direction: z.enum(["CREDIT", "DEBIT"]),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_APPROVAL_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  note: z.string(),
  transferId: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type AdjustmentApproval = z.infer<typeof adjustmentApprovalSchema>;

/**
 * Four eyes over the four-eyes thresholds (decision 0054): the settings below say when a second
 * operator is needed. Lowering one (more four eyes) takes effect at once; raising one is only
 * requested, and takes effect once another operator allowed to configure the brand approves it.
 */
export const FOUR_EYES_SETTINGS = ["adjustmentApprovalMinor", "withdrawalSecondReviewMinor"] as const;
export type FourEyesSetting = (typeof FOUR_EYES_SETTINGS)[number];

export const SETTING_APPROVALS_ADMIN = {
  /** GET: raises of a four-eyes threshold waiting for a second operator (or decided ones). */
  approvals: "/admin/settings/approvals",
  approve: "/admin/settings/approvals/:id/approve",
  reject: "/admin/settings/approvals/:id/reject",
} as const;

/** The answer to `PUT ADMIN.setting`: APPLIED at once, or (a raise of a four-eyes threshold) PENDING_APPROVAL. */
export const settingChangeAnswerSchema = z.object({
  status: z.enum(["APPLIED", "PENDING_APPROVAL"]),
  approvalId: z.number().int().nullable(),
});
export type SettingChangeAnswer = z.infer<typeof settingChangeAnswerSchema>;

export const settingApprovalSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** The value asked for, and the one in force when it was asked. */
  value: z.unknown(),
  previous: z.unknown(),
  status: z.enum(ADJUSTMENT_APPROVAL_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  note: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type SettingApproval = z.infer<typeof settingApprovalSchema>;
