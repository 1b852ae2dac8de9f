import { addFastGame, type FastGame } from "../fixtures/lottery";
import { chooseLanguageOnPhone, createMember, fundMember, login } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { definitionOf, expectNoSidewaysScroll, fill } from "../fixtures/roles";
import cn from "../../apps/web/src/locales/cn.json" with { type: "json" };
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import ja from "../../apps/web/src/locales/ja.json" with { type: "json" };
import th from "../../apps/web/src/locales/th.json" with { type: "json" };
import lotteryCn from "@portal/contract/lottery/locales/cn.json" with { type: "json" };
import lotteryJa from "@portal/contract/lottery/locales/ja.json" with { type: "json" };
import lotteryTh from "@portal/contract/lottery/locales/th.json" with { type: "json" };

// The e-lottery's bet page in Chinese, Japanese and Thai on a phone (lottery-vietnamese.spec is
// the Vietnamese one): a member picks the language in the tab bar's "Me" sheet, opens a fast SSC
// game from /elott by its name in that language, and finds the page in it: the play tabs, a play's
// odds and stake limits, the draw's chain commitment and its verify link, with nothing wider than
// the screen.

const LANGUAGES = [
  { code: "cn", portal: cn, lottery: lotteryCn },
  { code: "ja", portal: ja, lottery: lotteryJa },
  { code: "th", portal: th, lottery: lotteryTh },
] as const;
type Texts = (typeof LANGUAGES)[number]["portal"];

const GAME: FastGame = {
  code: "SSC_10S_LANG",
  family: "SSC",
  name: "10-Second SSC",
  names: { cn: "十秒时时彩", ja: "10秒SSC", th: "หวยหุ้น SSC 10 วินาที" },
};

test.describe("house lottery in Chinese, Japanese and Thai on a phone", () => {
  test.use({ portalJobs: true, viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test("the bet page of a fast SSC game reads in each language, no wider than the screen", async ({ page, portal }) => {
    await addFastGame(portal, GAME);
    const member = await createMember(portal);
    await fundMember(portal, member.id, "100");
    await login(page, member.account);

    // Set from English first: the tab bar's labels are the current language's.
    let current: Pick<Texts, "tabBar" | "header"> = en;
    for (const { code, portal: texts, lottery } of LANGUAGES) {
      await chooseLanguageOnPhone(page, code, current);
      current = texts;
      await page.goto("/elott");
      const games = page.getByRole("region", { name: texts.games.lotteryGames });
      await games.getByRole("button", { name: new RegExp(GAME.names![code]!) }).click();
      const frame = page.getByTitle(texts.games.gameFrameTitle, { exact: true }).contentFrame();
      await expect(frame.getByRole("heading", { level: 1, name: texts.houseLottery.title })).toBeVisible();

      // The family's plays by the names players of the language use, and a play's odds and limits.
      await expect(frame.getByRole("tab", { name: lottery.SSC.play.SSC_POSITION, exact: true })).toBeVisible();
      await frame.getByRole("tab", { name: lottery.SSC.play.SSC_DRAGON_TIGER, exact: true }).click();
      await expect(
        frame.getByRole("table", { name: fill(lottery.bet.oddsOf, { play: lottery.SSC.play.SSC_DRAGON_TIGER }) }),
      ).toBeAttached();
      await expect(frame.getByText(fill(lottery.bet.stakeRange, { min: "1.00", max: "10,000.00" }))).toBeVisible();

      // The draw taking tickets: its chain's commitment, and where to check its draws.
      const draw = frame.getByRole("region", { name: lottery.bet.drawInfo });
      await expect(definitionOf(draw, lottery.verify.commitment)).toHaveText(/^[0-9a-f]{64}$/);
      await expect(draw.getByRole("link", { name: new RegExp(lottery.bet.verifyDraws) })).toBeVisible();
      await expectNoSidewaysScroll(page, `the lottery bet page in ${code}`);
      expect(await frame.locator(":root").evaluate((root) => root.scrollWidth <= window.innerWidth)).toBe(true);
      if (code === "th") await expectAccessible(page, "the lottery bet page in Thai");
    }
  });
});
