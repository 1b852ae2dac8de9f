import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { ENCRYPTED_KEY_HEADER, importServerKey, sealRequest } from "@portal/contract/encrypted-body";
import { fromBase64Url, toBase64Url } from "@portal/contract/base64url";
import { solveBotCheck } from "./bot-check-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let serverKey: CryptoKey;
beforeAll(async () => {
  t = await createTestApp();
  serverKey = await importServerKey((await t.app.inject({ method: "GET", url: API.publicKey })).json().value.publicKey);
});
afterAll(() => t.close());

const send = (body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: API.login, payload: body as object, headers });

async function loginData() {
  return { username: "demo_member", password: t.demoAccounts.demo_member!, botCheck: await solveBotCheck(t.app) };
}

describe("encrypted bodies", () => {
  it("accepts a well-formed sealed body", async () => {
    const { body, headers } = await sealRequest(serverKey, await loginData());
    expect((await send(body, headers)).statusCode).toBe(200);
  });

  it("refuses a replay of the same sealed body", async () => {
    const { body, headers } = await sealRequest(serverKey, await loginData());
    expect((await send(body, headers)).statusCode).toBe(200);
    const replay = await send(body, headers);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe("REQUEST_REPLAYED");
  });

  it("refuses a tampered ciphertext or key", async () => {
    const { body, headers } = await sealRequest(serverKey, await loginData());
    const bytes = fromBase64Url(body.value);
    bytes[bytes.length - 20]! ^= 1;
    expect((await send({ value: toBase64Url(bytes) }, headers)).json().errorCode).toBe("ENCRYPTION_INVALID");
    const key = fromBase64Url(headers[ENCRYPTED_KEY_HEADER]);
    key[5]! ^= 1;
    expect((await send(body, { [ENCRYPTED_KEY_HEADER]: toBase64Url(key) })).json().errorCode).toBe(
      "ENCRYPTION_INVALID",
    );
  });

  it("refuses a stale or future timestamp", async () => {
    const stale = await sealRequest(serverKey, await loginData(), Date.now() - 61_000);
    expect((await send(stale.body, stale.headers)).json().errorCode).toBe("REQUEST_EXPIRED");
    const future = await sealRequest(serverKey, await loginData(), Date.now() + 61_000);
    expect((await send(future.body, future.headers)).json().errorCode).toBe("REQUEST_EXPIRED");
  });

  it("refuses a plain JSON body on an encrypted call", async () => {
    const res = await send(await loginData(), { [ENCRYPTED_KEY_HEADER]: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it("validates the decrypted data like any body", async () => {
    const { body, headers } = await sealRequest(serverKey, { username: "", password: "x", botCheck: "y" });
    const res = await send(body, headers);
    expect(res.json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { username: expect.any(String) } },
    });
  });
});
