// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type { AdminAnnouncement } from "@portal/contract/api/admin-content";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import contentEn from "../../locales/content/en.json";
import promotionsEn from "../../locales/promotions/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import type { AdminOffer } from "./offer-dialog";
import OffersPage from "./offers-page";

// ProseMirror needs layout jsdom has not: the editor is a labelled textarea here (as in the
// content section's tests); the real one is driven in e2e/specs/back-office-promotions.spec.ts.
vi.mock("../content/rich-text-editor", () => ({
  default: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "content", contentEn);
  i18next.addResourceBundle("en", "promotions", promotionsEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const promotion = (id: number, en: string, extra: Partial<AdminAnnouncement> = {}): AdminAnnouncement => ({
  id,
  type: "PR",
  execution: "B",
  title: { en, th: `${en} (th)` },
  content: { en: "<p>terms</p>" },
  imageUrl: "",
  link: "/promotions",
  publishedAt: Date.now() - DAY,
  active: true,
  sort: id,
  ...extra,
});
const WELCOME = promotion(1, "Welcome Bonus");
const NEWS = promotion(2, "Summer news");
const OFFER: AdminOffer = {
  id: 11,
  announcementId: 1,
  active: true,
  labels: [],
  agentIds: [],
  vipLevels: [],
  terms: {
    kind: "FIRST_DEPOSIT",
    category: "GENERAL",
    percent: "100",
    maxBonus: "1000.00",
    minDeposit: "100.00",
    minLoss: "0.00",
    turnoverMultiple: 10,
    turnoverBasis: "DEPOSIT_AND_BONUS",
    weights: { RNG: 100, LIVE: 10 },
    claimDays: 7,
    expiryDays: 30,
    reloadPeriod: null,
    startsAt: Date.now() + DAY,
    endsAt: null,
  },
};

function page(role: "MARKETING" | "SUPPORT" = "MARKETING") {
  signIn({ token: "t", username: role.toLowerCase(), role, permissions: [...ROLE_PERMISSIONS[role]] });
  renderWithClient(
    <Suspense fallback={null}>
      <OffersPage />
    </Suspense>,
  );
  return screen.findByRole("heading", { level: 1, name: "Promotions" });
}

describe("Promotions > Promotions", () => {
  it("lists each promotion with its offer's kind and status, or as information only; read-only without managePromotions", async () => {
    fakeApi({
      [`GET ${PROMOTION_ADMIN.promotions}`]: { list: [WELCOME, NEWS] },
      [`GET ${PROMOTION_ADMIN.offers}`]: { list: [OFFER] },
    });
    await page("SUPPORT");
    const table = await screen.findByRole("table", { name: "Promotions" });
    const welcome = (await within(table).findByRole("cell", { name: "Welcome Bonus" })).closest("tr")!;
    expect(within(welcome).getByText("First deposit bonus")).toBeTruthy();
    // The offer starts tomorrow.
    expect(within(welcome).getByText("Scheduled")).toBeTruthy();
    const news = within(table).getByRole("cell", { name: "Summer news" }).closest("tr")!;
    expect(within(news).getByText("Information only")).toBeTruthy();
    expect(within(news).getByText("Running")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New promotion" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Edit/ })).toBeNull();
  });

  it("creates a promotion with the languages written, refusing one with no title before sending", async () => {
    const calls = fakeApi({
      [`GET ${PROMOTION_ADMIN.promotions}`]: { list: [] },
      [`GET ${PROMOTION_ADMIN.offers}`]: { list: [] },
      [`POST ${PROMOTION_ADMIN.promotions}`]: { id: 9 },
    });
    await page();
    fireEvent.click(screen.getByRole("button", { name: "New promotion" }));
    const dialog = await screen.findByRole("dialog", { name: "New promotion" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Write the title in at least one language.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Slots weekend" } });
    fireEvent.change(await within(dialog).findByLabelText("Content (English)"), {
      target: { value: "<p>Deposit now</p>" },
    });
    fireEvent.change(within(dialog).getByLabelText("Sort order"), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Promotion created");
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      title: { en: "Slots weekend" },
      content: { en: "<p>Deposit now</p>" },
      imageUrl: "",
      link: "/promotions",
      sort: 5,
      active: true,
    });
  });

  it("adds an offer in the contract's terms (percent in basis points) after the contract's refusal is shown", async () => {
    const calls = fakeApi({
      [`GET ${PROMOTION_ADMIN.promotions}`]: { list: [WELCOME, NEWS] },
      [`GET ${PROMOTION_ADMIN.offers}`]: { list: [OFFER] },
      [`POST ${PROMOTION_ADMIN.offers}`]: (call: Call) => ({ ...OFFER, id: 12, announcementId: 2, body: call.body }),
    });
    await page();
    fireEvent.click(await screen.findByRole("button", { name: "Add an offer to Summer news" }));
    const dialog = await screen.findByRole("dialog", { name: "Offer of Summer news" });
    fireEvent.change(within(dialog).getByLabelText("Kind"), { target: { value: "RELOAD" } });
    fireEvent.change(within(dialog).getByLabelText("Bonus or cashback (%)"), { target: { value: "12.5" } });
    fireEvent.change(within(dialog).getByLabelText("Maximum bonus"), { target: { value: "500" } });
    fireEvent.change(within(dialog).getByLabelText("Minimum deposit"), { target: { value: "50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    // A reload bonus needs its period (the contract's refine).
    expect(
      await within(dialog).findByText(
        "A first deposit bonus is once; a reload bonus or cashback needs its day or week.",
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Once per"), { target: { value: "WEEK" } });
    fireEvent.change(within(dialog).getByLabelText("Live casino (%)"), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "VIP3" }));
    fireEvent.change(within(dialog).getByLabelText("Member labels"), { target: { value: "vip, loyal" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Offer added");
    const body = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      announcementId: 2,
      kind: "RELOAD",
      percentBp: 1250,
      maxBonus: "500",
      minDeposit: "50",
      reloadPeriod: "WEEK",
      turnoverMultiple: 10,
      labels: ["vip", "loyal"],
      vipLevels: [3],
      agentIds: [],
      endsAt: expect.any(Number),
    });
    expect(Object.keys(body.weights as object)).not.toContain("LIVE");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
