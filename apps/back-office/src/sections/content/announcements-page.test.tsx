// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { CONTENT_ADMIN, type AdminAnnouncement } from "@portal/contract/api/admin-content";
import contentEn from "../../locales/content/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import AnnouncementsPage from "./announcements-page";

// ProseMirror needs layout that jsdom has not: the editor is stood in for by a labelled textarea
// here (the real one is driven in e2e/specs/back-office-content.spec.ts). What is tested is the
// form around it: the languages sent, the server's preview, the permission.
vi.mock("./rich-text-editor", () => ({
  default: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "content", contentEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const BANNER: AdminAnnouncement = {
  id: 4,
  type: "B",
  execution: "B",
  title: { en: "Welcome bonus", th: "โบนัสต้อนรับ" },
  content: { en: "<p>Claim it</p>" },
  imageUrl: "",
  link: "/promotions",
  publishedAt: Date.UTC(2026, 10, 1),
  active: true,
  sort: 1,
};
const POPUP: AdminAnnouncement = { ...BANNER, id: 5, type: "PU", execution: "A", title: { en: "Maintenance tonight" } };

function page(calls: Call[] = []) {
  renderWithClient(
    <Suspense fallback={null}>
      <AnnouncementsPage />
    </Suspense>,
  );
  return calls;
}

const marketing = () =>
  signIn({ token: "t-mkt", username: "mkt", role: "MARKETING", permissions: [...ROLE_PERMISSIONS.MARKETING] });

describe("Content > Announcements", () => {
  it("lists announcements with type, execution and the title in the operator's language, filtered by type", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${CONTENT_ADMIN.announcements}`]: (call: Call) =>
        call.url.includes("type=PU") ? { list: [POPUP] } : { list: [BANNER, POPUP] },
    });
    page();
    const table = await screen.findByRole("table", { name: "Announcements" });
    expect(within(table).getByRole("cell", { name: "Welcome bonus" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "After login" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "PU" } });
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Welcome bonus" })).toBeNull());
    expect(calls.at(-1)!.url).toContain("type=PU");
  });

  it("sends the title and content of each language written, and the type's fields", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${CONTENT_ADMIN.announcements}`]: { list: [] },
      [`POST ${CONTENT_ADMIN.announcements}`]: { id: 9 },
    });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "New announcement" }));
    const dialog = await screen.findByRole("dialog", { name: "New announcement" });
    fireEvent.change(within(dialog).getByLabelText("Type"), { target: { value: "PU" } });
    fireEvent.change(within(dialog).getByLabelText("When it shows"), { target: { value: "F" } });
    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Big weekend" } });
    fireEvent.change(await within(dialog).findByLabelText("Content (English)"), {
      target: { value: "<p><strong>Double</strong> points</p>" },
    });
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "ไทย" }));
    fireEvent.change(within(dialog).getByLabelText("Title (ไทย)"), { target: { value: "สุดสัปดาห์" } });
    fireEvent.change(await within(dialog).findByLabelText("Content (ไทย)"), {
      target: { value: "<p>คะแนนสองเท่า</p>" },
    });
    fireEvent.change(within(dialog).getByLabelText("Link"), { target: { value: "/promotions" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await screen.findByText("Announcement created");
    const post = calls.find((call) => call.method === "POST" && call.url === CONTENT_ADMIN.announcements)!;
    expect(post.body).toEqual({
      type: "PU",
      execution: "F",
      title: { en: "Big weekend", th: "สุดสัปดาห์" },
      content: { en: "<p><strong>Double</strong> points</p>", th: "<p>คะแนนสองเท่า</p>" },
      imageUrl: "",
      link: "/promotions",
      active: true,
      sort: 0,
    });
  });

  it("refuses to send an announcement with no title in any language", async () => {
    marketing();
    const calls = fakeApi({ [`GET ${CONTENT_ADMIN.announcements}`]: { list: [] } });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "New announcement" }));
    const dialog = await screen.findByRole("dialog", { name: "New announcement" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findAllByRole("alert"))[0]!.textContent).toBe("Write it in at least one language.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("previews each language as the server cleans it, not as it was typed", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${CONTENT_ADMIN.announcements}`]: { list: [BANNER] },
      [`POST ${CONTENT_ADMIN.preview}`]: {
        html: '<p><strong>Cleaned</strong> by the server<img src="/media/images/a.png" onerror="alert(1)"></p>',
      },
    });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Welcome bonus" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit announcement" });
    const typed = '<p>Typed<img src="x" onerror="alert(1)"></p>';
    fireEvent.change(await within(dialog).findByLabelText("Content (English)"), { target: { value: typed } });
    fireEvent.mouseDown(within(dialog).getByRole("tab", { name: "Preview" }));
    const preview = await within(dialog).findByRole("region", { name: "Preview (English)" });
    await within(preview).findByText("Cleaned");
    expect(preview.querySelector("strong")?.textContent).toBe("Cleaned");
    expect(preview.textContent).not.toContain("Typed");
    // DOMPurify is the second line: an attribute the server should never answer is dropped still.
    expect(preview.querySelector("img")?.getAttribute("src")).toBe("/media/images/a.png");
    expect(preview.querySelector("img")?.hasAttribute("onerror")).toBe(false);
    expect(calls.find((call) => call.url === CONTENT_ADMIN.preview)!.body).toEqual({ html: typed });
  });

  it("saves an edited announcement with PUT on its id", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${CONTENT_ADMIN.announcements}`]: { list: [BANNER] },
      [`PUT /admin/content/announcements/4`]: {},
    });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Welcome bonus" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit announcement" });
    fireEvent.click(within(dialog).getByLabelText("Active"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Announcement saved");
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.body).toMatchObject({
      type: "B",
      title: { en: "Welcome bonus", th: "โบนัสต้อนรับ" },
      content: { en: "<p>Claim it</p>" },
      active: false,
      sort: 1,
    });
    // Its publishing time was not touched: it goes back as it came, to the millisecond.
    expect((put.body as { publishedAt?: number }).publishedAt).toBe(Date.UTC(2026, 10, 1));
  });

  it("shows no write action to an operator without manageContent", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: [...ROLE_PERMISSIONS.SUPPORT] });
    fakeApi({ [`GET ${CONTENT_ADMIN.announcements}`]: { list: [BANNER] } });
    page();
    await screen.findByRole("cell", { name: "Welcome bonus" });
    expect(screen.queryByRole("button", { name: "New announcement" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
  });
});
