// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { REMEMBER_KEY, forgetLogin, rememberLogin, rememberedLogin } from "./remember-me";

const DAY_MS = 86_400_000;

describe("remember me", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the username and login type for one day, never a password", () => {
    rememberLogin({ type: "username", username: "player01" }, 1_000);
    const raw = localStorage.getItem(REMEMBER_KEY) ?? "";
    expect(raw).not.toMatch(/password/i);
    expect(JSON.parse(raw)).toEqual({ type: "username", username: "player01", expiresAt: 1_000 + DAY_MS });
    expect(rememberedLogin(1_000 + DAY_MS - 1)).toEqual({ type: "username", username: "player01" });
  });

  it("forgets after the expiry", () => {
    rememberLogin({ type: "sms", username: "912345678", countryDialingCode: "84" }, 0);
    expect(rememberedLogin(DAY_MS - 1)).toEqual({ type: "sms", username: "912345678", countryDialingCode: "84" });
    expect(rememberedLogin(DAY_MS)).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it("ignores malformed entries", () => {
    localStorage.setItem(REMEMBER_KEY, "{not json");
    expect(rememberedLogin(0)).toBeNull();
    localStorage.setItem(REMEMBER_KEY, JSON.stringify({ type: "x", username: "a", expiresAt: 10 }));
    expect(rememberedLogin(0)).toBeNull();
  });

  it("can be cleared", () => {
    rememberLogin({ type: "username", username: "player01" }, 0);
    forgetLogin();
    expect(rememberedLogin(0)).toBeNull();
  });
});
