import { and, eq } from "drizzle-orm";
import { ADMIN, type OperatorLoginAnswer, type OperatorSession } from "@portal/contract/api/admin";
import { operators } from "../src/db/schema";
import { totpSecretOwner } from "../src/modules/admin/operator-login";
import { SecretBox } from "../src/modules/admin/secret-box";
import { totpCode, totpStep, TOTP_PERIOD_S } from "../src/modules/admin/two-factor";
import { ServerKeyRepository } from "../src/modules/keys/repository";
import { ServerKeys } from "../src/modules/keys/service";
import type { TestApp } from "./test-app";

type Portal = Pick<TestApp, "app" | "database" | "config" | "merchantId">;

/** Recovery codes the helper's enrolments received, per app and operator name (a fallback for busy steps). */
const recoveryCodes = new WeakMap<Portal["app"], Map<string, string[]>>();

/**
 * Signs an operator in over HTTP as the back office does: name and password, then the second
 * factor, computed from the secret with the server's own TOTP library. An operator not enrolled
 * yet enrols here (its secret from the ENROL answer); an enrolled one's secret is read back from
 * the database (opened as the server opens it). Each 30-second step signs in once, so the code is
 * of the earliest step the server still takes (one step of drift either way); when all are used
 * it falls back to a recovery code of the helper's enrolment. Throws on any refusal.
 */
export async function signInOperator(
  t: Portal,
  credentials: { username: string; password: string },
  /** `headers`: another brand's Merchant header, with that brand's `merchantId`. */
  options: { remoteAddress?: string; headers?: Record<string, string>; merchantId?: number } = {},
): Promise<OperatorSession & { secret: string }> {
  const request = {
    method: "POST" as const,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  };
  const brand = { ...t, merchantId: options.merchantId ?? t.merchantId };
  const first = await t.app.inject({ ...request, url: ADMIN.login, payload: credentials });
  if (first.statusCode !== 200) throw new Error(`operator login failed: ${first.body}`);
  const answer = first.json().value as OperatorLoginAnswer;
  const secret = answer.stage === "ENROL" ? answer.secret : await storedTotpSecret(brand, credentials.username);
  const code = (await freshTotpCode(brand, credentials.username, secret)) ?? spareRecoveryCode(t, credentials.username);
  const second = await t.app.inject({
    ...request,
    url: ADMIN.secondFactor,
    payload: { challenge: answer.challenge, code },
  });
  if (second.statusCode !== 200) throw new Error(`operator second factor failed: ${second.body}`);
  const session = second.json().value as OperatorSession;
  if (session.recoveryCodes) {
    const known = recoveryCodes.get(t.app) ?? new Map<string, string[]>();
    known.set(credentials.username, [...session.recoveryCodes]);
    recoveryCodes.set(t.app, known);
  }
  return { ...session, secret };
}

/** The operator's TOTP secret as stored (sealed) in the database, opened. */
export async function storedTotpSecret(t: Portal, username: string): Promise<string> {
  const row = await operatorRow(t, username);
  if (!row?.totpSecret) throw new Error(`operator ${username} is not enrolled`);
  const box = new SecretBox(new ServerKeys(new ServerKeyRepository(t.database.db)), t.config.operatorSecretKey);
  return box.open(row.totpSecret, totpSecretOwner(row));
}

/** How long before a step ends the helper stops using the step before it (the check may come that much later). */
const STEP_MARGIN_MS = 10_000;

/** A code of the earliest step the server still takes for this operator now; undefined when none is left. */
export async function freshTotpCode(t: Portal, username: string, secret: string): Promise<string | undefined> {
  const last = (await operatorRow(t, username))?.totpLastStep ?? null;
  const at = Date.now();
  const now = totpStep(at);
  // The step before this one is taken only while the server's clock stays in this step: near its
  // end (a busy machine, the code checked seconds later in the next step) it would be two behind.
  const endsInMs = (now + 1) * TOTP_PERIOD_S * 1000 - at;
  const earliest = endsInMs > STEP_MARGIN_MS ? now - 1 : now;
  const step = Math.max(earliest, last === null ? earliest : last + 1);
  if (step > now + 1) return undefined;
  return totpCode(secret, step * TOTP_PERIOD_S * 1000);
}

function spareRecoveryCode(t: Portal, username: string): string {
  const code = recoveryCodes.get(t.app)?.get(username)?.shift();
  if (!code) throw new Error(`no TOTP step left for ${username} in this half minute, and no recovery code`);
  return code;
}

async function operatorRow(t: Portal, username: string) {
  const [row] = await t.database.db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, t.merchantId), eq(operators.username, username)));
  return row;
}
