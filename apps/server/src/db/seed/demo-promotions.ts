import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { createHash, randomBytes } from "node:crypto";
import { announcements, missions, pointsRewards, promotionOffers, rafflePrizes, raffles, vipLevels } from "../schema";

/**
 * The demo brand's offers (decision 0039): the welcome bonus promotion gives 100 % of the first
 * deposit up to 1,000.00 (in a two-decimal currency), to be played 10 times (deposit and bonus)
 * within 30 days, slots and fishing counting in full, live casino at 20 %. Idempotent: an offer
 * an operator changed is left as it is.
 */
export async function seedDemoPromotions(db: Db, merchantId: number): Promise<void> {
  const [welcome] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.slug, "welcome-bonus")));
  if (!welcome) return;
  await db
    .insert(promotionOffers)
    .values({
      merchantId,
      announcementId: welcome.id,
      kind: "FIRST_DEPOSIT",
      category: "GENERAL",
      percentBp: 10_000,
      maxBonus: 100_000n,
      minDeposit: 10_000n,
      turnoverMultiple: 10,
      turnoverBasis: "DEPOSIT_AND_BONUS",
      weights: { RNG: 100, FISH: 100, LIVE: 20, SPORTS: 50, ESPORTS: 50, PVP: 50, ELOTT: 30 },
      claimDays: 7,
      expiryDays: 30,
      startsAt: new Date(Date.UTC(2026, 0, 1)),
    })
    .onConflictDoNothing();
  // Weekly cashback (decision 0045): 5 % of the week's net loss on every game, up to 500.00, paid to
  // the reward center after each week.
  const [cashback] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.slug, "weekly-cashback")));
  if (cashback) {
    await db
      .insert(promotionOffers)
      .values({
        merchantId,
        announcementId: cashback.id,
        kind: "CASHBACK",
        category: "GENERAL",
        percentBp: 500,
        maxBonus: 50_000n,
        minDeposit: 0n,
        minLoss: 10_00n,
        turnoverMultiple: 0,
        turnoverBasis: "BONUS",
        weights: {},
        claimDays: 1,
        expiryDays: 7,
        reloadPeriod: "WEEK",
        startsAt: new Date(Date.UTC(2026, 0, 1)),
      })
      .onConflictDoNothing();
  }
}

/**
 * The demo brand's lucky draw (decision 0046): a draw per 100.00 deposited, at most 5, for a year
 * from the seed; its prizes fixed here, its server seed new. Only when the promotion has none.
 */
export async function seedDemoRaffle(db: Db, merchantId: number, now = new Date()): Promise<void> {
  const [promotion] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.slug, "lucky-draw")));
  if (!promotion) return;
  const serverSeed = randomBytes(32).toString("hex");
  const [raffle] = await db
    .insert(raffles)
    .values({
      merchantId,
      announcementId: promotion.id,
      qualifier: "DEPOSIT",
      perDraw: 100_00n,
      maxDraws: 5,
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: new Date(now.getTime() + 365 * 86_400_000),
      serverSeed,
      seedHash: createHash("sha256").update(serverSeed).digest("hex"),
    })
    .onConflictDoNothing()
    .returning({ id: raffles.id });
  if (!raffle) return;
  const label = (cn: string, en: string, ja: string, th: string, vi: string) => ({ cn, en, ja, th, vi });
  await db.insert(rafflePrizes).values([
    {
      raffleId: raffle.id,
      label: label("现金 88", "88.00 cash", "現金 88", "เงินสด 88", "Tiền mặt 88"),
      amount: 88_00n,
      weight: 1,
      stock: 20,
    },
    {
      raffleId: raffle.id,
      label: label("现金 8", "8.00 cash", "現金 8", "เงินสด 8", "Tiền mặt 8"),
      amount: 8_00n,
      weight: 10,
      stock: 500,
    },
    {
      raffleId: raffle.id,
      label: label("现金 1", "1.00 cash", "現金 1", "เงินสด 1", "Tiền mặt 1"),
      amount: 1_00n,
      weight: 40,
    },
    {
      raffleId: raffle.id,
      label: label("谢谢参与", "Thank you for playing", "ご参加ありがとう", "ขอบคุณที่ร่วมสนุก", "Cảm ơn bạn đã tham gia"),
      amount: 0n,
      weight: 49,
    },
  ]);
}

/**
 * The demo brand's points mall (decision 0041): two money rewards and two physical ones with
 * little stock. Only when the brand has no reward yet: an operator's list is left as it is.
 */
export async function seedDemoPointsMall(db: Db, merchantId: number): Promise<void> {
  const [any] = await db
    .select({ id: pointsRewards.id })
    .from(pointsRewards)
    .where(eq(pointsRewards.merchantId, merchantId))
    .limit(1);
  if (any) return;
  await db.insert(pointsRewards).values([
    {
      merchantId,
      kind: "MONEY",
      name: {
        cn: "10 元红利",
        en: "10.00 bonus cash",
        ja: "10.00 ボーナスキャッシュ",
        th: "เงินโบนัส 10.00",
        vi: "Tiền thưởng 10.00",
      },
      description: {
        cn: "兑换后立即存入主钱包。",
        en: "Credited to your main wallet at once.",
        ja: "交換後すぐにメインウォレットに入金されます。",
        th: "เข้ากระเป๋าเงินหลักทันทีหลังแลก",
        vi: "Được cộng ngay vào ví chính.",
      },
      cost: 1_000n,
      amount: 1_000n,
      sort: 0,
    },
    {
      merchantId,
      kind: "MONEY",
      name: {
        cn: "50 元红利",
        en: "50.00 bonus cash",
        ja: "50.00 ボーナスキャッシュ",
        th: "เงินโบนัส 50.00",
        vi: "Tiền thưởng 50.00",
      },
      description: {
        cn: "兑换后立即存入主钱包，数量有限。",
        en: "Credited to your main wallet at once. Limited stock.",
        ja: "交換後すぐにメインウォレットに入金されます。数量限定。",
        th: "เข้ากระเป๋าเงินหลักทันทีหลังแลก จำนวนจำกัด",
        vi: "Được cộng ngay vào ví chính. Số lượng có hạn.",
      },
      cost: 5_000n,
      amount: 5_000n,
      stock: 100,
      sort: 1,
    },
    {
      merchantId,
      kind: "PHYSICAL",
      name: {
        cn: "品牌 T 恤",
        en: "Branded T-shirt",
        ja: "オリジナルTシャツ",
        th: "เสื้อยืดแบรนด์",
        vi: "Áo thun thương hiệu",
      },
      description: {
        cn: "审核通过后寄送至您填写的地址。",
        en: "Sent to the address you give once approved.",
        ja: "承認後、ご指定の住所へお送りします。",
        th: "จัดส่งไปยังที่อยู่ที่คุณระบุหลังอนุมัติ",
        vi: "Gửi đến địa chỉ bạn cung cấp sau khi được duyệt.",
      },
      cost: 3_000n,
      stock: 20,
      sort: 2,
    },
    {
      merchantId,
      kind: "PHYSICAL",
      name: {
        cn: "无线耳机",
        en: "Wireless earbuds",
        ja: "ワイヤレスイヤホン",
        th: "หูฟังไร้สาย",
        vi: "Tai nghe không dây",
      },
      description: {
        cn: "审核通过后寄送至您填写的地址。",
        en: "Sent to the address you give once approved.",
        ja: "承認後、ご指定の住所へお送りします。",
        th: "จัดส่งไปยังที่อยู่ที่คุณระบุหลังอนุมัติ",
        vi: "Gửi đến địa chỉ bạn cung cấp sau khi được duyệt.",
      },
      cost: 20_000n,
      stock: 5,
      sort: 3,
    },
  ]);
}

/**
 * The demo brand's missions (decision 0042): daily, weekly and newbie tasks of each kind, their
 * titles left to the page (it words each task in the member's language). Only when the brand has
 * no mission yet: an operator's list is left as it is.
 */
export async function seedDemoMissions(db: Db, merchantId: number): Promise<void> {
  const [any] = await db.select({ id: missions.id }).from(missions).where(eq(missions.merchantId, merchantId)).limit(1);
  if (any) return;
  const mission = (
    sort: number,
    period: "DAILY" | "WEEKLY" | "NEWBIE",
    task: "LOGIN" | "DEPOSIT" | "BET" | "ROUNDS" | "INVITE",
    target: bigint,
    prize: bigint,
    category: "RNG" | "LIVE" | null = null,
  ) => ({ merchantId, sort, period, task, target, prize, category });
  await db
    .insert(missions)
    .values([
      mission(0, "DAILY", "LOGIN", 1n, 1_00n),
      mission(1, "DAILY", "DEPOSIT", 100_00n, 5_00n),
      mission(2, "DAILY", "BET", 200_00n, 3_00n, "RNG"),
      mission(3, "DAILY", "ROUNDS", 20n, 2_00n, "LIVE"),
      mission(10, "WEEKLY", "LOGIN", 5n, 10_00n),
      mission(11, "WEEKLY", "BET", 2_000_00n, 20_00n),
      mission(20, "NEWBIE", "DEPOSIT", 100_00n, 10_00n),
      mission(21, "NEWBIE", "INVITE", 1n, 8_00n),
    ]);
}

/**
 * The demo brand's VIP levels (decision 0044): VIP0 to VIP5 reached by 30 days' deposits and valid
 * bets, with rising gifts, rebates and daily withdrawal limits. Only when the brand has none.
 */
export async function seedDemoVip(db: Db, merchantId: number): Promise<void> {
  const [any] = await db
    .select({ level: vipLevels.level })
    .from(vipLevels)
    .where(eq(vipLevels.merchantId, merchantId))
    .limit(1);
  if (any) return;
  // [level, min deposit, min bets, keep bets a month, upgrade gift, monthly gift, rebate bp, daily withdrawal max, count]
  const table: [number, number, number, number, number, number, number, number | null, number | null][] = [
    [0, 0, 0, 0, 0, 0, 20, null, null],
    [1, 1_000, 5_000, 1_000, 18, 8, 30, 200_000, 8],
    [2, 5_000, 30_000, 5_000, 58, 28, 40, 300_000, 10],
    [3, 20_000, 150_000, 20_000, 188, 88, 50, 500_000, 15],
    [4, 80_000, 600_000, 80_000, 588, 288, 60, 1_000_000, 20],
    [5, 300_000, 2_000_000, 300_000, 1_888, 888, 80, 2_000_000, 30],
  ];
  const minor = (whole: number) => BigInt(whole) * 100n;
  await db.insert(vipLevels).values(
    table.map(([level, deposit, bets, keep, upgrade, monthly, rebateBp, max, count]) => ({
      merchantId,
      level,
      minDeposit: minor(deposit),
      minBets: minor(bets),
      keepBets: minor(keep),
      upgradeGift: minor(upgrade),
      monthlyGift: minor(monthly),
      rebateBp,
      withdrawDailyMax: max === null ? null : minor(max),
      withdrawDailyCount: count,
    })),
  );
}
