import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config";
import { hashPassword } from "../../modules/members/passwords";
import type { Db } from "../client";
import {
  agentContracts,
  memberRebateRates,
  announcements,
  domains,
  games,
  helpArticles,
  helpCategories,
  lotteryMenus,
  members,
  settings,
  vendors,
} from "../schema";
import { CATEGORY_ART } from "@portal/contract/artwork";
import { rateToPpm } from "@portal/contract/api/agents";
import type { GameCategory } from "@portal/contract/games";
import { seedBrand } from "./brand";
import { seedDemoCatalogue } from "./demo-catalogue";
import { DEMO_ANNOUNCEMENTS, DEMO_HELP, DEMO_HOT_GAMES, DEMO_LOTTERY_MENUS, DEMO_VENDORS } from "./demo-content";
import {
  seedDemoMissions,
  seedDemoPointsMall,
  seedDemoPromotions,
  seedDemoRaffle,
  seedDemoVip,
} from "./demo-promotions";
import { seedDemoHouse, seedDemoLottery } from "./demo-house";
import { seedDemoMoney } from "./demo-money";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  merchantId: number;
  /** Demo accounts created by this run, with their one-time random passwords. */
  createdAccounts: { account: string; password: string; memberType: number }[];
  /** The demo operator, when this run created it, with its one-time password. */
  createdOperators: { username: string; password: string }[];
}

/**
 * Seeds the demo brand: the brand's base configuration (seedBrand), then demo data: download and
 * support links, demo domains, announcements and help, the game catalogue (vendors shown under
 * maintenance, the house games), demo accounts, the demo operator and the sandbox money setup.
 * Only for the demo brand or when SEED_DEMO asks, never in production (config.ts). Idempotent like
 * seedBrand: a second start adds nothing and never overwrites what an operator changed.
 */
export async function seedDemo(db: Db, config: Config): Promise<SeedResult> {
  const merchantId = await seedBrand(db, config);

  // The demo brand's links are operator settings (an operator changes them), never fixed addresses.
  const demoHost = `https://${config.merchantCode.toLowerCase()}.example`;
  await db
    .insert(settings)
    .values([
      { merchantId, key: "downloadIosUrl", value: `${demoHost}/app/ios` },
      { merchantId, key: "downloadAndroidUrl", value: `${demoHost}/app/android.apk` },
      { merchantId, key: "telegramUrl", value: "https://t.me/demo_portal_support" },
      { merchantId, key: "whatsappUrl", value: "https://wa.me/6500000000" },
      // Invite friends (decision 0043) is an operator's choice; the demo brand offers it.
      { merchantId, key: "referralEnabled", value: true },
    ])
    .onConflictDoNothing();

  await db
    .insert(domains)
    .values([
      { merchantId, domain: "localhost", purpose: "WEB" },
      { merchantId, domain: "127.0.0.1", purpose: "WEB" },
    ])
    .onConflictDoNothing();

  const now = Date.now();
  await db
    .insert(announcements)
    .values(
      DEMO_ANNOUNCEMENTS.map((a, sort) => ({
        merchantId,
        slug: a.slug,
        type: a.type,
        execution: a.execution,
        title: a.title,
        content: a.content,
        imageUrl: a.imageUrl,
        link: a.link,
        publishedAt: new Date(now - a.daysAgo * DAY_MS),
        sort,
      })),
    )
    .onConflictDoNothing();

  await seedHelp(db, merchantId);
  await seedDemoPromotions(db, merchantId);
  await seedDemoPointsMall(db, merchantId);
  await seedDemoMissions(db, merchantId);
  await seedDemoVip(db, merchantId);
  await seedDemoRaffle(db, merchantId);

  await db
    .insert(vendors)
    .values(
      DEMO_VENDORS.map((v, sort) => ({
        merchantId,
        ...v,
        // Our drawing of the vendor's category until the operator uploads the vendor's own.
        icon: CATEGORY_ART[v.category],
        // No external vendor is connected in the demo: they show, honestly, as under maintenance.
        maintenance: true,
        sort,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(games)
    .values(DEMO_HOT_GAMES.map((g, sort) => ({ merchantId, ...g, icon: CATEGORY_ART[g.category], sort })))
    .onConflictDoNothing();

  await db
    .insert(lotteryMenus)
    .values(DEMO_LOTTERY_MENUS.map((m, sort) => ({ merchantId, ...m, sort })))
    .onConflictDoNothing();

  await seedDemoHouse(db, merchantId);
  await seedDemoLottery(db, merchantId);
  await seedDemoCatalogue(db, merchantId);
  const createdAccounts = await seedDemoMembers(db, merchantId);
  return { merchantId, createdAccounts, createdOperators: await seedDemoMoney(db, merchantId) };
}

/**
 * A member, and an agent with two levels of downline (agent, sub-agent, player). Their
 * passwords are random and shown once, at the start that creates them: the repository holds
 * no credential, so a brand left with SEED_DEMO on has no known password.
 */
const DEMO_MEMBERS = [
  { account: "demo_member", memberType: 0, upline: null, affiliateCode: null, toUpline: 0 },
  { account: "demo_agent", memberType: 1, upline: null, affiliateCode: "DEMOAG01", toUpline: 0 },
  { account: "demo_subagent", memberType: 41, upline: "demo_agent", affiliateCode: "DEMOAG02", toUpline: 1 },
  { account: "demo_player", memberType: 0, upline: "demo_subagent", affiliateCode: null, toUpline: 1 },
] as const;

async function seedDemoMembers(db: Db, merchantId: number) {
  const created: SeedResult["createdAccounts"] = [];
  const ids = new Map<string, number>();
  for (const m of DEMO_MEMBERS) {
    const [existing] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, m.account)));
    if (existing) {
      ids.set(m.account, existing.id);
      continue;
    }
    const password = `Demo${randomBytes(6)
      .toString("base64url")
      .replace(/[^A-Za-z0-9]/g, "x")}7`;
    const [row] = await db
      .insert(members)
      .values({
        merchantId,
        account: m.account,
        accountKey: m.account,
        nickname: m.account,
        passwordHash: await hashPassword(password),
        memberType: m.memberType,
        uplineId: m.upline ? (ids.get(m.upline) ?? null) : null,
        affiliateCode: m.affiliateCode,
        toUpline: m.toUpline,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (row) {
      ids.set(m.account, row.id);
      created.push({ account: m.account, password, memberType: m.memberType });
    }
  }
  await seedDemoRebateRates(db, merchantId, ids);
  await seedDemoPlatformContract(db, merchantId, ids.get("demo_agent")!);
  return created;
}

/**
 * The demo agents' rebate rates (percent; lottery's are larger, as in the market): the sub-agent
 * below the agent's, so the chain is a differential one from the start.
 */
const DEMO_REBATE_RATES: Record<string, Record<GameCategory, string>> = {
  demo_agent: { LIVE: "1", RNG: "1.5", SPORTS: "1", FISH: "1.2", PVP: "0.8", ESPORTS: "1", ELOTT: "7.8" },
  demo_subagent: { LIVE: "0.6", RNG: "1", SPORTS: "0.6", FISH: "0.8", PVP: "0.5", ESPORTS: "0.6", ELOTT: "6.5" },
};

/**
 * The platform's daily salary with the demo agent (0.5 % of its team's valid turnover, 0.8 % from
 * 50,000.00 with 3 active members), so the agent can offer salaries to its own downlines.
 */
async function seedDemoPlatformContract(db: Db, merchantId: number, agentId: number) {
  await db
    .insert(agentContracts)
    .values({
      merchantId,
      kind: "DAILY_SALARY",
      payerId: null,
      payeeId: agentId,
      status: "VALID",
      decidedAt: new Date(),
      tiers: [
        { minTurnover: "0", minActive: 0, ratePpm: 5_000 },
        { minTurnover: "5000000", minActive: 3, ratePpm: 8_000 },
      ],
    })
    .onConflictDoNothing();
}

async function seedDemoRebateRates(db: Db, merchantId: number, ids: Map<string, number>) {
  const rows = Object.entries(DEMO_REBATE_RATES).flatMap(([account, rates]) =>
    Object.entries(rates).map(([category, rate]) => ({
      memberId: ids.get(account)!,
      merchantId,
      category: category as GameCategory,
      ratePpm: rateToPpm(rate),
    })),
  );
  await db.insert(memberRebateRates).values(rows).onConflictDoNothing();
}

async function seedHelp(db: Db, merchantId: number) {
  await db
    .insert(helpCategories)
    .values(DEMO_HELP.map((c, sort) => ({ merchantId, slug: c.slug, title: c.title, sort })))
    .onConflictDoNothing();
  const rows = await db.select().from(helpCategories).where(eq(helpCategories.merchantId, merchantId));
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  await db
    .insert(helpArticles)
    .values(
      DEMO_HELP.flatMap((c) =>
        c.articles.map((a, sort) => ({
          categoryId: idOf.get(c.slug)!,
          slug: a.slug,
          title: a.title,
          content: a.content,
          sort,
        })),
      ),
    )
    .onConflictDoNothing();
}
