import {
  FEEDBACK_MAX_IMAGES,
  feedbackFields,
  feedbackLength,
  type AdminFeedbackView,
  type FeedbackPage,
  type FeedbackSettings,
  type FeedbackView,
} from "@portal/contract/api/feedback";
import { FEATURE } from "@portal/contract/feature-switches";
import { isLanguage, type Language } from "@portal/contract/languages";
import type { Db } from "../../db/client";
import type { CursorRequest } from "../../db/keyset";
import { AppError } from "../../http/app-error";
import type { InboxService } from "../inbox/service";
import type { ImageType } from "../money/images";
import { UploadStore } from "../money/uploads";
import type { UploadRepository } from "../money/repository";
import type { Member, MemberRepository } from "../members/repository";
import type { BrandSettings } from "../system/brand-settings";
import type { Feedback, FeedbackRepository } from "./repository";

type Image = { bytes: Buffer; contentType: ImageType };
type Trace = (tx: Db, answered: Feedback) => Promise<void>;

/** The title of the message that carries an operator's answer, in the member's language. */
const REPLY_TITLE: Record<Language, string> = {
  en: "Reply to your feedback",
  cn: "您的意见反馈已回复",
  ja: "ご意見への返信",
  th: "ตอบกลับความคิดเห็นของคุณ",
  vi: "Phản hồi cho góp ý của bạn",
};

/**
 * Feedback (PUT /wps/feedback, switch FEEDBACK3): a member's type, text within the brand's range
 * of characters and up to three images checked like deposit receipts (decision 0013); an
 * operator's answer is kept on the feedback and sent to the member as a message.
 */
export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly uploads: UploadRepository,
    private readonly members: MemberRepository,
    private readonly brandSettings: BrandSettings,
    private readonly inbox: InboxService,
  ) {}

  /** The brand's range (a minimum above the maximum reads as the maximum). */
  async settings(merchantId: number): Promise<FeedbackSettings> {
    const settings = await this.brandSettings.get(merchantId);
    const maxLength = settings.feedbackMaxLength;
    return { minLength: Math.min(settings.feedbackMinLength, maxLength), maxLength };
  }

  /** Refused (FUNCTION_NOT_ENABLED) while the brand's FEEDBACK3 switch is off. */
  async requireOn(merchantId: number): Promise<void> {
    const switches = await this.brandSettings.switches(merchantId);
    if (!switches[FEATURE.feedback]) throw new AppError("FUNCTION_NOT_ENABLED", "Feedback is not enabled");
  }

  /**
   * Sends feedback; the fields and images were read from the form (routes: every image checked
   * and re-encoded before anything is stored). The images and the feedback commit together.
   */
  async submit(member: Member, form: { fields: Record<string, string>; images: Image[] }): Promise<FeedbackView> {
    await this.requireOn(member.merchantId);
    const parsed = feedbackFields.safeParse(form.fields);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "form"), i.message]));
      throw new AppError("VALIDATION_FAILED", "Invalid feedback", fields);
    }
    const range = await this.settings(member.merchantId);
    const length = feedbackLength(parsed.data.text);
    if (length < range.minLength || length > range.maxLength) {
      throw new AppError(
        "VALIDATION_FAILED",
        `Feedback must be between ${range.minLength} and ${range.maxLength} characters`,
        {
          text: "length",
        },
      );
    }
    if (form.images.length > FEEDBACK_MAX_IMAGES) {
      throw new AppError("VALIDATION_FAILED", "Too many images", { images: `at most ${FEEDBACK_MAX_IMAGES}` });
    }
    const owner = { merchantId: member.merchantId, memberId: member.id };
    const created = await this.repo.transaction(async (repo, tx) => {
      const store = new UploadStore(this.uploads.joining(tx));
      const imageIds: number[] = [];
      for (const image of form.images) imageIds.push(await store.store(owner, image));
      return repo.insert({ ...owner, type: parsed.data.type, text: parsed.data.text, imageIds });
    });
    return viewOf(created);
  }

  async list(memberId: number, request: CursorRequest): Promise<FeedbackPage> {
    const page = await this.repo.pageForMember(memberId, request);
    return {
      list: page.rows.map((r) => viewOf(r.feedback)),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
    };
  }

  async adminList(merchantId: number, status: Feedback["status"] | undefined, page: number, pageSize: number) {
    const { rows, total } = await this.repo.pageForBrand(merchantId, status, page, pageSize);
    const list: AdminFeedbackView[] = rows.map((r) => ({
      ...viewOf(r.feedback),
      memberId: r.feedback.memberId,
      account: r.account,
    }));
    return { list, total, page, pageSize };
  }

  async image(merchantId: number, id: number, index: number) {
    const row = await this.repo.findForBrand(merchantId, id);
    const uploadId = row?.imageIds[index];
    const image = uploadId === undefined ? undefined : await this.repo.image(merchantId, uploadId);
    if (!image) throw new AppError("NOT_FOUND", "No such image");
    return image;
  }

  /**
   * Answers an OPEN feedback of the brand: the reply on the feedback and a message to the member
   * (its title in the member's language), with the audit entry, in one transaction; then the
   * member's sockets hear of the message. Answered already: INVALID_STATE; another brand's: NOT_FOUND.
   */
  async reply(
    merchantId: number,
    id: number,
    reply: string,
    operatorId: number,
    trace: Trace,
  ): Promise<AdminFeedbackView> {
    const existing = await this.repo.findForBrand(merchantId, id);
    if (!existing) throw new AppError("NOT_FOUND", "No such feedback");
    const member = await this.members.findById(existing.memberId);
    const language: Language = member && isLanguage(member.language) ? member.language : "en";
    const answered = await this.repo.transaction(async (repo, tx) => {
      const row = await repo.answer(merchantId, id, reply, operatorId);
      if (!row) throw new AppError("INVALID_STATE", "This feedback was answered already");
      await this.inbox.deliverIn(tx, row.memberId, REPLY_TITLE[language], replyHtml(row.text, reply));
      await trace(tx, row);
      return row;
    });
    this.inbox.pushed(merchantId, answered.memberId);
    return { ...viewOf(answered), memberId: answered.memberId, account: member?.account ?? "" };
  }
}

function viewOf(f: Feedback): FeedbackView {
  return {
    id: f.id,
    type: f.type,
    text: f.text,
    images: f.imageIds.length,
    status: f.status,
    reply: f.reply,
    createdAt: f.createdAt.getTime(),
    repliedAt: f.repliedAt?.getTime() ?? null,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
/** Plain text as paragraphs of HTML (escaped; line breaks kept). */
const paragraphs = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br />")}</p>`)
    .join("");

/** The message's content: the operator's answer, then the member's feedback quoted. */
function replyHtml(feedbackText: string, reply: string): string {
  return `${paragraphs(reply)}<blockquote>${paragraphs(feedbackText)}</blockquote>`;
}
