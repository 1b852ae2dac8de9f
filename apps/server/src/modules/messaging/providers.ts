import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

/** The part of a logger providers use (a request's logger, or the process's). */
export type MessageLog = Pick<FastifyBaseLogger, "info" | "warn">;

export interface SmsMessage {
  /** E.164 with the plus: "+84912345678". */
  to: string;
  text: string;
  /** The outbox row, for the log. */
  outboxId: number;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  outboxId: number;
}

/** Delivers one SMS; rejects when the message was not accepted. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, log: MessageLog): Promise<void>;
}

/** Delivers one e-mail; rejects when the message was not accepted. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage, log: MessageLog): Promise<void>;
}

/**
 * The default when no SMS gateway is configured: the message stays in the outbox and its text
 * goes to the log at info level, so a local operator (or a demo) can read codes there. A
 * production start (`logText` false) never logs the text: codes and reset links are secrets, and
 * a production brand without a gateway is misconfigured, which is logged as a warning.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = "outbox";
  constructor(private readonly logText = true) {}
  async send(message: SmsMessage, log: MessageLog) {
    const entry = { outboxId: message.outboxId, channel: "SMS", to: message.to };
    if (this.logText) log.info({ ...entry, text: message.text }, "SMS (outbox only)");
    else log.warn(entry, "SMS not sent: no SMS_HTTP_URL (the text stays out of the log in production)");
  }
}

/** The default when no SMTP server is configured: like OutboxSmsProvider, for e-mail. */
export class OutboxMailProvider implements MailProvider {
  readonly name = "outbox";
  constructor(private readonly logText = true) {}
  async send(message: MailMessage, log: MessageLog) {
    const entry = { outboxId: message.outboxId, channel: "EMAIL", to: message.to, subject: message.subject };
    if (this.logText) log.info({ ...entry, text: message.text }, "e-mail (outbox only)");
    else log.warn(entry, "e-mail not sent: no SMTP_URL (the text stays out of the log in production)");
  }
}

export const SMS_HTTP_TIMEOUT_MS = 5000;

/**
 * A generic HTTP SMS gateway: `POST <url>` with JSON `{ to, text }` and, when a token is set,
 * `authorization: Bearer <token>`. Any 2xx is accepted; anything else, or no answer within
 * 5 s, is a failure. The text is not logged here (it holds a code).
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = "http";
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = SMS_HTTP_TIMEOUT_MS,
  ) {}

  async send(message: SmsMessage, log: MessageLog) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(this.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(this.timeoutMs),
      redirect: "error",
    });
    // Drain the body so the connection is released; its content is not trusted or logged.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    log.info({ outboxId: message.outboxId, channel: "SMS", to: message.to }, "SMS handed to the gateway");
  }
}

/** E-mail through an SMTP server (nodemailer); the body is not logged. */
export class SmtpMailProvider implements MailProvider {
  readonly name = "smtp";
  private readonly transport: nodemailer.Transporter;

  constructor(url: string) {
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage, log: MessageLog) {
    await this.transport.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text });
    log.info({ outboxId: message.outboxId, channel: "EMAIL", to: message.to }, "e-mail handed to the SMTP server");
  }
}
