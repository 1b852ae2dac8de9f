// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { EVENT_ADMIN } from "@portal/contract/api/promotion-events";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import promotionsEn from "../../locales/promotions/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import ApplicationsPage from "./applications-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "promotions", promotionsEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const application = (id: number, account: string, status = "APPLYING") => ({
  id,
  promotionId: 3,
  title: "Refer a Friend",
  status,
  comment: `I invited two friends (${account})`,
  images: 2,
  prize: null,
  note: "",
  appliedAt: Date.UTC(2026, 10, 29, 9),
  reviewedAt: null,
  memberId: 40 + id,
  account,
});
const referral = {
  id: 3,
  type: "PR",
  execution: "B",
  title: { en: "Refer a Friend", th: "รางวัลแนะนำเพื่อน" },
  content: {},
  imageUrl: "",
  link: "",
  publishedAt: 0,
  active: true,
  sort: 0,
};
const event = {
  id: 8,
  announcementId: 3,
  labels: [],
  agentIds: [],
  vipLevels: [],
  startsAt: 0,
  endsAt: null,
  active: true,
};

function api(decided: string[] = []) {
  const calls = fakeApi({
    [`GET ${PROMOTION_ADMIN.promotions}`]: { list: [referral] },
    [`GET ${EVENT_ADMIN.events}`]: { list: [event] },
    [`GET ${EVENT_ADMIN.applications}`]: (call: Call) => {
      const status = new URL(call.url, "http://x").searchParams.get("status");
      const list = [application(1, "alice"), application(2, "bob")].filter(
        (a) => !decided.includes(a.account) && (!status || a.status === status),
      );
      return { list, total: list.length, page: 1, pageSize: 20 };
    },
    [`POST /admin/promotions/applications/1/review`]: (call: Call) => {
      decided.push("alice");
      return { ...application(1, "alice", (call.body as { decision: string }).decision) };
    },
  });
  // Pictures are files, not envelopes: answered here, recorded with the rest. (jsdom's
  // FileReader reads only jsdom's own Blob, not the one of Node's Response.)
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    if (/^\/admin\/promotions\/applications\/1\/images\/[01]$/.test(String(input))) {
      calls.push({ method: "GET", url: String(input), body: null, headers: new Headers(init.headers) });
      const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
      return { ok: true, status: 200, headers: new Headers({ "content-type": "image/png" }), blob: async () => blob };
    }
    return answer(input, init);
  });
  return calls;
}

async function page(role: "MARKETING" | "SUPPORT" = "MARKETING", url = "/promotions/applications") {
  signIn({ token: "t", username: role.toLowerCase(), role, permissions: [...ROLE_PERMISSIONS[role]] });
  renderWithClient(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={null}>
        <ApplicationsPage />
      </Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole("table", { name: "Applications" });
}

describe("Promotions > Applications", () => {
  it("lists those applying, by event from the link, and shows an application's pictures; no decisions without managePromotions", async () => {
    const calls = api();
    const table = await page("SUPPORT", "/promotions/applications?promotion=3");
    expect(await within(table).findByRole("cell", { name: "alice" })).toBeTruthy();
    const listCall = calls.find((c) => c.url.startsWith(EVENT_ADMIN.applications))!;
    expect(listCall.url).toContain("status=APPLYING");
    expect(listCall.url).toContain("promotionId=3");
    expect((screen.getByLabelText("Event") as HTMLSelectElement).value).toBe("3");

    fireEvent.click(within(table).getByRole("button", { name: "Review the application of alice" }));
    const dialog = await screen.findByRole("dialog", { name: "Application of alice" });
    expect(within(dialog).getByText("I invited two friends (alice)")).toBeTruthy();
    expect(await within(dialog).findByRole("img", { name: "Picture 1 of alice's application" })).toBeTruthy();
    const second = await within(dialog).findByRole("img", { name: "Picture 2 of alice's application" });
    expect(second.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    const imageCalls = calls.filter((c) => c.url.includes("/images/"));
    expect(imageCalls.every((c) => c.headers.get("authorization") === "t")).toBe(true);
    expect(within(dialog).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("rejects only with a reason for the member, then the list is read again without it", async () => {
    const calls = api();
    const table = await page();
    fireEvent.click(await within(table).findByRole("button", { name: "Review the application of alice" }));
    const dialog = await screen.findByRole("dialog", { name: "Application of alice" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    const confirm = await screen.findByRole("dialog", { name: "Reject alice's application?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Reject" }));
    expect(await within(confirm).findByText("Write the reason for the member.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(within(confirm).getByLabelText("Reason for the member"), {
      target: { value: "The friends were not new players" },
    });
    fireEvent.click(within(confirm).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("alice's application rejected")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      decision: "REJECTED",
      note: "The friends were not new players",
    });
    await waitFor(() => expect(screen.queryByRole("cell", { name: "alice" })).toBeNull());
    expect(screen.getByRole("cell", { name: "bob" })).toBeTruthy();
  });

  it("approves with a prize the amount written", async () => {
    const calls = api();
    const table = await page();
    fireEvent.click(await within(table).findByRole("button", { name: "Review the application of alice" }));
    const dialog = await screen.findByRole("dialog", { name: "Application of alice" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve with prize" }));
    const confirm = await screen.findByRole("dialog", { name: "Approve alice's application with a prize?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Approve with prize" }));
    expect(await within(confirm).findByText("Write the prize as an amount such as 88 or 8.50.")).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText("Prize amount"), { target: { value: "88" } });
    fireEvent.click(within(confirm).getByRole("button", { name: "Approve with prize" }));
    expect(await screen.findByText("alice's prize issued")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ decision: "ISSUED", prize: "88", note: "" });
  });
});
