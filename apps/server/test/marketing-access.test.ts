import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type OperatorRole } from "@portal/contract/api/admin";
import { ADJUSTMENTS_ADMIN } from "@portal/contract/api/admin-adjustments";
import { MEMBERS_ADMIN } from "@portal/contract/api/admin-members";
import { REPORTS_ADMIN } from "@portal/contract/api/admin-reports";
import { pathWith } from "@portal/contract/api/paths";
import { REFERRAL_ADMIN } from "@portal/contract/api/referral";
import { announcements, games } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { png } from "./image-helper";
import { fund, get, newMember, post, type TestMember } from "./money-helper";
import { multipartFile } from "./multipart-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Least privilege for MARKETING (decision 0054): the money queues (`readMoney`) and members'
 * private data (`readMembers`) are closed to it; its own work (promotions, content, messages to a
 * member named by username, reports, banners' and promotions' pictures) stays open.
 */
let t: TestApp;
let who: TestMember;
const tokens = new Map<OperatorRole, string>();

async function signedIn(role: OperatorRole) {
  const credentials = { username: `least_${role.toLowerCase()}`, password: "Least-Privilege-Pass-123" };
  await new Operators(new OperatorRepository(t.database.db)).create({ merchantId: t.merchantId, ...credentials, role });
  tokens.set(role, (await signInOperator(t, credentials)).token);
}
const as = (role: OperatorRole) => tokens.get(role)!;

function uploadImage(token: string) {
  const form = multipartFile(png(4, 3), { contentType: "image/png" });
  return t.app.inject({
    method: "POST",
    url: ADMIN.images,
    payload: form.payload,
    headers: { ...form.headers, authorization: token },
  });
}
function setPicture(kind: string, target: string | number, imageId: number, token: string) {
  return t.app.inject({
    method: "PUT",
    url: pathWith(ADMIN.picture, { kind, target: String(target) }),
    payload: { imageId },
    headers: { authorization: token },
  });
}
async function announcementId(type: "B" | "PR") {
  const [row] = await t.database.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantId, t.merchantId), eq(announcements.type, type)));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["ADMIN", "FINANCE", "SUPPORT", "MARKETING"] as const) await signedIn(role);
  who = await newMember(t.app, "least");
  await fund(t, who.id, "10");
});
afterAll(() => t.close());

describe("MARKETING is refused the money queues and members' private data", () => {
  const closed = () => [
    ADMIN.deposits,
    pathWith(ADMIN.depositReceipt, { orderNo: "D1" }),
    ADMIN.withdrawals,
    pathWith(ADMIN.withdrawalProof, { id: 1 }),
    ADJUSTMENTS_ADMIN.approvals,
    ADMIN.paymentChannels,
    MEMBERS_ADMIN.search,
    `${MEMBERS_ADMIN.search}?field=MOBILE&q=138`,
    pathWith(MEMBERS_ADMIN.member, { memberId: who.id }),
    pathWith(MEMBERS_ADMIN.ledger, { memberId: who.id }),
    pathWith(MEMBERS_ADMIN.bets, { memberId: who.id }),
    pathWith(MEMBERS_ADMIN.deposits, { memberId: who.id }),
    pathWith(MEMBERS_ADMIN.withdrawals, { memberId: who.id }),
    pathWith(MEMBERS_ADMIN.downlines, { memberId: who.id }),
    `/admin/members/${who.id}/contract`,
    `/admin/members/${who.id}/rebateRates`,
    `/admin/members/${who.id}/protection`,
    ADMIN.vendorTransfers,
    ADMIN.betMismatches,
    REFERRAL_ADMIN.referrals,
  ];

  it("answers 403 FORBIDDEN to MARKETING, and lets ADMIN, FINANCE and SUPPORT read them", async () => {
    for (const url of closed()) {
      const res = await get(t.app, url, as("MARKETING"));
      expect([res.statusCode, res.json().errorCode], url).toEqual([403, "FORBIDDEN"]);
      for (const role of ["ADMIN", "FINANCE", "SUPPORT"] as const) {
        const allowed = await get(t.app, url, as(role));
        expect([401, 403], `${role} ${url}`).not.toContain(allowed.statusCode);
      }
    }
    // The member's data is not in what MARKETING may still read.
    const member = await get(t.app, pathWith(MEMBERS_ADMIN.member, { memberId: who.id }), as("SUPPORT"));
    expect(member.statusCode, member.body).toBe(200);
  });

  it("lets MARKETING do its own work: promotions, content, reports, and a message to a member by username", async () => {
    for (const url of [
      "/admin/promotions",
      "/admin/content/announcements",
      "/admin/messages",
      "/admin/feedback",
      "/admin/missions",
      "/admin/vip/levels",
      "/admin/points/rewards",
      `${REPORTS_ADMIN.profitLoss}?from=2026-01-01&to=2026-01-02`,
      "/admin/dashboard",
    ]) {
      const res = await get(t.app, url, as("MARKETING"));
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const sent = await post(t.app, "/admin/messages", as("MARKETING"), {
      audience: "MEMBER",
      target: who.account,
      title: "Welcome back",
      content: "A gift is waiting for you.",
      requestId: crypto.randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.recipients).toBe(1);
  });
});

describe("pictures: uploading and banners' and promotions' pictures for MARKETING, vendors' and games' for configureBrand", () => {
  it("MARKETING uploads and sets a banner's and a promotion's picture, but not a vendor's or a game's", async () => {
    const upload = await uploadImage(as("MARKETING"));
    expect(upload.statusCode, upload.body).toBe(200);
    const { id, url } = upload.json().value as { id: number; url: string };
    for (const [kind, target] of [
      ["banner", await announcementId("B")],
      ["promotion", await announcementId("PR")],
    ] as const) {
      const res = await setPicture(kind, target, id, as("MARKETING"));
      expect(res.statusCode, `${kind} ${res.body}`).toBe(200);
      expect(res.json().value.url).toBe(url);
    }
    const [game] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.merchantId, t.merchantId), eq(games.gameCode, "lucky-sevens")));
    for (const [kind, target] of [
      ["vendor", "EVO"],
      ["game", game!.id],
    ] as const) {
      const refused = await setPicture(kind, target, id, as("MARKETING"));
      expect([refused.statusCode, refused.json().errorCode], kind).toEqual([403, "FORBIDDEN"]);
      expect((await setPicture(kind, target, id, as("ADMIN"))).statusCode, kind).toBe(200);
    }
  });

  it("FINANCE and SUPPORT still may not upload or set pictures", async () => {
    for (const role of ["FINANCE", "SUPPORT"] as const) {
      const res = await uploadImage(as(role));
      expect([res.statusCode, res.json().errorCode], role).toEqual([403, "FORBIDDEN"]);
      expect((await setPicture("banner", await announcementId("B"), 1, as(role))).statusCode).toBe(403);
    }
  });
});
