// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { API } from "@portal/contract/api/paths";
import type { MemberInfo } from "@portal/contract/api/accounts";
import { FakeApi, ok } from "../../../test-support/fake-api";
import { renderPage } from "../../../test-support/render-page";
import { SecurityCenter } from "./security-center";

/** What members write about themselves is shown as text: markup in it never becomes elements. */
const INFO: MemberInfo = {
  id: 1,
  account: "<b>bold</b>",
  nickname: `<img src=x onerror="alert(1)">`,
  type: 0,
  toUpline: 0,
  clubLabel: { labelName: "" },
  memberLabel: [],
  language: "en",
  avatar: "1",
  avatarType: "STATIC",
  mobileNum: "",
  email: "",
  hasPaymentPassword: true,
  mustChangePassword: false,
  adultTermsPending: false,
  registeredAt: 0,
  lastLoginAt: null,
  lastLoginIp: "",
};

beforeEach(() => {
  new FakeApi()
    .on("GET", API.memberInfo, ok(INFO))
    .on("GET", API.playerAvatar, ok({ list: [{ avatar: "1", avatarType: "STATIC" }] }))
    .install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("My account with markup in the member's own texts", () => {
  it("shows the account and the nickname as text", async () => {
    const { container } = await renderPage(<SecurityCenter />);
    // The account after its term ("Account: …"), its markup shown as the characters typed.
    const account = await screen.findByText(INFO.account);
    expect(account.textContent).toBe(INFO.account);
    expect(account.parentElement?.textContent).toBe(`Account: ${INFO.account}`);
    const nickname = screen.getByRole("textbox", { name: "Nickname" }) as HTMLInputElement;
    expect(nickname.value).toBe(INFO.nickname);
    expect(container.querySelectorAll("b, [onerror]")).toHaveLength(0);
    expect(container.querySelectorAll("img:not([src^='/img/avatars/'])")).toHaveLength(0);
  });
});
