import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API } from "@portal/contract/api/paths";
import { importServerKey, sealRequest } from "@portal/contract/encrypted-body";
import { openDatabase, type Database } from "../src/db/client";
import {
  deposits,
  ledgerAccounts,
  ledgerTransfers,
  paymentChannels,
  vendorTransfers,
  withdrawals,
} from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { MemberRepository } from "../src/modules/members/repository";
import { hashPassword } from "../src/modules/members/passwords";
import { SessionService, sessionPolicy } from "../src/modules/sessions/service";
import { SessionRepository } from "../src/modules/sessions/repository";
import { VendorSessionRepository } from "../src/modules/vendor-api/sessions-repository";
import { SETTING_DEFAULTS } from "../src/modules/system/settings";
import { BankAccounts } from "../src/modules/withdrawals/bank-accounts";
import { WithdrawalRepository } from "../src/modules/withdrawals/repository";
import { RECONCILE_AFTER_MS } from "../src/modules/vendor-wallets/service";
import { ChildServer } from "./child-server";
import { databaseUrl, withPg } from "./pg-admin";
import { totpCode } from "../src/modules/admin/two-factor";

/**
 * Crash safety (PostgreSQL): the real server runs as a child process and is killed with SIGKILL
 * again and again while clients deposit, withdraw, move money to the vendor wallet and back,
 * and receive operator credits. Each client retries every action with the same requestId until
 * it gets an answer, as a browser would. Afterwards the ledger invariants hold and every
 * action was applied exactly once. Knobs: CRASH_CLIENTS, CRASH_ROUNDS, CRASH_KILLS.
 */
const adminUrl = process.env.DATABASE_URL;
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 4);
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 6);
const KILLS = Number(process.env.CRASH_KILLS ?? 6);
/** The clients keep working until the server was killed this often. */
const MIN_KILLS = Math.min(KILLS, 2);

describe.runIf(adminUrl)("crash safety under SIGKILL", () => {
  const dbName = `portal_crash_${randomBytes(5).toString("hex")}`;
  const server = new ChildServer({ DATABASE_URL: adminUrl ? databaseUrl(adminUrl, dbName) : "", SEED_DEMO: "true" });
  let database: Database | undefined;

  afterAll(async () => {
    await server.kill();
    await database?.close();
    await withPg(adminUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });

  /** Sends until the server answers (any HTTP answer); a refused connection means it is down. */
  async function call(
    method: string,
    url: string,
    token: string,
    body?: unknown,
    options: { sealed?: boolean; form?: string } = {},
  ) {
    for (;;) {
      try {
        const headers: Record<string, string> = { authorization: token };
        let payload: string | undefined;
        if (options.sealed) {
          const key = await (await fetch(`${server.url}${API.publicKey}`)).json();
          const sealedBody = await sealRequest(await importServerKey(key.value.publicKey), body);
          Object.assign(headers, sealedBody.headers, { "content-type": "application/json" });
          payload = JSON.stringify(sealedBody.body);
        } else if (options.form !== undefined) {
          headers["content-type"] = "application/x-www-form-urlencoded";
          payload = options.form;
        } else if (body !== undefined) {
          headers["content-type"] = "application/json";
          payload = JSON.stringify(body);
        }
        const res = await fetch(`${server.url}${url}`, {
          method,
          headers,
          body: payload,
          redirect: "manual",
        });
        const text = await res.text();
        if (res.status >= 500) throw new Error(`server error ${res.status}: ${text}`);
        return { status: res.status, json: text.startsWith("{") ? JSON.parse(text) : null };
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("server error")) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  }

  it("keeps the books and applies every retried action once", async () => {
    await withPg(adminUrl!, (c) => c.query(`CREATE DATABASE ${dbName}`));
    await server.start();
    database = await openDatabase({ databaseUrl: databaseUrl(adminUrl!, dbName) });
    const db = database.db;
    const [channel] = await db.select().from(paymentChannels).where(eq(paymentChannels.gateway, "sandbox"));
    const merchantId = channel!.merchantId;
    const operatorPassword = randomUUID();
    await new Operators(new OperatorRepository(db)).create({
      merchantId,
      username: "crash_admin",
      password: operatorPassword,
      role: "ADMIN",
    });
    const sessions = new SessionService(new SessionRepository(db), new VendorSessionRepository(db));
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) {
      const account = `crash${i}${randomBytes(3).toString("hex")}`;
      const inserted = await new MemberRepository(db).insert({
        merchantId,
        account,
        accountKey: account,
        passwordHash: await hashPassword("Secret123"),
        paymentPasswordHash: await hashPassword("135790"),
        // As registered: the demo brand asks for the 18+ and terms confirmation.
        adultTermsConfirmedAt: new Date(),
      });
      if (!("member" in inserted)) throw new Error("member not created");
      const memberId = inserted.member.id;
      const token = await sessions.create(memberId, "username", "127.0.0.1", {
        ...sessionPolicy(SETTING_DEFAULTS),
        absoluteMs: 3_600_000,
        idleMs: 3_600_000,
      });
      const bank = await new BankAccounts(new WithdrawalRepository(db)).bind(
        { merchantId, memberId },
        { bankName: "B", accountName: "A", accountNumber: `9000${i}1234`, branch: "" },
      );
      clients.push({ memberId, token, bankId: bank.id });
    }
    // The operator's first sign-in: the password, then the enrolment's first TOTP code.
    const enrol = (await call("POST", ADMIN.login, "", { username: "crash_admin", password: operatorPassword })).json
      .value as { challenge: string; secret: string };
    const operatorToken = (
      await call("POST", ADMIN.secondFactor, "", { challenge: enrol.challenge, code: totpCode(enrol.secret) })
    ).json.value.token as string;

    // The killer: SIGKILL at random moments while the clients work, then restart.
    let loadDone = false;
    let kills = 0;
    const killer = (async () => {
      while (!loadDone && kills < KILLS) {
        await new Promise((r) => setTimeout(r, 300 + Math.random() * 900));
        if (loadDone) break;
        await server.kill();
        kills++;
        await server.start();
      }
    })();

    const expected = new Map<number, { credits: number; deposits: number; withdrawals: number }>();
    await Promise.all(
      clients.map(async (client) => {
        const tally = { credits: 0, deposits: 0, withdrawals: 0 };
        expected.set(client.memberId, tally);
        // At least ROUNDS rounds, and on until the server was killed MIN_KILLS times: a fast
        // machine must not finish the work before the first kill (the killer waits 0.3-1.2 s).
        for (let round = 0; round < ROUNDS || kills < MIN_KILLS; round++) {
          const credit = await call("POST", `/admin/members/${client.memberId}/adjustments`, operatorToken, {
            direction: "CREDIT",
            amount: "10.00",
            reason: "crash test credit",
            requestId: `c-${client.memberId}-${round}-run`,
          });
          expect(credit.status).toBe(200);
          tally.credits++;

          const order = await call("POST", API.deposits, client.token, {
            channelId: channel!.id,
            amount: "7.00",
            requestId: `d-${client.memberId}-${round}-run`,
          });
          expect(order.status).toBe(200);
          const pay = await call("POST", `/sandbox-gateway/pay/${order.json.value.orderNo}`, "", undefined, {
            form: "outcome=PAID",
          });
          expect([303, 404]).toContain(pay.status);
          // The callback may have been cut by a kill: pay again until the order is confirmed.
          for (;;) {
            const view = await call("GET", `/wps/deposits/${order.json.value.orderNo}`, client.token);
            if (view.json.value.status === "CONFIRMED") break;
            await call("POST", `/sandbox-gateway/pay/${order.json.value.orderNo}`, "", undefined, {
              form: "outcome=PAID",
            });
          }
          tally.deposits++;

          const toVendor = await call("POST", API.walletTransfer, client.token, {
            from: "MAIN",
            to: "SANDBOX",
            amount: "5.00",
            requestId: `v-${client.memberId}-${round}-run`,
          });
          expect(toVendor.status).toBe(200);
          const back = await call("POST", API.walletTransfer, client.token, {
            from: "SANDBOX",
            to: "MAIN",
            amount: "2.00",
            requestId: `b-${client.memberId}-${round}-run`,
          });
          expect([200, 409]).toContain(back.status);

          const withdrawal = await call(
            "POST",
            API.withdrawals,
            client.token,
            {
              bankAccountId: client.bankId,
              amount: "10.00",
              paymentPassword: "135790",
              requestId: `w-${client.memberId}-${round}-run`,
            },
            { sealed: true },
          );
          // A daily limit may refuse the later rounds; a refused one must leave no trace. So may the
          // payment password's throttle: a kill during its check (argon2, the slowest step, so the
          // likeliest one on a slow machine) leaves that try's place taken until no try has taken
          // one for PLACE_LIFETIME_MS (login-throttle.ts), and kills in quick succession can fill
          // the allowance meanwhile: TOO_MANY_REQUESTS.
          if (withdrawal.status === 200) tally.withdrawals++;
          else expect(["DAILY_LIMIT_EXCEEDED", "TOO_MANY_REQUESTS"]).toContain(withdrawal.json.errorCode);
        }
      }),
    );
    loadDone = true;
    await killer;
    if (!server.alive) await server.start();
    // Transfers cut between the hold and the vendor's answer: the reconciler settles them
    // (their last calls are moved into the past, as if RECONCILE_AFTER_MS had passed).
    await db
      .update(vendorTransfers)
      .set({ lastCallAt: new Date(Date.now() - 2 * RECONCILE_AFTER_MS) })
      .where(eq(vendorTransfers.status, "PENDING"));
    for (;;) {
      const result = await call("POST", ADMIN.reconcile, operatorToken);
      if (result.json.value.stillPending === 0 && result.json.value.resolved === 0) break;
    }
    await server.kill();

    expect(kills).toBeGreaterThan(0);
    expect(await checkLedger(db)).toEqual([]);
    for (const client of clients) {
      const tally = expected.get(client.memberId)!;
      const id = client.memberId;
      const one = async (table: typeof deposits | typeof withdrawals | typeof vendorTransfers, prefix: string) =>
        Number(
          (
            await db
              .select({ n: count() })
              .from(table)
              .where(and(eq(table.memberId, id), like(table.requestId, `${prefix}-${id}-%`)))
          )[0]!.n,
        );
      // One of each per round the client played (at least ROUNDS).
      expect(tally.credits).toBeGreaterThanOrEqual(ROUNDS);
      expect(await one(deposits, "d")).toBe(tally.deposits);
      expect(await one(withdrawals, "w")).toBe(tally.withdrawals);
      expect(await one(vendorTransfers, "v")).toBe(tally.credits);
      const credits = await db
        .select({ n: count() })
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.id, `adjustment:%:c-${id}-%`));
      expect(Number(credits[0]!.n)).toBe(tally.credits);
      const moved = await db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, id));
      expect(moved.filter((m) => m.status === "PENDING")).toEqual([]);
      const net = moved.reduce(
        (t, m) => (m.status !== "SUCCEEDED" ? t : t + (m.direction === "TO_VENDOR" ? -m.amount : m.amount)),
        0n,
      );
      const [main] = await db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.ownerId, id), eq(ledgerAccounts.ownerType, "MEMBER"), eq(ledgerAccounts.kind, "MAIN")),
        );
      const expectedMain =
        BigInt(tally.credits) * 1000n + BigInt(tally.deposits) * 700n - BigInt(tally.withdrawals) * 1000n + net;
      expect(main!.balance).toBe(expectedMain);
    }
  }, 240_000);
});
