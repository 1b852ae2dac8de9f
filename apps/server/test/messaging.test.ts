import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "../src/db/schema";
import { OutboxRepository } from "../src/modules/messaging/repository";
import { DeliveryError, Messenger, tapMessages } from "../src/modules/messaging/service";
import { createTestApp, type TestApp } from "./test-app";

/** A minimal SMTP server: accepts every message and keeps its envelope and data. */
function smtpServer() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let mail = { from: "", to: [] as string[], data: "" };
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let i: number;
      while ((i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(mail);
            mail = { from: "", to: [], data: "" };
            socket.write("250 queued\r\n");
          } else mail.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") mail.from = line;
        if (verb === "RCPT") mail.to.push(line);
        if (verb === "DATA") inData = true;
        if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write(verb === "DATA" ? "354 go\r\n" : "250 ok\r\n");
      }
    });
  });
  return { server, mails };
}

async function listen(server: net.Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

describe("messaging without providers (outbox only)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sendMail writes the outbox row, secrets masked, and marks it SENT", async () => {
    const seen: string[] = [];
    const untap = tapMessages((m) => seen.push(m.text));
    try {
      const text = "Reset your password: https://localhost/reset?token=tok-secret-1";
      const { outboxId } = await new Messenger(t.config, new OutboxRepository(t.database.db)).sendMail({
        merchantId: t.merchantId,
        to: "m@example.com",
        subject: "Password reset",
        text,
        secrets: ["tok-secret-1"],
      });
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, outboxId));
      expect(row).toMatchObject({ channel: "EMAIL", recipient: "m@example.com", subject: "Password reset" });
      expect(row).toMatchObject({ status: "SENT", body: "Reset your password: https://localhost/reset?token=******" });
      expect(row!.sentAt).not.toBeNull();
      expect(seen).toEqual([text]);
    } finally {
      untap();
    }
  });

  it("sendSms marks the row SENT", async () => {
    const { outboxId } = await new Messenger(t.config, new OutboxRepository(t.database.db)).sendSms({
      merchantId: t.merchantId,
      to: "+84900000000",
      text: "hello",
    });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(row).toMatchObject({ channel: "SMS", status: "SENT", body: "hello" });
  });
});

describe("SMTP", () => {
  const smtp = smtpServer();
  let t: TestApp;
  let closedPort = 0;
  beforeAll(async () => {
    const port = await listen(smtp.server);
    const probe = net.createServer();
    closedPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Portal <portal@example.com>" });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => smtp.server.close(resolve));
  });

  it("hands the mail to the SMTP server, from MAIL_FROM", async () => {
    const { outboxId } = await new Messenger(t.config, new OutboxRepository(t.database.db)).sendMail({
      merchantId: t.merchantId,
      to: "m@example.com",
      subject: "Hello",
      text: "Body text",
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.from).toContain("portal@example.com");
    expect(smtp.mails[0]!.to[0]).toContain("m@example.com");
    expect(smtp.mails[0]!.data).toContain("Body text");
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(row!.status).toBe("SENT");
  });

  it("an unreachable server: DeliveryError and the row FAILED", async () => {
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const sending = new Messenger(down.config, new OutboxRepository(down.database.db)).sendMail({
        merchantId: down.merchantId,
        to: "m@example.com",
        subject: "Hello",
        text: "Body",
      });
      await expect(sending).rejects.toBeInstanceOf(DeliveryError);
      const rows = await down.database.db.select().from(outbox);
      expect(rows).toMatchObject([{ status: "FAILED", channel: "EMAIL" }]);
      expect(rows[0]!.error).not.toBe("");
    } finally {
      await down.close();
    }
  });
});
