import { ServerKeyRepository } from "../src/modules/keys/repository";
import { ServerKeys } from "../src/modules/keys/service";
import { MemberRepository } from "../src/modules/members/repository";
import { OutboxRepository } from "../src/modules/messaging/repository";
import { Messenger } from "../src/modules/messaging/service";
import type { VerificationChecks } from "../src/modules/verification/account-verifiers";
import { BotCheck } from "../src/modules/verification/bot-check";
import { Captchas } from "../src/modules/verification/captcha";
import { VerificationRepository } from "../src/modules/verification/repository";
import { SmsCodes } from "../src/modules/verification/sms-codes";
import { SettingsRepository } from "../src/modules/system/settings-repository";
import type { TestApp } from "./test-app";

/** The verification checks on a test app's database, built as deps.ts builds them. */
export function verificationChecks(t: Pick<TestApp, "config" | "database">): VerificationChecks {
  const { db } = t.database;
  const rows = new VerificationRepository(db);
  const keys = new ServerKeys(new ServerKeyRepository(db));
  const settings = new SettingsRepository(db);
  return {
    botCheck: new BotCheck(rows, settings, keys),
    captchas: new Captchas(rows, keys),
    smsCodes: new SmsCodes(
      rows,
      new MemberRepository(db),
      settings,
      keys,
      new Messenger(t.config, new OutboxRepository(db)),
    ),
  };
}
