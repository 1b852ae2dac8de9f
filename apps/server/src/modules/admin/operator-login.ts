import { randomBytes } from "node:crypto";
import { setTimeout as wait } from "node:timers/promises";
import type { OperatorLoginAnswer, OperatorSession } from "@portal/contract/api/admin";
import { AppError } from "../../http/app-error";
import { LoginThrottle } from "../auth/login-throttle";
import type { ServerKeys } from "../keys/service";
import { hashToken } from "../sessions/service";
import type { BrandSettings } from "../system/brand-settings";
import type { Settings } from "../system/settings";
import { AuditRepository, type OperatorLoginFailure } from "./audit-repository";
import { permissionsOf, type Operator, type Operators } from "./operators";
import type { OperatorChallenge, OperatorRepository } from "./operators-repository";
import type { SecretBox } from "./secret-box";
import { enrolment, isRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from "./two-factor";

/** Waits before a failure is answered; tests pass their own to see what is asked, without waiting. */
export type FailureDelay = (ms: number) => Promise<void>;

/** The wait doubles with each failure up to this many doublings (16 times the base). */
const MAX_DOUBLINGS = 4;
/** How long the second factor may follow a right password. */
export const CHALLENGE_MS = 5 * 60_000;

/** The wait before answering the `failures`-th failure: base, 2x, 4x... up to 16x the base. */
export function failureDelayMs(baseMs: number, failures: number): number {
  return baseMs * 2 ** Math.min(Math.max(failures - 1, 0), MAX_DOUBLINGS);
}

export interface LoginClient {
  ip: string;
  requestId: string;
}

/** What a checked second factor came to: a result, or why it is refused (counted as a failure). */
type Checked<T> = { value: T } | { failure: "WRONG_CODE" | "REUSED_CODE" };

/** The additional data binding a sealed TOTP secret to its operator. */
export const totpSecretOwner = (operator: Pick<Operator, "id">) => `operator-totp:${operator.id}`;

/**
 * Operator sign-in in two steps (decision 0047). The password step has at least the members'
 * protection: failures counted per operator name (known or not) and per address in the members'
 * LoginThrottle under keys of their own, a lock after the brand's operatorLockAfterFailures
 * (during which even the right password is refused), a wait before each failure is answered that
 * grows with the failures, and an audit entry for every failure. The answers never tell an
 * unknown name from a wrong password or a disabled operator, and the lock answer is the same for
 * every name. A right password opens no session: it answers a challenge (5 minutes, single use)
 * for the second factor, a TOTP code or a recovery code, whose wrong tries count in the same
 * counters as wrong passwords; only a right second factor clears them and opens the session.
 * An operator without a TOTP secret enrols at its first sign-in.
 */
export class OperatorLoginService {
  constructor(
    private readonly operators: Operators,
    private readonly repo: OperatorRepository,
    private readonly throttle: LoginThrottle,
    private readonly auditLog: AuditRepository,
    private readonly brandSettings: BrandSettings,
    private readonly box: SecretBox,
    private readonly keys: ServerKeys,
    private readonly delay: FailureDelay = (ms) => wait(ms),
  ) {}

  /** The password step: a challenge for the second factor (ENROL with a new secret at the first sign-in). */
  async login(
    merchant: { id: number; name: string },
    username: string,
    password: string,
    client: LoginClient,
  ): Promise<OperatorLoginAnswer> {
    const merchantId = merchant.id;
    const limits = await this.limits(merchantId);
    const keys = LoginThrottle.operatorKeys(merchantId, username, client.ip);

    // Counted before the password is checked: guesses sent at once cannot pass the lock together.
    // A right password clears nothing: the second factor is still to come.
    const found: { checked?: Awaited<ReturnType<Operators["checkCredentials"]>> } = {};
    const tried = await this.throttle.attempt(
      keys,
      limits,
      async () => {
        found.checked = await this.operators.checkCredentials(merchantId, username, password);
        return "operator" in found.checked;
      },
      undefined,
      false,
    );
    const checked = found.checked;
    if (tried.outcome === "LOCKED" || tried.outcome === "BUSY") {
      return this.refuse(merchantId, username, tried.outcome, tried.failures, limits, client);
    }
    if (tried.outcome === "WRONG" || !checked || "failure" in checked) {
      const failure = checked && "failure" in checked ? checked.failure : "WRONG_PASSWORD";
      return this.refuse(merchantId, username, failure, tried.outcome === "WRONG" ? tried.failures : 0, limits, client);
    }
    return this.challenge(checked.operator, merchant.name);
  }

  /**
   * The second factor: a TOTP code (one step of drift either way, each step once) or, for an
   * enrolled operator, one of its recovery codes. Answers the new session; after an enrolment,
   * with the operator's 10 recovery codes (shown once).
   */
  async secondFactor(
    merchantId: number,
    challengeToken: string,
    code: string,
    client: LoginClient,
  ): Promise<OperatorSession> {
    const now = Date.now();
    const found = await this.repo.liveChallenge(hashToken(challengeToken), new Date(now));
    const operator = found?.operator;
    const stage = found?.challenge.stage;
    if (
      !found ||
      !operator ||
      operator.merchantId !== merchantId ||
      operator.status !== "ACTIVE" ||
      (stage === "ENROL") !== (operator.totpSecret === null)
    ) {
      throw new AppError("CHALLENGE_EXPIRED", "This sign-in has expired, sign in again");
    }
    const challenge = found.challenge;
    return this.checked(merchantId, operator, client, () =>
      challenge.stage === "ENROL"
        ? this.completeEnrolment(operator, challenge, code, now, client)
        : this.completeSignIn(operator, challenge, code, now, client),
    );
  }

  /** New recovery codes for a signed-in operator, proven by a current TOTP code; the old ones void. Audited. */
  async renewRecoveryCodes(operator: Operator, code: string, client: LoginClient): Promise<string[]> {
    const now = Date.now();
    const secret = await this.secretOf(operator);
    const hashKey = await this.recoveryHashKey();
    return this.checked(operator.merchantId, operator, client, async () => {
      const step = matchTotp(secret, code, now);
      if (step === null) return { failure: "WRONG_CODE" };
      return this.repo.transaction(async (repo, tx): Promise<Checked<string[]>> => {
        if (!(await repo.claimTotpStep(operator.id, step))) return { failure: "REUSED_CODE" };
        const codes = newRecoveryCodes();
        await repo.replaceRecoveryCodes(
          operator.id,
          codes.map((c) => recoveryCodeHash(hashKey, c)),
        );
        await new AuditRepository(tx).recordFor(client, operator, {
          action: "operator.recoveryCodes",
          targetType: "operator",
          targetId: String(operator.id),
          detail: { count: codes.length },
        });
        return { value: codes };
      });
    });
  }

  /** A new challenge for the operator whose password was right. */
  private async challenge(operator: Operator, issuer: string): Promise<OperatorLoginAnswer> {
    const challenge = randomBytes(32).toString("base64url");
    const now = Date.now();
    const expiresAt = now + CHALLENGE_MS;
    const row = { tokenHash: hashToken(challenge), operatorId: operator.id, expiresAt: new Date(expiresAt) };
    if (operator.totpSecret !== null) {
      await this.repo.insertChallenge({ ...row, stage: "TOTP" });
      return { stage: "TOTP", challenge, expiresAt };
    }
    // Not enrolled: a new secret, kept sealed in the challenge until a right code confirms it.
    const secret = newTotpSecret();
    await this.repo.insertChallenge({
      ...row,
      stage: "ENROL",
      pendingSecret: await this.box.seal(secret, totpSecretOwner(operator)),
    });
    return { stage: "ENROL", challenge, expiresAt, secret, ...(await enrolment(secret, issuer, operator.username)) };
  }

  private async completeEnrolment(
    operator: Operator,
    challenge: OperatorChallenge,
    code: string,
    now: number,
    client: LoginClient,
  ): Promise<Checked<OperatorSession>> {
    // Only a TOTP code confirms an enrolment: it proves the app holds the secret.
    if (isRecoveryCode(code) || !challenge.pendingSecret) return { failure: "WRONG_CODE" };
    const sealed = challenge.pendingSecret;
    const step = matchTotp(await this.box.open(sealed, totpSecretOwner(operator)), code, now);
    if (step === null) return { failure: "WRONG_CODE" };
    const hashKey = await this.recoveryHashKey();
    return this.repo.transaction(async (repo, tx) => {
      await this.useChallenge(repo, challenge, now);
      if (!(await repo.enrol(operator.id, sealed, step, new Date(now)))) {
        throw new AppError("CHALLENGE_EXPIRED", "This sign-in has expired, sign in again");
      }
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(
        operator.id,
        recoveryCodes.map((c) => recoveryCodeHash(hashKey, c)),
      );
      await new AuditRepository(tx).recordFor(client, operator, {
        action: "operator.enrol",
        targetType: "operator",
        targetId: String(operator.id),
        detail: { recoveryCodes: recoveryCodes.length },
      });
      const token = await this.operators.openSession(operator, repo);
      return { value: { ...this.sessionOf(operator, token), recoveryCodes } };
    });
  }

  private async completeSignIn(
    operator: Operator,
    challenge: OperatorChallenge,
    code: string,
    now: number,
    client: LoginClient,
  ): Promise<Checked<OperatorSession>> {
    if (isRecoveryCode(code)) {
      const hash = recoveryCodeHash(await this.recoveryHashKey(), code);
      return this.repo.transaction(async (repo, tx) => {
        // The code first: a wrong one leaves the challenge usable; two uses at once, one wins.
        if (!(await repo.useRecoveryCode(operator.id, hash, new Date(now)))) return { failure: "WRONG_CODE" };
        await this.useChallenge(repo, challenge, now);
        await new AuditRepository(tx).recordFor(client, operator, {
          action: "operator.recoveryCodeUsed",
          targetType: "operator",
          targetId: String(operator.id),
          detail: { left: await repo.recoveryCodesLeft(operator.id) },
        });
        const token = await this.operators.openSession(operator, repo);
        return { value: this.sessionOf(operator, token) };
      });
    }
    const step = matchTotp(await this.secretOf(operator), code, now);
    if (step === null) return { failure: "WRONG_CODE" };
    return this.repo.transaction(async (repo) => {
      if (!(await repo.claimTotpStep(operator.id, step))) return { failure: "REUSED_CODE" };
      await this.useChallenge(repo, challenge, now);
      const token = await this.operators.openSession(operator, repo);
      return { value: this.sessionOf(operator, token) };
    });
  }

  /** Uses the challenge up in the sign-in's transaction; a challenge used meanwhile ends it all. */
  private async useChallenge(repo: OperatorRepository, challenge: OperatorChallenge, now: number): Promise<void> {
    if (!(await repo.consumeChallenge(challenge.tokenHash, new Date(now)))) {
      throw new AppError("CHALLENGE_EXPIRED", "This sign-in has expired, sign in again");
    }
  }

  /**
   * Runs a second-factor check as one try in the operator's login counters: locked names are
   * refused unchecked, a wrong or reused code is a failure like a wrong password (audited, answered
   * after the growing wait), a right one clears the failures. An error (an expired challenge)
   * withdraws the try uncounted.
   */
  private async checked<T>(
    merchantId: number,
    operator: Operator,
    client: LoginClient,
    check: () => Promise<Checked<T>>,
  ): Promise<T> {
    const limits = await this.limits(merchantId);
    const keys = LoginThrottle.operatorKeys(merchantId, operator.username, client.ip);
    const result: { checked?: Checked<T> } = {};
    const tried = await this.throttle.attempt(keys, limits, async () => {
      result.checked = await check();
      return "value" in result.checked;
    });
    const checked = result.checked;
    if (tried.outcome === "LOCKED" || tried.outcome === "BUSY") {
      return this.refuse(merchantId, operator.username, tried.outcome, tried.failures, limits, client);
    }
    if (tried.outcome === "WRONG" || !checked || !("value" in checked)) {
      const failure = checked && "failure" in checked ? checked.failure : "WRONG_CODE";
      const failures = tried.outcome === "WRONG" ? tried.failures : 0;
      return this.refuse(merchantId, operator.username, failure, failures, limits, client);
    }
    return checked.value;
  }

  private sessionOf(operator: Operator, token: string): OperatorSession {
    return { token, username: operator.username, role: operator.role, permissions: permissionsOf(operator.role) };
  }

  private async secretOf(operator: Operator): Promise<string> {
    if (operator.totpSecret === null) throw new AppError("INVALID_STATE", "This operator has no second factor yet");
    return this.box.open(operator.totpSecret, totpSecretOwner(operator));
  }

  private recoveryHashKey(): Promise<string> {
    return this.keys.hmacSecret("operator-recovery-codes");
  }

  /** The members' throttle with the operators' stricter lock (captcha does not apply here). */
  private async limits(merchantId: number): Promise<Settings> {
    const settings = await this.brandSettings.get(merchantId);
    return { ...settings, lockAfterFailures: settings.operatorLockAfterFailures };
  }

  /** Audits the failure, waits, then answers it. */
  private async refuse(
    merchantId: number,
    username: string,
    reason: OperatorLoginFailure,
    failures: number,
    settings: Settings,
    client: LoginClient,
  ): Promise<never> {
    await this.auditLog.loginFailure({ merchantId, username, reason, ip: client.ip, requestId: client.requestId });
    await this.delay(failureDelayMs(settings.operatorFailureDelayMs, failures));
    if (reason === "LOCKED") {
      throw new AppError("ACCOUNT_LOCKED", "Too many failed logins, please retry in a few minutes");
    }
    if (reason === "BUSY") throw new AppError("TOO_MANY_REQUESTS", "Too many logins at once, retry in a moment");
    if (reason === "WRONG_CODE" || reason === "REUSED_CODE") {
      throw new AppError("SECOND_FACTOR_FAILED", "Wrong or already used code");
    }
    throw new AppError("LOGIN_FAILED", "Wrong username or password");
  }
}
