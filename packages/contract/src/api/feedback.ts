import { z } from "zod";
import { adminPageQuery } from "./admin";
import { serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";
import { text } from "../input-schemas";

/**
 * Feedback (PUT /wps/feedback, switch FEEDBACK3): a member's suggestion or problem, its text
 * within the brand's range of characters (settings feedbackMinLength and feedbackMaxLength; the
 * catalogue's "between {0} and {1}"), up to three images with the checks of deposit receipts;
 * an operator answers it, and the answer also reaches the member as a message.
 */
export const FEEDBACK_API = {
  /** PUT: sends feedback (multipart: fields `type` and `text`, up to three files `images`); GET: the caller's feedback, newest first. */
  feedback: "/wps/feedback",
  /** The brand's length range of a feedback's text. */
  settings: "/wps/feedback/settings",
} as const;

export const FEEDBACK_ADMIN = {
  /** The brand's feedback, newest first, by status. */
  list: "/admin/feedback",
  /** One image of a feedback (index from 0). */
  image: "/admin/feedback/:id/images/:index",
  /** Answers a feedback (once). */
  reply: "/admin/feedback/:id/reply",
} as const;

export const FEEDBACK_TYPES = ["SUGGESTION", "PAYMENT", "GAME", "ACCOUNT", "OTHER"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** OPEN until an operator answers it. */
export const FEEDBACK_STATUSES = ["OPEN", "ANSWERED"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_MAX_IMAGES = 3;
/** The most characters any brand's range may allow (the setting's own bound). */
export const FEEDBACK_TEXT_LIMIT = 5_000;
export const FEEDBACK_REPLY_MAX = 2_000;

/** A feedback's length as the range counts it: code points, so an emoji is one character. */
export function feedbackLength(value: string): number {
  return [...value.trim()].length;
}

export const feedbackSettingsSchema = z.object({ minLength: z.number().int(), maxLength: z.number().int() });
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/** The form's fields; the text's range is the brand's (feedbackForm). */
export const feedbackFields = z.object({
  type: z.enum(FEEDBACK_TYPES),
  text: text(FEEDBACK_TEXT_LIMIT * 2),
});
export type FeedbackFields = z.infer<typeof feedbackFields>;

/** The form with the brand's range: a text outside it is refused on `text` with message "length". */
export function feedbackForm(range: FeedbackSettings) {
  return feedbackFields.refine(
    ({ text: value }) => {
      const length = feedbackLength(value);
      return length >= range.minLength && length <= range.maxLength;
    },
    { path: ["text"], message: "length" },
  );
}

export const feedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  text: z.string(),
  images: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.number().int(),
  repliedAt: z.number().int().nullable(),
});
export type FeedbackView = z.infer<typeof feedbackSchema>;
export const feedbackPageSchema = z.object({ list: z.array(feedbackSchema), ...cursorPageFields });
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
export const feedbackPageQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const adminFeedbackQuery = adminPageQuery.extend({ status: z.enum(FEEDBACK_STATUSES).optional() });
export const adminFeedbackSchema = feedbackSchema.extend({ memberId: z.number().int(), account: z.string() });
export type AdminFeedbackView = z.infer<typeof adminFeedbackSchema>;
export const feedbackParams = z.object({ id: serialIdParam });
export const feedbackImageParams = z.object({ id: serialIdParam, index: z.coerce.number().int().min(0).max(2) });
export const feedbackReplyRequest = z.object({ reply: text(FEEDBACK_REPLY_MAX).min(1) });
