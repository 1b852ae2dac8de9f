import { pino } from "pino";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import {
  HttpSmsProvider,
  OutboxMailProvider,
  OutboxSmsProvider,
  SmtpMailProvider,
  type MailProvider,
  type MessageLog,
  type SmsProvider,
} from "./providers";
import { insertOutbox, markOutboxFailed, markOutboxSent, type OutboxChannel } from "./repository";

export interface MessagingDeps {
  config: Config;
  db: Db;
  /** The request's logger when there is one (request id in every line); else the process's. */
  log?: MessageLog;
}

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
}

/**
 * The providers of a configuration: the HTTP SMS gateway when SMS_HTTP_URL is set, SMTP when
 * SMTP_URL is set, otherwise the outbox-only providers. Made once per configuration, so the
 * SMTP connection pool is shared.
 */
const providersByConfig = new WeakMap<Config, Providers>();
export function providersFor(config: Config): Providers {
  let providers = providersByConfig.get(config);
  if (!providers) {
    providers = {
      sms: config.smsHttpUrl
        ? new HttpSmsProvider(config.smsHttpUrl, config.smsHttpToken)
        : new OutboxSmsProvider(!config.production),
      mail: config.smtpUrl ? new SmtpMailProvider(config.smtpUrl) : new OutboxMailProvider(!config.production),
    };
    providersByConfig.set(config, providers);
  }
  return providers;
}

const fallbackLogs = new WeakMap<Config, MessageLog>();
function logOf(deps: MessagingDeps): MessageLog {
  if (deps.log) return deps.log;
  let log = fallbackLogs.get(deps.config);
  if (!log) {
    log = pino({ level: deps.config.logLevel, base: { module: "messaging" } });
    fallbackLogs.set(deps.config, log);
  }
  return log;
}

export interface TappedMessage {
  channel: OutboxChannel;
  merchantId: number;
  to: string;
  subject: string;
  /** The full text, secrets included. */
  text: string;
}

const taps = new Set<(message: TappedMessage) => void>();

/**
 * Sees every message handed to a provider, in this process, with its full text. For tests
 * (reading the SMS code the way a member's phone would) and local tools; returns the
 * function that removes the listener.
 */
export function tapMessages(listener: (message: TappedMessage) => void): () => void {
  taps.add(listener);
  return () => taps.delete(listener);
}

/** The text as the outbox keeps it: each secret (a code, a reset token) masked. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join("******");
  return out;
}

/** The provider refused or did not answer; the outbox row is FAILED. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

interface OutgoingMessage {
  merchantId: number;
  to: string;
  subject?: string;
  text: string;
  /**
   * Values to mask in the stored copy (outbox.body): the outbox is an audit trail, not a
   * second place to read a live code or reset link from the database.
   */
  secrets?: readonly string[];
}

async function deliver(
  deps: MessagingDeps,
  channel: OutboxChannel,
  message: OutgoingMessage,
  send: (outboxId: number, log: MessageLog) => Promise<void>,
): Promise<{ outboxId: number }> {
  const log = logOf(deps);
  const subject = message.subject ?? "";
  const outboxId = await insertOutbox(deps.db, {
    merchantId: message.merchantId,
    channel,
    recipient: message.to,
    subject,
    body: redact(message.text, message.secrets ?? []),
    createdAt: new Date(),
  });
  for (const tap of taps) tap({ channel, merchantId: message.merchantId, to: message.to, subject, text: message.text });
  try {
    await send(outboxId, log);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await markOutboxFailed(deps.db, outboxId, reason);
    log.warn({ outboxId, channel, to: message.to, reason }, "message delivery failed");
    throw new DeliveryError(`${channel} delivery failed: ${reason}`, { cause: error });
  }
  await markOutboxSent(deps.db, outboxId, new Date());
  return { outboxId };
}

/**
 * Sends one SMS: written to the outbox (PENDING), handed to the provider, then SENT or FAILED.
 * A failure is AppError SMS_SEND_FAILED.
 */
export async function sendSms(
  deps: MessagingDeps,
  message: { merchantId: number; to: string; text: string; secrets?: readonly string[] },
): Promise<{ outboxId: number }> {
  const { sms } = providersFor(deps.config);
  try {
    return await deliver(deps, "SMS", message, (outboxId, log) =>
      sms.send({ to: message.to, text: message.text, outboxId }, log),
    );
  } catch (error) {
    if (error instanceof DeliveryError) {
      throw new AppError("SMS_SEND_FAILED", "The SMS could not be sent, please retry later");
    }
    throw error;
  }
}

/**
 * Sends one e-mail the same way (outbox, provider, SENT or FAILED). A failure rejects with the
 * DeliveryError: the error handler logs it and answers INTERNAL_ERROR. Pass the reset token
 * or link in `secrets` so the outbox keeps it masked.
 */
export async function sendMail(
  deps: MessagingDeps,
  message: { merchantId: number; to: string; subject: string; text: string; secrets?: readonly string[] },
): Promise<{ outboxId: number }> {
  const { mail } = providersFor(deps.config);
  return deliver(deps, "EMAIL", message, (outboxId, log) =>
    mail.send(
      { from: deps.config.mailFrom, to: message.to, subject: message.subject, text: message.text, outboxId },
      log,
    ),
  );
}
