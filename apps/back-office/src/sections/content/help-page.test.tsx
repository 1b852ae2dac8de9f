// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { CONTENT_ADMIN, type AdminHelp } from "@portal/contract/api/admin-content";
import contentEn from "../../locales/content/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import HelpPage from "./help-page";

// The editor is ProseMirror, which jsdom cannot lay out: a labelled textarea stands in for it.
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

const HELP: AdminHelp = {
  list: [
    {
      id: 2,
      title: { en: "Withdrawals" },
      sort: 2,
      articles: [{ id: 7, title: { en: "Withdrawal times" }, content: { en: "<p>A day</p>" }, sort: 0 }],
    },
    { id: 1, title: { en: "Deposits", cn: "存款" }, sort: 1, articles: [] },
  ],
};

const marketing = () =>
  signIn({ token: "t-mkt", username: "mkt", role: "MARKETING", permissions: [...ROLE_PERMISSIONS.MARKETING] });

function page() {
  renderWithClient(
    <Suspense fallback={null}>
      <HelpPage />
    </Suspense>,
  );
}

describe("Content > Help centre", () => {
  it("lists categories in their order, each with its articles", async () => {
    marketing();
    fakeApi({ [`GET ${CONTENT_ADMIN.help}`]: HELP });
    page();
    await screen.findByRole("heading", { name: /Withdrawals/ });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Deposits (sort 1)",
      "Withdrawals (sort 2)",
    ]);
    const articles = screen.getByRole("table", { name: "Articles of Withdrawals" });
    expect(within(articles).getByRole("cell", { name: "Withdrawal times" })).toBeTruthy();
    expect(screen.getByText("No articles in this category yet.")).toBeTruthy();
  });

  it("deletes an article only after the operator confirms it", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${CONTENT_ADMIN.help}`]: HELP,
      [`DELETE /admin/content/help/articles/7`]: {},
    });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Withdrawal times" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Withdrawal times?" });
    expect(calls.some((call: Call) => call.method === "DELETE")).toBe(false);

    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call: Call) => call.method === "DELETE")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Delete Withdrawal times" }));
    const again = await screen.findByRole("dialog");
    fireEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await screen.findByText("Withdrawal times deleted");
    expect(calls.filter((call: Call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/admin/content/help/articles/7",
    ]);
  });

  it("renames a category with its names per language and its sort", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${CONTENT_ADMIN.help}`]: HELP,
      [`PUT /admin/content/help/categories/1`]: {},
    });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "Rename Deposits" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Deposits" });
    fireEvent.change(within(dialog).getByLabelText("Name (English)"), { target: { value: "Deposits & bonuses" } });
    fireEvent.change(within(dialog).getByLabelText("Sort order"), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Category saved");
    expect(calls.find((call) => call.method === "PUT")!.body).toEqual({
      title: { en: "Deposits & bonuses", cn: "存款" },
      sort: 5,
    });
  });

  it("creates an article in a category with its title and content", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${CONTENT_ADMIN.help}`]: HELP,
      [`POST ${CONTENT_ADMIN.helpArticles}`]: { id: 8 },
    });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "New article in Deposits" }));
    const dialog = await screen.findByRole("dialog", { name: "New article" });
    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Which banks?" } });
    fireEvent.change(await within(dialog).findByLabelText("Content (English)"), { target: { value: "<p>All</p>" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Article created");
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      categoryId: 1,
      title: { en: "Which banks?" },
      content: { en: "<p>All</p>" },
      sort: 0,
    });
  });

  it("shows no write action to an operator without manageContent", async () => {
    signIn({ token: "t-fin", username: "fin", role: "FINANCE", permissions: [...ROLE_PERMISSIONS.FINANCE] });
    fakeApi({ [`GET ${CONTENT_ADMIN.help}`]: HELP });
    page();
    await screen.findByRole("table", { name: "Articles of Withdrawals" });
    expect(screen.queryByRole("button", { name: "New category" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Rename|Delete|Edit|New article)/ })).toBeNull();
  });
});
