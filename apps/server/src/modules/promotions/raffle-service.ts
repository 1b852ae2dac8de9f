import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import type { drawRequest, RaffleDraw, raffleInput } from "@portal/contract/api/raffles";
import { fairInts } from "@portal/contract/fair-random";
import { pickText, type Language } from "@portal/contract/languages";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { fairBytes } from "../../vendors/house/fair-random";
import type { BetRepository } from "../bets/repository";
import type { DepositRepository } from "../deposits/repository";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { parseAmount } from "../money/amounts";
import type { Raffle, RaffleDrawRow, RafflePrize, RaffleRepository } from "./raffle-repository";
import type { PromotionRepository } from "./repository";

const DAY_MS = 86_400_000;
/** The member's draws shown with the raffle. */
const DRAWS_SHOWN = 50;
/** A prize with money waits this long after the raffle's end to be claimed. */
const PRIZE_CLAIM_DAYS = 30;

/** The prize a draw picks: a uniform integer below the pool's total weight, walked in the pool's order. */
export function pickPrize(pool: { prizeId: number; weight: number }[], bytes: Iterator<number>): number {
  const total = pool.reduce((sum, p) => sum + p.weight, 0);
  let [point] = fairInts(bytes, [total]);
  for (const entry of pool) {
    if (point! < entry.weight) return entry.prizeId;
    point! -= entry.weight;
  }
  throw new Error("unreachable: the point is below the total weight");
}

/**
 * Raffles (decision 0046). Draws earned are worked out when asked, from the member's confirmed
 * deposits or valid bets in the raffle's period (the same sums missions read). A draw runs under
 * the raffle's row lock: the member's count of draws, the pool of prizes in stock, the pick from
 * the server seed, the member's client seed and the draw's nonce, the prize's stock, the draw
 * and the prize's reward commit together; a retry of its requestId answers the same draw.
 */
export class RaffleService {
  constructor(
    private readonly repo: RaffleRepository,
    private readonly promotions: PromotionRepository,
    private readonly bets: BetRepository,
    private readonly deposits: DepositRepository,
  ) {}

  /** The raffle as anyone sees it. */
  async info(merchant: Merchant, promotionId: number, lang: Language, now = new Date()) {
    const raffle = await this.find(merchant, promotionId);
    return this.infoView(raffle, await this.repo.prizes(raffle.id), merchant, lang, now);
  }

  /** The raffle with the member's standing and draws. */
  async raffle(member: Member, merchant: Merchant, promotionId: number, lang: Language, now = new Date()) {
    const raffle = await this.find(merchant, promotionId);
    const [prizes, draws, standing] = await Promise.all([
      this.repo.prizes(raffle.id),
      this.repo.draws(raffle.id, member.id, DRAWS_SHOWN),
      this.standing(raffle, member, merchant, now),
    ]);
    const labels = new Map(prizes.map((p) => [p.id, pickText(p.label, lang)]));
    const money = (v: bigint) => minorToDecimal(v, merchant.currencyScale);
    return {
      ...this.infoView(raffle, prizes, merchant, lang, now),
      qualifying: money(standing.qualifying),
      earned: standing.earned,
      used: standing.used,
      // A rolled-back bet can take back a draw already used.
      available: Math.max(0, standing.earned - standing.used),
      draws: draws.map((d) => drawView(d, labels.get(d.prizeId) ?? "", merchant)),
    };
  }

  /** Draws once for the member (idempotent by requestId). */
  async draw(
    member: Member,
    merchant: Merchant,
    promotionId: number,
    input: z.infer<typeof drawRequest>,
    lang: Language,
  ): Promise<RaffleDraw> {
    const found = await this.find(merchant, promotionId);
    const retried = await this.repo.drawByRequest(member.id, input.requestId);
    if (retried) return this.answer(retried, found, merchant, lang);
    const now = new Date();
    const standing = await this.standing(found, member, merchant, now);
    const made = await this.repo.transaction(async (repo) => {
      const raffle = (await repo.lock(found.id))!;
      const earlier = await repo.drawByRequest(member.id, input.requestId);
      if (earlier) return earlier;
      if (!raffle.active || raffle.startsAt > now || raffle.endsAt <= now) {
        throw new AppError("PROMOTION_NOT_ELIGIBLE", "This raffle is not running", undefined, {
          reason: raffle.endsAt <= now ? "ENDED" : "NOT_STARTED",
        });
      }
      const used = await repo.drawCount(raffle.id, member.id);
      if (used >= standing.earned) throw new AppError("NO_DRAWS_LEFT", "No draw is left");
      const pool = (await repo.prizes(raffle.id))
        .filter((p) => p.stock === null || p.stock > 0)
        .map((p) => ({ prizeId: p.id, weight: p.weight, amount: p.amount }));
      if (pool.length === 0) throw new AppError("OUT_OF_STOCK", "Every prize has been won");
      // The nonce counts the raffle's draws, not the member's: a client seed that won for one
      // account at some nonce is never drawn again with it.
      const nonce = (await repo.raffleDrawCount(raffle.id)) + 1;
      const prizeId = pickPrize(pool, fairBytes(raffle.serverSeed, input.clientSeed, nonce));
      const prize = pool.find((p) => p.prizeId === prizeId)!;
      await repo.takePrize(prizeId);
      const draw = await repo.insertDraw({
        raffleId: raffle.id,
        memberId: member.id,
        requestId: input.requestId,
        nonce,
        clientSeed: input.clientSeed,
        prizeId,
        amount: prize.amount,
        pool: pool.map(({ prizeId: id, weight }) => ({ prizeId: id, weight })),
      });
      if (prize.amount > 0n) {
        await repo.issuePrize({
          merchantId: member.merchantId,
          memberId: member.id,
          kind: "RAFFLE",
          sourceKey: `${promotionId}:${draw.id}`,
          amount: prize.amount,
          currency: merchant.currency,
          status: "ISSUED",
          expiresAt: new Date(raffle.endsAt.getTime() + PRIZE_CLAIM_DAYS * DAY_MS),
        });
      }
      return draw;
    });
    return this.answer(made, found, merchant, lang);
  }

  private infoView(raffle: Raffle, prizes: RafflePrize[], merchant: Merchant, lang: Language, now: Date) {
    return {
      promotionId: raffle.announcementId,
      qualifier: raffle.qualifier,
      perDraw: minorToDecimal(raffle.perDraw, merchant.currencyScale),
      maxDraws: raffle.maxDraws,
      startsAt: raffle.startsAt.getTime(),
      endsAt: raffle.endsAt.getTime(),
      prizes: prizes.map((p) => prizeView(p, merchant, lang)),
      seedHash: raffle.seedHash,
      serverSeed: raffle.endsAt <= now ? raffle.serverSeed : null,
    };
  }

  // --- Operators ---

  async adminList(merchant: Merchant) {
    const list = await this.repo.list(merchant.id);
    return { list: await Promise.all(list.map(async (r) => this.adminView(r, merchant))) };
  }

  async create(merchant: Merchant, input: z.infer<typeof raffleInput>, trace: (tx: Db, id: number) => Promise<void>) {
    if (!(await this.promotions.isPromotion(merchant.id, input.announcementId))) {
      throw new AppError("VALIDATION_FAILED", "No such promotion", { announcementId: "unknown" });
    }
    const scale = merchant.currencyScale;
    const prizes = input.prizes.map((p, i) => {
      const amount = decimalToMinor(p.amount, scale);
      if (amount === null || amount < 0n) {
        throw new AppError("VALIDATION_FAILED", "Invalid amount", { [`prizes.${i}.amount`]: "an amount" });
      }
      return { label: p.label, amount, weight: p.weight, stock: p.stock };
    });
    const serverSeed = randomBytes(32).toString("hex");
    const made = await this.repo.transaction(async (repo, tx) => {
      const raffle = await repo.insert(
        {
          merchantId: merchant.id,
          announcementId: input.announcementId,
          qualifier: input.qualifier,
          perDraw: parseAmount(input.perDraw, scale, "perDraw"),
          maxDraws: input.maxDraws,
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
          serverSeed,
          seedHash: createHash("sha256").update(serverSeed).digest("hex"),
          active: input.active,
        },
        prizes,
      );
      if (!raffle) {
        throw new AppError("VALIDATION_FAILED", "The promotion has a raffle already", { announcementId: "taken" });
      }
      await trace(tx, raffle.id);
      return raffle;
    });
    return this.adminView(made, merchant);
  }

  /** Opens or closes a raffle; its prizes and seed stay as they were published. */
  async setActive(merchant: Merchant, id: number, active: boolean, trace: (tx: Db) => Promise<void>) {
    const saved = await this.repo.transaction(async (repo, tx) => {
      const raffle = await repo.setActive(merchant.id, id, active);
      if (!raffle) throw new AppError("NOT_FOUND", "No such raffle");
      await trace(tx);
      return raffle;
    });
    return this.adminView(saved, merchant);
  }

  private async adminView(r: Raffle, merchant: Merchant) {
    const prizes = await this.repo.prizes(r.id);
    return {
      id: r.id,
      announcementId: r.announcementId,
      active: r.active,
      qualifier: r.qualifier,
      perDraw: minorToDecimal(r.perDraw, merchant.currencyScale),
      maxDraws: r.maxDraws,
      startsAt: r.startsAt.getTime(),
      endsAt: r.endsAt.getTime(),
      seedHash: r.seedHash,
      prizes: prizes.map((p) => ({ ...prizeView(p, merchant, "en"), labels: p.label })),
    };
  }

  private async find(merchant: Merchant, promotionId: number): Promise<Raffle> {
    const raffle = await this.repo.ofPromotion(merchant.id, promotionId);
    if (!raffle || !raffle.active) throw new AppError("NOT_FOUND", "This promotion has no raffle");
    return raffle;
  }

  /** The member's qualifying amount in the raffle's period up to now, and the draws it earned and used. */
  private async standing(raffle: Raffle, member: Member, merchant: Merchant, now: Date) {
    const to = now < raffle.endsAt ? now : raffle.endsAt;
    let qualifying = 0n;
    if (to > raffle.startsAt) {
      if (raffle.qualifier === "DEPOSIT") {
        qualifying = await this.deposits.confirmedSum(member.id, raffle.startsAt, to);
      } else {
        const categories = await this.bets.settledByCategory({
          memberId: member.id,
          currency: merchant.currency,
          from: raffle.startsAt.getTime(),
          to: to.getTime(),
        });
        qualifying = categories.reduce((sum, c) => sum + c.stake, 0n);
      }
    }
    const byAmount = Number(qualifying / raffle.perDraw);
    const earned = Math.min(byAmount, raffle.maxDraws);
    return { qualifying, earned, used: await this.repo.drawCount(raffle.id, member.id) };
  }

  private async answer(draw: RaffleDrawRow, raffle: Raffle, merchant: Merchant, lang: Language) {
    if (draw.raffleId !== raffle.id) {
      throw new AppError("IDEMPOTENCY_CONFLICT", "This requestId was used for another draw");
    }
    const prize = (await this.repo.prizes(raffle.id)).find((p) => p.id === draw.prizeId);
    return drawView(draw, prize ? pickText(prize.label, lang) : "", merchant);
  }
}

function prizeView(p: RafflePrize, merchant: Merchant, lang: Language) {
  return {
    id: p.id,
    label: pickText(p.label, lang),
    amount: minorToDecimal(p.amount, merchant.currencyScale),
    weight: p.weight,
    left: p.stock,
  };
}

function drawView(d: RaffleDrawRow, label: string, merchant: Merchant): RaffleDraw {
  return {
    id: d.id,
    nonce: d.nonce,
    clientSeed: d.clientSeed,
    prizeId: d.prizeId,
    label,
    amount: minorToDecimal(d.amount, merchant.currencyScale),
    pool: d.pool,
    createdAt: d.createdAt.getTime(),
  };
}
