import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { API } from "@portal/contract/api/paths";
import { importServerKey, sealRequest } from "@portal/contract/encrypted-body";
import { tapMessages, type TappedMessage } from "../src/modules/messaging/service";
import { solveBotCheck } from "./bot-check-helper";

let nextIp = 0;
/** A fresh client address per call site that wants one (198.18.0.0/15 is for tests). */
export function freshIp(): string {
  nextIp += 1;
  return `198.19.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

/** Sends `data` as an encrypted body, the way the web does. */
export async function sealed(
  app: FastifyInstance,
  method: "POST" | "PUT",
  url: string,
  data: unknown,
  options: { token?: string; remoteAddress?: string; now?: number; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const key = await app.inject({ method: "GET", url: API.publicKey });
  const serverKey = await importServerKey(key.json().value.publicKey);
  const { body, headers } = await sealRequest(serverKey, data, options.now);
  return app.inject({
    method,
    url,
    payload: body,
    headers: { ...headers, ...options.headers, ...(options.token ? { authorization: options.token } : {}) },
    // Each call from its own address unless told, so per-address rate limits stay out of the way.
    remoteAddress: options.remoteAddress ?? freshIp(),
  });
}

export async function register(
  app: FastifyInstance,
  fields: Record<string, string | boolean>,
  options: { remoteAddress?: string; mode?: "username" | "mobile"; headers?: Record<string, string> } = {},
) {
  const botCheck = await solveBotCheck(app);
  const url = options.mode === "mobile" ? API.registerMobile : API.register;
  // The demo brand asks for the 18+ and terms confirmation (playerProtection); a test leaves it out by passing false.
  return sealed(app, "PUT", url, { confirmAdultAndTerms: true, ...fields, botCheck }, options);
}

/**
 * The free demo as the web starts it: the demo brand (playerProtection on) asks for the 18+ and
 * terms confirmation; a test leaves it out by passing `confirmAdultAndTerms: false`.
 */
export function freePlay(
  app: FastifyInstance,
  options: { confirmAdultAndTerms?: boolean; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const { confirmAdultAndTerms = true, remoteAddress } = options;
  return app.inject({
    method: "POST",
    url: API.loginFreePlay,
    payload: { confirmAdultAndTerms },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function login(
  app: FastifyInstance,
  fields: {
    username: string;
    password: string;
    type?: "username" | "sms";
    captcha?: string;
    captchaId?: string;
    countryDialingCode?: string;
  },
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const botCheck = await solveBotCheck(app);
  return sealed(app, "POST", API.login, { ...fields, botCheck }, options);
}

/**
 * POST the change-password call as the web does (confirmation defaults to the new password);
 * `also`: the 18+ and terms confirmation an account an agent opened gives with its first change.
 */
export function changePassword(
  app: FastifyInstance,
  token: string,
  oldPassword: string,
  newPassword: string,
  confirmNewPassword = newPassword,
  also: { confirmAdultAndTerms?: boolean } = {},
) {
  return sealed(app, "POST", API.changePassword, { oldPassword, newPassword, confirmNewPassword, ...also }, { token });
}

export function memberInfo(app: FastifyInstance, token: string) {
  return app.inject({ method: "GET", url: API.memberInfo, headers: { authorization: token } });
}

/** Collects the messages sent while `run` runs (the member's phone or mailbox). */
export async function capture<T>(run: () => Promise<T>): Promise<{ result: T; messages: TappedMessage[] }> {
  const messages: TappedMessage[] = [];
  const stop = tapMessages((m) => messages.push(m));
  try {
    return { result: await run(), messages };
  } finally {
    stop();
  }
}

export function codeIn(message: TappedMessage | undefined): string {
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in ${message?.text}`);
  return code;
}
