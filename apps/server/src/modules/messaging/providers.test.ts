import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpSmsProvider, OutboxMailProvider, OutboxSmsProvider, SMS_HTTP_TIMEOUT_MS } from "./providers";
import { redact } from "./service";

const fakeLog = () => ({ info: vi.fn(), warn: vi.fn() });

describe("outbox providers", () => {
  it("log the text with the recipient at info level, for a local operator", async () => {
    const log = fakeLog();
    await new OutboxSmsProvider().send({ to: "+84912345678", text: "code 123456", outboxId: 7 }, log as never);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: "+84912345678", text: "code 123456", outboxId: 7 }),
      expect.any(String),
    );
    await new OutboxMailProvider().send(
      { from: "a@b", to: "m@example.com", subject: "Reset", text: "link", outboxId: 8 },
      log as never,
    );
    expect(log.info).toHaveBeenLastCalledWith(
      expect.objectContaining({ to: "m@example.com", subject: "Reset", text: "link" }),
      expect.any(String),
    );
  });
});

describe("outbox providers in production", () => {
  it("never log the text (codes, reset links), and warn that nothing was sent", async () => {
    const log = fakeLog();
    await new OutboxSmsProvider(false).send({ to: "+84900000000", text: "code 135791", outboxId: 7 }, log as never);
    await new OutboxMailProvider(false).send(
      { from: "a@b", to: "m@example.com", subject: "Reset", text: "https://x/index?resetToken=abc", outboxId: 8 },
      log as never,
    );
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/135791|resetToken/);
  });
});

describe("HttpSmsProvider", () => {
  let server: http.Server;
  let url = "";
  beforeAll(async () => {
    // Never answers: the provider must give up on its own.
    server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("gives up after its timeout (5 s by default)", async () => {
    expect(SMS_HTTP_TIMEOUT_MS).toBe(5000);
    const started = Date.now();
    await expect(
      new HttpSmsProvider(url, undefined, 200).send({ to: "+1", text: "x", outboxId: 1 }, fakeLog() as never),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("redact", () => {
  it("masks every occurrence of each secret", () => {
    expect(redact("code 123456, again 123456; token abc", ["123456", "abc", ""])).toBe(
      "code ******, again ******; token ******",
    );
  });
});
