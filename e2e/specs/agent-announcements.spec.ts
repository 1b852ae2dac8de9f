import type { Page } from "@playwright/test";
import { agentCentre, agentMenuItem, agentPage, openAgentCentre } from "../fixtures/agent-centre";
import { createMember, login } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { DEMO_ANNOUNCEMENTS } from "../fixtures/server";
import { expectNoSidewaysScroll } from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import agentEn from "../../apps/web/src/locales/agent/en.json" with { type: "json" };

// The agent centre's first page, Announcement (AGENTANNOUNCE3): the demo brand's announcement to
// agents, its title, date and text, at a laptop size (opened from the account menu) and at a
// phone size (nothing scrolling sideways).

/** The demo brand's announcement to agents, in English: its title and its paragraphs' texts. */
const demo = DEMO_ANNOUNCEMENTS.find((a) => a.type === "AG")!;
const demoTitle = demo.title.en ?? "";
const demoParagraphs = [...(demo.content.en ?? "").matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!);

const announcementPage = (page: Page) => agentPage(page, en.center.agent.announcement);
const demoAnnouncement = (page: Page) =>
  announcementPage(page)
    .getByRole("list", { name: agentEn.announcements.list })
    .getByRole("article", { name: demoTitle, exact: true });

async function expectDemoAnnouncement(page: Page) {
  const article = demoAnnouncement(page);
  await expect(article.getByRole("heading", { name: demoTitle, exact: true })).toBeVisible();
  await expect(article.getByRole("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  expect(demoParagraphs.length).toBeGreaterThan(0);
  await expect(article.getByRole("paragraph")).toHaveText(demoParagraphs);
  return article;
}

test.describe("agent centre: announcements to agents", () => {
  test.describe("at a laptop", () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test("an agent opens the agent centre on its announcements and reads the brand's one", async ({ page, portal }) => {
      const agent = await createMember(portal, { memberType: 1 });
      await login(page, agent.account);
      await openAgentCentre(page);
      await expect(page).toHaveURL(/[?&]agent=announcement/);
      await expect(agentMenuItem(page, en.center.agent.announcement)).toHaveAttribute("aria-current", "page");
      await expectDemoAnnouncement(page);
      await expect(agentCentre(page).getByText(en.center.comingSoon)).toHaveCount(0);
      await expectAccessible(page, "agent announcements");
    });
  });

  test.describe("at a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the announcements fit the screen", async ({ page, portal }) => {
      const agent = await createMember(portal, { memberType: 1 });
      await login(page, agent.account);
      await page.goto("/index?agent=announcement");
      const article = await expectDemoAnnouncement(page);
      await expectNoSidewaysScroll(page, "announcement page", announcementPage(page));
      await expectNoSidewaysScroll(page, "announcement", article);
    });
  });
});
