import { setTimeout as wait } from "node:timers/promises";
import { AppError } from "../../http/app-error";
import { LoginThrottle } from "../auth/login-throttle";
import type { BrandSettings } from "../system/brand-settings";
import type { Settings } from "../system/settings";
import type { AuditRepository, OperatorLoginFailure } from "./audit-repository";
import type { Operator, Operators } from "./operators";

/** Waits before a failure is answered; tests pass their own to see what is asked, without waiting. */
export type FailureDelay = (ms: number) => Promise<void>;

/** The wait doubles with each failure up to this many doublings (16 times the base). */
const MAX_DOUBLINGS = 4;

/** The wait before answering the `failures`-th failure: base, 2x, 4x... up to 16x the base. */
export function failureDelayMs(baseMs: number, failures: number): number {
  return baseMs * 2 ** Math.min(Math.max(failures - 1, 0), MAX_DOUBLINGS);
}

export interface LoginClient {
  ip: string;
  requestId: string;
}

/**
 * Operator login, with at least the members' protection: failures counted per operator name
 * (known or not) and per address in the members' LoginThrottle under keys of their own, a lock
 * after the brand's operatorLockAfterFailures (during which even the right password is refused),
 * a wait before each failure is answered that grows with the failures, and an audit entry for
 * every failure. The answers never tell an unknown name from a wrong password or a disabled
 * operator, and the lock answer is the same for every name.
 */
export class OperatorLoginService {
  constructor(
    private readonly operators: Operators,
    private readonly throttle: LoginThrottle,
    private readonly auditLog: AuditRepository,
    private readonly brandSettings: BrandSettings,
    private readonly delay: FailureDelay = (ms) => wait(ms),
  ) {}

  async login(
    merchantId: number,
    username: string,
    password: string,
    client: LoginClient,
  ): Promise<{ token: string; operator: Operator }> {
    const settings = await this.brandSettings.get(merchantId);
    // The members' throttle with the operators' stricter lock (captcha does not apply here).
    const limits: Settings = { ...settings, lockAfterFailures: settings.operatorLockAfterFailures };
    const keys = LoginThrottle.operatorKeys(merchantId, username, client.ip);

    // Counted before the password is checked: guesses sent at once cannot pass the lock together.
    const found: { checked?: Awaited<ReturnType<Operators["checkCredentials"]>> } = {};
    const tried = await this.throttle.attempt(keys, limits, async () => {
      found.checked = await this.operators.checkCredentials(merchantId, username, password);
      return "operator" in found.checked;
    });
    const checked = found.checked;
    if (tried.outcome === "LOCKED" || tried.outcome === "BUSY") {
      return this.refuse(merchantId, username, tried.outcome, tried.failures, settings, client);
    }
    if (tried.outcome === "WRONG" || !checked || "failure" in checked) {
      const failure = checked && "failure" in checked ? checked.failure : "WRONG_PASSWORD";
      return this.refuse(
        merchantId,
        username,
        failure,
        tried.outcome === "WRONG" ? tried.failures : 0,
        settings,
        client,
      );
    }
    return { token: await this.operators.openSession(checked.operator), operator: checked.operator };
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
    throw new AppError("LOGIN_FAILED", "Wrong username or password");
  }
}
