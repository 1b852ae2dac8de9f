// @vitest-environment jsdom
import { Suspense, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { MISSION_ADMIN } from "@portal/contract/api/missions";
import { RAFFLE_ADMIN } from "@portal/contract/api/raffles";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { POINTS_ADMIN, type AdminRedemption, type AdminReward } from "@portal/contract/api/points";
import { VIP_ADMIN } from "@portal/contract/api/vip";
import loyaltyEn from "../../locales/loyalty/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import LuckyDrawsPage from "./lucky-draws-page";
import MissionsPage from "./missions-page";
import PointsPage from "./points-page";
import VipPage from "./vip-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "loyalty", loyaltyEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const marketing = () =>
  signIn({ token: "t-mkt", username: "mkt", role: "MARKETING", permissions: [...ROLE_PERMISSIONS.MARKETING] });
const finance = () =>
  signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: [...ROLE_PERMISSIONS.FINANCE] });

const show = (ui: ReactNode) => renderWithClient(<Suspense fallback={null}>{ui}</Suspense>);

const VIP_1 = {
  level: 1,
  name: "Silver",
  names: { en: "Silver", th: "ซิลเวอร์" },
  minDeposit: "1000.00",
  minBets: "5000.00",
  keepBets: "1000.00",
  upgradeGift: "18.00",
  monthlyGift: "8.00",
  rebatePercent: "0.3",
  rebateBp: 30,
  withdrawDailyMax: "200000.00",
  withdrawDailyCount: 8,
};
const VIP_0 = {
  ...VIP_1,
  level: 0,
  name: "",
  names: {},
  minDeposit: "0.00",
  minBets: "0.00",
  keepBets: "0.00",
  upgradeGift: "0.00",
  monthlyGift: "0.00",
  rebatePercent: "0.2",
  rebateBp: 20,
  withdrawDailyMax: null,
  withdrawDailyCount: null,
};

describe("Promotions & loyalty > VIP levels", () => {
  it("shows each level's money as decimal amounts and sends an edit as the call takes it", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${VIP_ADMIN.levels}`]: { list: [VIP_0, VIP_1] },
      [`PUT /admin/vip/levels/1`]: (call: Call) => ({ ...VIP_1, ...(call.body as object) }),
    });
    show(<VipPage />);
    const table = await screen.findByRole("table", { name: "VIP levels" });
    const silver = within(table).getByRole("row", { name: /VIP 1 · Silver/ });
    expect(within(silver).getByRole("cell", { name: "5,000.00" })).toBeTruthy();
    expect(within(silver).getByRole("cell", { name: "200,000.00" })).toBeTruthy();
    expect(within(silver).getByRole("cell", { name: "0.3%" })).toBeTruthy();
    expect(within(table).getAllByRole("cell", { name: "Brand default" })).toHaveLength(2);
    // The next level can be added.
    expect(screen.getByRole("button", { name: "Add VIP 2" })).toBeTruthy();

    fireEvent.click(within(table).getByRole("button", { name: "Edit VIP 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit VIP 1" });
    fireEvent.change(within(dialog).getByLabelText("Upgrade gift"), { target: { value: "25.50" } });
    fireEvent.change(within(dialog).getByLabelText("Daily rebate (basis points)"), { target: { value: "45" } });
    expect(within(dialog).getByText(/Now 0.45% of valid bets/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Daily withdrawal limit"), { target: { value: "" } });
    fireEvent.change(within(dialog).getByLabelText("Level name (ไทย)"), { target: { value: " " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await screen.findByText("VIP 1 saved");
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.url).toBe("/admin/vip/levels/1");
    expect(put.body).toEqual({
      name: { en: "Silver" },
      minDeposit: "1000.00",
      minBets: "5000.00",
      keepBets: "1000.00",
      upgradeGift: "25.50",
      monthlyGift: "8.00",
      rebateBp: 45,
      withdrawDailyMax: null,
      withdrawDailyCount: 8,
    });
  });

  it("refuses an amount the contract refuses, without calling", async () => {
    marketing();
    const calls = fakeApi({ [`GET ${VIP_ADMIN.levels}`]: { list: [VIP_0, VIP_1] } });
    show(<VipPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit VIP 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit VIP 1" });
    fireEvent.change(within(dialog).getByLabelText("Monthly gift"), { target: { value: "1,000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Type an amount such as 100 or 25.50.")).toBeTruthy();
    expect(within(dialog).getByLabelText("Monthly gift").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("shows the server's refusal by its error code", async () => {
    marketing();
    fakeApi({
      [`GET ${VIP_ADMIN.levels}`]: { list: [VIP_0] },
      [`PUT /admin/vip/levels/0`]: { fail: "VALIDATION_FAILED", status: 400 },
    });
    show(<VipPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit VIP 0" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit VIP 0" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Some values are not valid. Check the form and try again.")).toBeTruthy();
    // The dialog stays open for the operator to correct it.
    expect(screen.getByRole("dialog", { name: "Edit VIP 0" })).toBeTruthy();
  });

  it("is read-only for an operator without managePromotions", async () => {
    finance();
    fakeApi({ [`GET ${VIP_ADMIN.levels}`]: { list: [VIP_0, VIP_1] } });
    show(<VipPage />);
    await screen.findByRole("table", { name: "VIP levels" });
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Add/ })).toBeNull();
  });
});

const SHIRT: AdminReward = {
  id: 3,
  kind: "PHYSICAL",
  name: "Branded T-shirt",
  names: { en: "Branded T-shirt", cn: "品牌 T 恤" },
  description: "Sent once approved.",
  descriptions: { en: "Sent once approved.", vi: "Gửi sau khi duyệt." },
  imageUrl: "",
  cost: 3000,
  amount: null,
  stock: 20,
  active: true,
  sort: 2,
};
const WAITING: AdminRedemption = {
  id: 41,
  rewardId: 3,
  name: "Branded T-shirt",
  kind: "PHYSICAL",
  cost: 3000,
  amount: null,
  status: "IN_PROCESS",
  note: "",
  createdAt: Date.UTC(2026, 10, 20),
  reviewedAt: null,
  memberId: 7,
  account: "lan88",
  delivery: { name: "Le Van A", phone: "+84 90 000 0000", address: "1 Dong Khoi, HCMC" },
};

describe("Promotions & loyalty > Points mall", () => {
  it("adds a bonus-cash reward with its amount and stock, in the languages written", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${POINTS_ADMIN.rewards}`]: { list: [SHIRT] },
      [`POST ${POINTS_ADMIN.rewards}`]: (call: Call) => ({ ...SHIRT, id: 9, names: (call.body as AdminReward).names }),
    });
    show(<PointsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "New reward" }));
    const dialog = await screen.findByRole("dialog", { name: "New reward" });
    fireEvent.change(within(dialog).getByLabelText("Type"), { target: { value: "MONEY" } });
    fireEvent.change(within(dialog).getByLabelText("Points"), { target: { value: "2500" } });
    fireEvent.change(await within(dialog).findByLabelText("Cash credited"), { target: { value: "25.00" } });
    fireEvent.change(within(dialog).getByLabelText("Stock"), { target: { value: "50" } });
    fireEvent.change(within(dialog).getByLabelText("Name (English)"), { target: { value: "25.00 bonus cash" } });
    fireEvent.change(within(dialog).getByLabelText("Name (ไทย)"), { target: { value: "เงินโบนัส 25.00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      kind: "MONEY",
      name: { en: "25.00 bonus cash", th: "เงินโบนัส 25.00" },
      description: {},
      imageUrl: "",
      cost: 2500,
      amount: "25.00",
      active: true,
      sort: 0,
      stock: 50,
    });
  });

  it("refuses a reward with no name in any language", async () => {
    marketing();
    const calls = fakeApi({ [`GET ${POINTS_ADMIN.rewards}`]: { list: [] } });
    show(<PointsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "New reward" }));
    const dialog = await screen.findByRole("dialog", { name: "New reward" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Write it in at least one language.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("restocks a reward by addStock and sends its descriptions back unchanged", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${POINTS_ADMIN.rewards}`]: { list: [SHIRT] },
      [`PUT /admin/points/rewards/3`]: { ...SHIRT, stock: 30 },
    });
    show(<PointsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Branded T-shirt" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit reward" });
    expect(within(dialog).getByText("In stock now: 20. A negative number takes items out.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Add to stock"), { target: { value: "10" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Reward Branded T-shirt saved");
    expect(calls.find((call) => call.method === "PUT")!.body).toEqual({
      kind: "PHYSICAL",
      name: { en: "Branded T-shirt", cn: "品牌 T 恤" },
      description: { en: "Sent once approved.", vi: "Gửi sau khi duyệt." },
      imageUrl: "",
      cost: 3000,
      active: true,
      sort: 2,
      addStock: 10,
    });
  });

  it("rejects a waiting redemption after a confirmation, with the reason the member reads", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${POINTS_ADMIN.rewards}`]: { list: [SHIRT] },
      [`GET ${POINTS_ADMIN.redemptions}`]: (call: Call) =>
        call.url.includes("status=IN_PROCESS") ? { list: [WAITING], total: 1 } : { list: [], total: 0 },
      [`POST /admin/points/redemptions/41/review`]: { ...WAITING, status: "REJECTED" },
    });
    show(<PointsPage />);
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Redemptions" }));
    const table = await screen.findByRole("table", { name: "Redemptions" });
    expect(within(table).getByRole("cell", { name: /Le Van A · \+84 90 000 0000\s*1 Dong Khoi, HCMC/ })).toBeTruthy();
    fireEvent.click(within(table).getByRole("button", { name: "Reject Branded T-shirt for lan88" }));
    const confirm = await screen.findByRole("dialog", { name: "Reject Branded T-shirt for lan88?" });
    expect(
      within(confirm).getByText("The member gets the 3,000 points back and the item returns to stock."),
    ).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText("Reason (the member sees it)"), {
      target: { value: "Out of this size" },
    });
    fireEvent.click(within(confirm).getByRole("button", { name: "Reject" }));
    await screen.findByText("Branded T-shirt rejected for lan88: points returned");
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({ approve: false, note: "Out of this size" });
    expect(calls.filter((call) => call.url.startsWith(POINTS_ADMIN.redemptions)).length).toBeGreaterThan(1);
  });
});

describe("Promotions & loyalty > Missions", () => {
  it("sends every field of a new mission, and refuses a category on a task that has none", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${MISSION_ADMIN.list}`]: { list: [] },
      [`POST ${MISSION_ADMIN.list}`]: { id: 5 },
    });
    show(<MissionsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "New mission" }));
    const dialog = await screen.findByRole("dialog", { name: "New mission" });
    fireEvent.change(within(dialog).getByLabelText("Game category"), { target: { value: "RNG" } });
    fireEvent.change(within(dialog).getByLabelText("Prize"), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A game category goes with the Bet and Rounds tasks only.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Task"), { target: { value: "BET" } });
    fireEvent.change(within(dialog).getByLabelText("Period"), { target: { value: "NEWBIE" } });
    fireEvent.change(within(dialog).getByLabelText("Target"), { target: { value: "200.00" } });
    fireEvent.change(await within(dialog).findByLabelText("Days after registration"), { target: { value: "14" } });
    fireEvent.change(within(dialog).getByLabelText("Title (日本語)"), { target: { value: "スロットで200ベット" } });
    fireEvent.click(within(dialog).getByLabelText("Running (members see it)"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Mission created");
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      period: "NEWBIE",
      task: "BET",
      category: "RNG",
      target: "200.00",
      prize: "3",
      title: { ja: "スロットで200ベット" },
      newbieDays: 14,
      active: false,
      sort: 0,
    });
  });
});

const RAFFLE = {
  id: 2,
  announcementId: 11,
  active: true,
  qualifier: "DEPOSIT",
  perDraw: "100.00",
  maxDraws: 5,
  startsAt: Date.UTC(2026, 10, 1),
  endsAt: Date.UTC(2026, 11, 1),
  seedHash: "ab".repeat(32),
  prizes: [{ id: 1, label: "88.00 cash", labels: { en: "88.00 cash" }, amount: "88.00", weight: 1, left: 3 }],
};
const promotion = (id: number, en: string) => ({
  id,
  type: "PR",
  execution: "B" as const,
  title: { en },
  content: { en: "<p>Terms</p>" },
  imageUrl: "",
  link: "",
  publishedAt: 0,
  active: true,
  sort: 0,
});
const PROMOTIONS = { list: [promotion(11, "Lucky draw week"), promotion(12, "Songkran reload")] };

describe("Promotions & loyalty > Lucky draws", () => {
  it("names each raffle by its promotion, and makes a new one for a promotion without one, its prizes in full", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${RAFFLE_ADMIN.list}`]: { list: [RAFFLE] },
      [`GET ${PROMOTION_ADMIN.promotions}`]: PROMOTIONS,
      [`POST ${RAFFLE_ADMIN.list}`]: { ...RAFFLE, id: 3, announcementId: 12 },
    });
    show(<LuckyDrawsPage />);
    const table = await screen.findByRole("table", { name: "Lucky draws" });
    expect(await within(table).findByRole("cell", { name: "Lucky draw week" })).toBeTruthy();
    expect(within(table).getByText("88.00 cash: 88.00 · weight 1 · left 3")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "New lucky draw" }));
    const dialog = await screen.findByRole("dialog", { name: "New lucky draw" });
    // The promotion that has a raffle already is not offered.
    const promotion = within(dialog).getByLabelText("Promotion") as HTMLSelectElement;
    expect([...promotion.options].map((o) => o.text)).toEqual(["Songkran reload"]);
    fireEvent.change(within(dialog).getByLabelText("Earned by"), { target: { value: "TURNOVER" } });
    fireEvent.change(within(dialog).getByLabelText("Amount per draw"), { target: { value: "500" } });
    fireEvent.change(within(dialog).getByLabelText("Starts"), { target: { value: "2026-12-01T10:00" } });
    fireEvent.change(within(dialog).getByLabelText("Ends"), { target: { value: "2026-12-08T10:00" } });
    fireEvent.change(within(dialog).getByLabelText("Prize 1 amount"), { target: { value: "8.88" } });
    fireEvent.change(within(dialog).getByLabelText("Prize 1 weight"), { target: { value: "10" } });
    fireEvent.change(within(dialog).getByLabelText("Prize 1 name (English)"), { target: { value: "8.88 cash" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add a prize" }));
    fireEvent.change(within(dialog).getByLabelText("Prize 2 stock"), { target: { value: "0" } });
    fireEvent.change(within(dialog).getByLabelText("Prize 2 name (简体中文)"), { target: { value: "谢谢参与" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await screen.findByText("Lucky draw created");
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      announcementId: 12,
      qualifier: "TURNOVER",
      perDraw: "500",
      maxDraws: 5,
      // Typed in the brand's clock (GMT+8), whatever the browser's zone.
      startsAt: Date.parse("2026-12-01T10:00:00+08:00"),
      endsAt: Date.parse("2026-12-08T10:00:00+08:00"),
      prizes: [
        { label: { en: "8.88 cash" }, amount: "8.88", weight: 10, stock: null },
        { label: { cn: "谢谢参与" }, amount: "0", weight: 1, stock: 0 },
      ],
      active: true,
    });
  });

  it("refuses an end before the start, without calling", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${RAFFLE_ADMIN.list}`]: { list: [] },
      [`GET ${PROMOTION_ADMIN.promotions}`]: PROMOTIONS,
    });
    show(<LuckyDrawsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "New lucky draw" }));
    const dialog = await screen.findByRole("dialog", { name: "New lucky draw" });
    fireEvent.change(within(dialog).getByLabelText("Starts"), { target: { value: "2026-12-08T10:00" } });
    fireEvent.change(within(dialog).getByLabelText("Ends"), { target: { value: "2026-12-01T10:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The end must come after the start.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
