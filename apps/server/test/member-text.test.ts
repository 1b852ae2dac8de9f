import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API } from "@portal/contract/api/paths";
import { memberInfo, sealed } from "./accounts-helper";
import { channelId, fund, get, newMember, operatorToken, PAYMENT_PASSWORD, post, requestId } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Text a member writes (nickname, bank account names and branch) is data, never markup: the API
 * gives it back exactly as stored, as JSON a browser will not sniff into a page, and no page
 * the server renders itself carries it raw. The web shows it through React text nodes only
 * (apps/web: withdraw-page.test.tsx, header and security centre tests).
 */
const NICKNAME = `<img src=x onerror=alert(1)>`;
const BANK = {
  bankName: `<script>alert("bank")</script>`,
  accountName: `"><svg onload=alert(2)>`,
  branch: `</dd><img src=x onerror=alert(3)>&amp;`,
};
const MARKUP = ["<script", "<img", "<svg", "onerror=", "onload="];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function jsonNotSniffed(res: { headers: Record<string, unknown> }) {
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
}

describe("member-written text stays text", () => {
  it("comes back unchanged as JSON to the member and to operators, and raw in no server page", async () => {
    const who = await newMember(t.app, "xss");
    const profile = await t.app.inject({
      method: "PUT",
      url: API.memberProfile,
      headers: { authorization: who.token },
      payload: { nickname: NICKNAME },
    });
    expect(profile.json().success).toBe(true);
    const info = await memberInfo(t.app, who.token);
    jsonNotSniffed(info);
    expect(info.json().value.nickname).toBe(NICKNAME);

    const bound = await sealed(
      t.app,
      "POST",
      API.bankAccounts,
      { ...BANK, accountNumber: "6222000011112222", paymentPassword: PAYMENT_PASSWORD },
      { token: who.token },
    );
    expect(bound.json().success).toBe(true);
    const accounts = await get(t.app, API.bankAccounts, who.token);
    jsonNotSniffed(accounts);
    expect(accounts.json().value.list).toEqual([expect.objectContaining(BANK)]);

    await fund(t, who.id, "500");
    const withdrawal = await sealed(
      t.app,
      "POST",
      API.withdrawals,
      {
        bankAccountId: bound.json().value.id,
        amount: "100",
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
      },
      { token: who.token },
    );
    expect(withdrawal.json().value.bank).toMatchObject(BANK);
    const admin = await operatorToken(t);
    const review = await get(t.app, `${ADMIN.withdrawals}?status=PENDING`, admin);
    jsonNotSniffed(review);
    const mine = review.json().value.list.find((w: { memberId: number }) => w.memberId === who.id);
    expect(mine.bank).toMatchObject(BANK);

    // The pages the server renders itself for this member (the sandbox gateway's pay page of
    // their deposit) carry none of their text raw.
    const gateway = await channelId(t.app, who.token, "GATEWAY");
    const order = (
      await post(t.app, API.deposits, who.token, { channelId: gateway, amount: "20", requestId: requestId() })
    ).json().value;
    const page = await t.app.inject({ method: "GET", url: order.payUrl });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    for (const marker of MARKUP) expect(page.body).not.toContain(marker);
  });
});
