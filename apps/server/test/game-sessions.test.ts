import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { vendorSessions } from "../src/db/schema";
import { hashToken } from "../src/modules/sessions/service";
import {
  renewVendorSession,
  VENDOR_SESSION_IDLE_MS,
  VENDOR_SESSION_MAX_MS,
  findVendorSession,
} from "../src/modules/vendor-api/sessions";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { changePassword, login } from "./accounts-helper";
import { fund, get, newMember, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { houseGameNode, launchHouseGame } from "./house-helper";
import { appWithLogLines } from "./log-capture";

/**
 * Security finding 4: game session tokens outlived logout and password change for 12 hours and
 * were written to the access log. A logout ends the games launched from that login, a password
 * change every game of the member; a game session lives 30 minutes renewed by play; tokens in
 * query strings are redacted from log lines.
 */
let t: TestApp;
let slotNode: number;
beforeAll(async () => {
  t = await createTestApp();
  slotNode = await houseGameNode(t, SLOT_GAME_CODE);
});
afterAll(() => t.close());

const gameSessions = () => new VendorSessionRepository(t.database.db);
const launchSlot = (memberToken: string) => launchHouseGame(t.app, memberToken, slotNode);

const spin = (gameToken: string) => post(t.app, HOUSE_API.slotSpin, "", { token: gameToken, bet: "1.00" });
const fairness = (gameToken: string) => get(t.app, `${HOUSE_API.fairness}?token=${gameToken}`, "");

describe("game sessions end with the member's session", () => {
  it("a logout ends the games launched from that login, and only those", async () => {
    const member = await newMember(t.app, "gsl");
    await fund(t, member.id, "20");
    const phone = (await login(t.app, { username: member.account, password: "Secret123" })).json().value.token;
    const desktopGame = await launchSlot(member.token);
    const phoneGame = await launchSlot(phone);
    expect((await spin(desktopGame)).statusCode).toBe(200);

    const out = await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: member.token } });
    expect(out.statusCode).toBe(200);
    expect((await spin(desktopGame)).json().errorCode).toBe("NOT_LOGGED_IN");
    expect((await fairness(desktopGame)).json().errorCode).toBe("NOT_LOGGED_IN");
    expect((await spin(phoneGame)).statusCode).toBe(200);
  });

  it("a password change ends every game of the member", async () => {
    const member = await newMember(t.app, "gsp");
    await fund(t, member.id, "20");
    const phone = (await login(t.app, { username: member.account, password: "Secret123" })).json().value.token;
    const games = [await launchSlot(member.token), await launchSlot(phone)];
    for (const game of games) expect((await spin(game)).statusCode).toBe(200);

    const changed = await changePassword(t.app, member.token, "Secret123", "Better456");
    expect(changed.statusCode).toBe(200);
    for (const game of games) {
      expect((await spin(game)).json().errorCode).toBe("NOT_LOGGED_IN");
      expect((await fairness(game)).json().errorCode).toBe("NOT_LOGGED_IN");
    }
    // A game launched with the new session plays.
    expect((await spin(await launchSlot(changed.json().value.token))).statusCode).toBe(200);
  });
});

describe("a game session's life", () => {
  it("lasts 30 minutes from the launch, renewed by play up to 12 hours after it", async () => {
    const member = await newMember(t.app, "gsr");
    const game = await launchSlot(member.token);
    const session = (await findVendorSession(gameSessions(), game))!;
    const launchedAt = session.createdAt.getTime();
    expect(session.expiresAt.getTime() - launchedAt).toBe(VENDOR_SESSION_IDLE_MS);

    // Early play writes nothing (renewal waits until half the idle time has passed).
    await renewVendorSession(gameSessions(), session, new Date(launchedAt + 60_000));
    expect((await findVendorSession(gameSessions(), game))!.expiresAt).toEqual(session.expiresAt);

    const late = launchedAt + VENDOR_SESSION_IDLE_MS - 60_000;
    await renewVendorSession(gameSessions(), session, new Date(late));
    expect((await findVendorSession(gameSessions(), game))!.expiresAt.getTime()).toBe(late + VENDOR_SESSION_IDLE_MS);

    // Near the end of its 12 hours, play cannot push it past them.
    const nearCap = { ...session, expiresAt: new Date(launchedAt + VENDOR_SESSION_MAX_MS - 60_000) };
    await t.database.db
      .update(vendorSessions)
      .set({ expiresAt: nearCap.expiresAt })
      .where(eq(vendorSessions.tokenHash, hashToken(game)));
    await renewVendorSession(gameSessions(), nearCap, new Date(launchedAt + VENDOR_SESSION_MAX_MS - 120_000));
    expect((await findVendorSession(gameSessions(), game))!.expiresAt.getTime()).toBe(
      launchedAt + VENDOR_SESSION_MAX_MS,
    );
  });
});

describe("game tokens stay out of the logs", () => {
  it("query strings that carry a token are redacted in every log line", async () => {
    const { app, lines } = await appWithLogLines(t);
    try {
      const member = await newMember(t.app, "gsg");
      const game = await launchHouseGame(app, member.token, slotNode);
      expect((await get(app, `${HOUSE_API.fairness}?token=${game}&language=en`, "")).statusCode).toBe(200);
      const resetLink = await app.inject({ method: "GET", url: "/index?resetToken=reset-secret-value-123" });
      expect(resetLink.statusCode).toBeLessThan(500);

      const all = lines.join("\n");
      expect(all).toContain(`${HOUSE_API.fairness}?token=%5Bredacted%5D&language=en`);
      expect(all).not.toContain(game);
      expect(all).not.toContain("reset-secret-value-123");
    } finally {
      await app.close();
    }
  });
});
