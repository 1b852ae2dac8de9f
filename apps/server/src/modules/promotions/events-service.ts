import {
  applicationComment,
  EVENT_MAX_IMAGES,
  type ApplicationStatus,
  type ApplicationView,
  type EventInput,
  type EventView,
  type REVIEW_DECISIONS,
} from "@portal/contract/api/promotion-events";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { CursorRequest } from "../../db/keyset";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import type { UploadRepository } from "../money/repository";
import { parseAmount } from "../money/amounts";
import { UploadStore } from "../money/uploads";
import type { ImageType } from "../money/images";
import { memberAccount, MEMBER_KIND, platform, PLATFORM_KIND } from "../money/wallets";
import type { ApplicationFilter, ApplicationRow, EventRepository, PromotionEvent } from "./events-repository";
import { inAudience } from "./audience";
import type { PromotionRepository } from "./repository";

type Decision = (typeof REVIEW_DECISIONS)[number];
/** Writes the operator's audit entry inside the decision's transaction. */
type Trace = (tx: Db) => Promise<void>;
type Image = { bytes: Buffer; contentType: ImageType };

/** Where each decision may come from (spec section 4's statuses). */
const REVIEWABLE_FROM: Record<Decision, readonly ApplicationStatus[]> = {
  PROCESS: ["APPLYING"],
  JOINED: ["APPLYING", "PROCESS"],
  ISSUED: ["APPLYING", "PROCESS"],
  REJECTED: ["APPLYING", "PROCESS"],
};

/**
 * Apply-to-join events (decision 0040). A member applies once per event with a comment and up to
 * three images (checked and re-encoded before anything is stored; the images and the application
 * are written in one transaction). An operator takes it up (PROCESS), accepts it (JOINED, or ISSUED
 * with a prize) or rejects it; an issued prize is claimed by the member into the main wallet
 * (`event-prize:<application>` from the promotions expense), once.
 */
export class EventService {
  constructor(
    private readonly repo: EventRepository,
    private readonly promotions: PromotionRepository,
    private readonly uploads: UploadRepository,
  ) {}

  async event(member: Member, merchant: Merchant, promotionId: number, lang: Language): Promise<EventView> {
    const event = await this.eventOf(merchant, promotionId);
    const mine = await this.repo.applicationOf(member.id, event.id);
    const reason = mine ? ("ALREADY_APPLIED" as const) : await this.refusal(member, event, new Date());
    return {
      id: event.id,
      startsAt: event.startsAt.getTime(),
      endsAt: event.endsAt?.getTime() ?? null,
      open: reason === null,
      reason,
      application: mine ? view(mine, merchant, lang) : null,
    };
  }

  /** Applies; the comment and images were read from the form (routes), the comment not yet checked. */
  async apply(
    member: Member,
    merchant: Merchant,
    promotionId: number,
    form: { comment: string | undefined; images: Image[] },
    lang: Language,
  ): Promise<ApplicationView> {
    const comment = applicationComment.safeParse(form.comment ?? "");
    if (!comment.success) {
      throw new AppError("VALIDATION_FAILED", "The comment is too long", { comment: "at most 140 characters" });
    }
    if (form.images.length > EVENT_MAX_IMAGES) {
      throw new AppError("VALIDATION_FAILED", "Too many images", { images: `at most ${EVENT_MAX_IMAGES}` });
    }
    const event = await this.eventOf(merchant, promotionId);
    const reason = await this.refusal(member, event, new Date());
    if (reason)
      throw new AppError("PROMOTION_NOT_ELIGIBLE", "The event takes no application now", undefined, { reason });
    const id = await this.repo.transaction(async (repo, tx) => {
      const uploads = new UploadStore(this.uploads.joining(tx));
      const imageIds: number[] = [];
      const owner = { merchantId: member.merchantId, memberId: member.id };
      for (const image of form.images) imageIds.push(await uploads.store(owner, image));
      const inserted = await repo.insertOnce({
        merchantId: member.merchantId,
        memberId: member.id,
        eventId: event.id,
        comment: comment.data,
        imageIds,
        currency: merchant.currency,
      });
      // Applied already (two forms at once): the images roll back with this transaction.
      if (!inserted) {
        throw new AppError("PROMOTION_NOT_ELIGIBLE", "Applied already", undefined, { reason: "ALREADY_APPLIED" });
      }
      return inserted.id;
    });
    return view((await this.repo.findRow(id))!, merchant, lang);
  }

  async applications(member: Member, merchant: Merchant, request: CursorRequest, lang: Language) {
    const page = await this.repo.pageForMember(member.id, request);
    return {
      list: page.rows.map((r) => view(r, merchant, lang)),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: request.pageSize,
    };
  }

  /** Claims an issued prize into the main wallet; sent again, it answers the claimed application. */
  async claimPrize(member: Member, merchant: Merchant, id: number, lang: Language): Promise<ApplicationView> {
    await this.repo.runLedger(async (repo, ledger) => {
      const application = await repo.lockApplication(id);
      if (!application || application.memberId !== member.id) throw new AppError("NOT_FOUND", "No such application");
      const owner = { merchantId: member.merchantId, memberId: member.id, currency: application.currency };
      if (application.status === "CLAIMED") return;
      if (application.status !== "ISSUED" || application.prize === null) {
        throw new AppError("INVALID_STATE", "There is no prize to claim");
      }
      await ledger.post({
        id: `event-prize:${application.id}`,
        merchantId: member.merchantId,
        debitAccountId: (await platform(ledger, owner, PLATFORM_KIND.promotionsExpense)).id,
        creditAccountId: (await memberAccount(ledger, owner, MEMBER_KIND.main)).id,
        amount: application.prize,
        reason: "BONUS",
        reference: { type: "application", id: String(application.id) },
      });
      await repo.update(id, { status: "CLAIMED" });
    });
    return view((await this.repo.findRow(id))!, merchant, lang);
  }

  // --- Operators ---

  async adminEvents(merchant: Merchant) {
    return { list: (await this.repo.eventsOfBrand(merchant.id)).map(adminEventView) };
  }

  async createEvent(merchant: Merchant, input: EventInput, trace: (tx: Db, id: number) => Promise<void>) {
    if (!(await this.promotions.isPromotion(merchant.id, input.announcementId))) {
      throw new AppError("VALIDATION_FAILED", "No such promotion", { announcementId: "unknown" });
    }
    const event = await this.repo.transaction(async (repo, tx) => {
      const inserted = await repo.insertEvent({
        merchantId: merchant.id,
        announcementId: input.announcementId,
        labels: input.labels,
        agentIds: input.agentIds,
        vipLevels: input.vipLevels,
        startsAt: new Date(input.startsAt),
        endsAt: input.endsAt === null ? null : new Date(input.endsAt),
        active: input.active,
      });
      if (!inserted)
        throw new AppError("VALIDATION_FAILED", "The promotion has an event already", { announcementId: "taken" });
      await trace(tx, inserted.id);
      return inserted;
    });
    return adminEventView(event);
  }

  /** Changes an event (its promotion stays): its period, audience, or whether it takes applications. */
  async updateEvent(merchant: Merchant, id: number, input: EventInput, trace: Trace) {
    const event = await this.repo.transaction(async (repo, tx) => {
      const updated = await repo.updateEvent(merchant.id, id, input.announcementId, {
        labels: input.labels,
        agentIds: input.agentIds,
        vipLevels: input.vipLevels,
        startsAt: new Date(input.startsAt),
        endsAt: input.endsAt === null ? null : new Date(input.endsAt),
        active: input.active,
      });
      if (!updated) throw new AppError("NOT_FOUND", "No such event of that promotion");
      await trace(tx);
      return updated;
    });
    return adminEventView(event);
  }

  async pageForBrand(merchant: Merchant, filter: ApplicationFilter, page: number, pageSize: number) {
    const { rows, total } = await this.repo.pageForBrand(merchant.id, filter, page, pageSize);
    return {
      list: rows.map((r) => ({ ...view(r, merchant, "en"), memberId: r.application.memberId, account: r.account })),
      total,
      page,
      pageSize,
    };
  }

  /** An application's image for an operator (the brand's own only). */
  async image(merchant: Merchant, id: number, index: number) {
    const row = await this.repo.findRow(id);
    const uploadId = row && row.application.merchantId === merchant.id ? row.application.imageIds[index] : undefined;
    const image = uploadId === undefined ? undefined : await this.repo.image(merchant.id, uploadId);
    if (!image) throw new AppError("NOT_FOUND", "No such image");
    return image;
  }

  async review(
    merchant: Merchant,
    id: number,
    input: { decision: Decision; prize?: string | undefined; note: string },
    operatorId: number,
    trace: Trace,
  ): Promise<ApplicationView> {
    const prize = input.prize === undefined ? null : parseAmount(input.prize, merchant.currencyScale, "prize");
    await this.repo.transaction(async (repo, tx) => {
      const application = await repo.lockApplication(id);
      if (!application || application.merchantId !== merchant.id)
        throw new AppError("NOT_FOUND", "No such application");
      if (!REVIEWABLE_FROM[input.decision].includes(application.status)) {
        throw new AppError("INVALID_STATE", `A ${application.status} application cannot become ${input.decision}`);
      }
      await repo.update(id, {
        status: input.decision,
        prize,
        note: input.note,
        reviewedBy: operatorId,
        reviewed: true,
      });
      await trace(tx);
    });
    return view((await this.repo.findRow(id))!, merchant, "en");
  }

  // --- Rules ---

  private async eventOf(merchant: Merchant, promotionId: number): Promise<PromotionEvent> {
    const event = await this.repo.eventOfPromotion(merchant.id, promotionId);
    if (!event) throw new AppError("NOT_FOUND", "This promotion takes no applications");
    return event;
  }

  private async refusal(member: Member, event: PromotionEvent, now: Date) {
    if (event.startsAt > now) return "NOT_STARTED" as const;
    if (event.endsAt !== null && event.endsAt <= now) return "ENDED" as const;
    if (!(await inAudience(this.promotions, member, event))) return "NOT_IN_AUDIENCE" as const;
    return null;
  }
}

function view(row: ApplicationRow, merchant: Merchant, lang: Language): ApplicationView {
  const a = row.application;
  return {
    id: a.id,
    promotionId: row.promotionId,
    title: pickText(row.title, lang),
    status: a.status,
    comment: a.comment,
    images: a.imageIds.length,
    prize: a.prize === null ? null : minorToDecimal(a.prize, merchant.currencyScale),
    note: a.note,
    appliedAt: a.appliedAt.getTime(),
    reviewedAt: a.reviewedAt?.getTime() ?? null,
  };
}

function adminEventView(event: PromotionEvent) {
  return {
    id: event.id,
    announcementId: event.announcementId,
    labels: event.labels,
    agentIds: event.agentIds,
    vipLevels: event.vipLevels,
    startsAt: event.startsAt.getTime(),
    endsAt: event.endsAt?.getTime() ?? null,
    active: event.active,
  };
}
