import { AppError } from "../../http/app-error";
import type { requireSecret } from "../auth/secret-check";
import type { Member } from "../members/repository";
import type { Settings } from "../system/settings";

/** A payment password is six digits: far fewer guesses than a login password before a lock. */
const PAYMENT_PASSWORD_LOCK_AFTER = 5;

/** auth's check of one secret under the login throttle (secret-check.ts requireSecret), on its database. */
export type SecretCheck = (secret: Parameters<typeof requireSecret>[1], settings: Settings) => Promise<void>;

/**
 * Checks the member's payment password before money leaves the main wallet. Wrong guesses are
 * counted per member; after five the payment password is locked for the brand's lock minutes
 * (see requireSecret: guesses sent in parallel count like guesses sent one after another).
 */
export class PaymentPasswordCheck {
  constructor(private readonly requireSecret: SecretCheck) {}

  async require(member: Member, password: string, settings: Settings): Promise<void> {
    if (!member.paymentPasswordHash) {
      throw new AppError("PAYMENT_PASSWORD_NOT_SET", "Set a payment password in the security centre first");
    }
    await this.requireSecret(
      {
        key: `payment:${member.id}`,
        lockAfterFailures: PAYMENT_PASSWORD_LOCK_AFTER,
        hash: member.paymentPasswordHash,
        password,
        wrong: () => new AppError("WRONG_PAYMENT_PASSWORD", "Wrong payment password", { paymentPassword: "wrong" }),
      },
      settings,
    );
  }
}
