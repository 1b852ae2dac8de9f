import { pino } from "pino";
import type { Config } from "../../config";
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
import type { OutboxChannel, OutboxRepository } from "./repository";

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
function fallbackLog(config: Config): MessageLog {
  let log = fallbackLogs.get(config);
  if (!log) {
    log = pino({ level: config.logLevel, base: { module: "messaging" } });
    fallbackLogs.set(config, log);
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

/**
 * Sends SMS and e-mail through the configuration's providers, each message written to the
 * outbox first (PENDING) and then marked SENT or FAILED. `log` is the request's logger when
 * there is one (request id in every line); else the process's.
 */
export class Messenger {
  constructor(
    private readonly config: Config,
    private readonly outbox: OutboxRepository,
  ) {}

  /** Sends one SMS. A failure is AppError SMS_SEND_FAILED. */
  async sendSms(
    message: { merchantId: number; to: string; text: string; secrets?: readonly string[] },
    log?: MessageLog,
  ): Promise<{ outboxId: number }> {
    const { sms } = providersFor(this.config);
    try {
      return await this.deliver("SMS", message, log, (outboxId, log) =>
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
   * Sends one e-mail. A failure rejects with the DeliveryError: the error handler logs it and
   * answers INTERNAL_ERROR. Pass the reset token or link in `secrets` so the outbox keeps it masked.
   */
  sendMail(
    message: { merchantId: number; to: string; subject: string; text: string; secrets?: readonly string[] },
    log?: MessageLog,
  ): Promise<{ outboxId: number }> {
    const { mail } = providersFor(this.config);
    return this.deliver("EMAIL", message, log, (outboxId, log) =>
      mail.send(
        { from: this.config.mailFrom, to: message.to, subject: message.subject, text: message.text, outboxId },
        log,
      ),
    );
  }

  private async deliver(
    channel: OutboxChannel,
    message: OutgoingMessage,
    requestLog: MessageLog | undefined,
    send: (outboxId: number, log: MessageLog) => Promise<void>,
  ): Promise<{ outboxId: number }> {
    const log = requestLog ?? fallbackLog(this.config);
    const subject = message.subject ?? "";
    const outboxId = await this.outbox.insert({
      merchantId: message.merchantId,
      channel,
      recipient: message.to,
      subject,
      body: redact(message.text, message.secrets ?? []),
      createdAt: new Date(),
    });
    for (const tap of taps)
      tap({ channel, merchantId: message.merchantId, to: message.to, subject, text: message.text });
    try {
      await send(outboxId, log);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.outbox.markFailed(outboxId, reason);
      log.warn({ outboxId, channel, to: message.to, reason }, "message delivery failed");
      throw new DeliveryError(`${channel} delivery failed: ${reason}`, { cause: error });
    }
    await this.outbox.markSent(outboxId, new Date());
    return { outboxId };
  }
}
