import type { Locator, Page } from "@playwright/test";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";
import { addFastGame, pick, timeToBet, type FastGame } from "../fixtures/lottery";
import { chooseLanguageOnPhone, createMember, fundMember, login } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { dataRows, expectNoSidewaysScroll, fill } from "../fixtures/roles";
import { DEMO_VN_OFFICIAL_GAMES } from "../fixtures/server";
import vi from "../../apps/web/src/locales/vi.json" with { type: "json" };
import lotteryVi from "@portal/contract/lottery/locales/vi.json" with { type: "json" };

// /Vnlottery as a Vietnamese player sees it on a phone (390 x 844): the member chooses Vietnamese
// in the tab bar's "Me" sheet, finds the three regions and the provinces drawing today in
// Vietnamese, opens a fast northern game and bets lô 2 số. The page does not scroll sideways, and
// the bet slip's place button can be reached and pressed.

const bet = lotteryVi.bet;
const REGIONS = ["VN_NORTH", "VN_CENTRAL", "VN_SOUTH"] as const;

/** A text with its {{drawNo}} left open (any draw number), as a whole-text pattern. */
const withAnyDrawNo = (text: string) =>
  new RegExp(
    `^${fill(text, { drawNo: "\u0000" })
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("\u0000", "\\d{8}-\\d{4,}")}$`,
  );

/** Vietnam's time (GMT+7, no daylight saving): /Vnlottery shows the draws' times and today in it. */
const VIETNAM_OFFSET_MIN = 7 * 60;
const DAY_MS = 86_400_000;

/**
 * The demo brand's official draws of a region on today in Vietnam, by draw time, as the schedule
 * lists them, in Vietnam's time with its zone: "18:15 (GMT+7) Xổ số Miền Bắc". The server
 * schedules them by brand day (GMT+8, starting an hour earlier): of the brand days overlapping
 * Vietnam's day, the draw falling within it.
 */
function drawingToday(region: (typeof REGIONS)[number]): string[] {
  const vietnam = VIETNAM_OFFSET_MIN * 60_000;
  const brand = CLOCK_UTC_OFFSET_MIN * 60_000;
  const start = Math.floor((Date.now() + vietnam) / DAY_MS) * DAY_MS - vietnam;
  const two = (n: number) => String(n).padStart(2, "0");
  return DEMO_VN_OFFICIAL_GAMES.filter((game) => game.family === region).flatMap((game) => {
    for (const instant of [start, start + DAY_MS - 1]) {
      const weekday = new Date(instant + brand).getUTCDay();
      const at = Math.floor((instant + brand) / DAY_MS) * DAY_MS - brand + game.drawTimeSec * 1000;
      if ((game.weekdays >> weekday) & 1 && at >= start && at < start + DAY_MS) {
        const local = new Date(at + vietnam);
        return [`${two(local.getUTCHours())}:${two(local.getUTCMinutes())} (GMT+7) ${game.name.vi}`];
      }
    }
    return [];
  });
}

/** The element, swiped to the middle of the screen, is on it and not under the phone's bottom tab bar. */
async function expectOnScreen(page: Page, target: Locator, label: string) {
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  const tabBar = page.getByRole("navigation", { name: vi.tabBar.label });
  const bottom = (await tabBar.isVisible()) ? (await tabBar.boundingBox())!.y : viewport.height;
  expect(box.x, `${label}: left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label}: right`).toBeLessThanOrEqual(viewport.width);
  expect(box.y, `${label}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${label}: bottom vs ${bottom}`).toBeLessThanOrEqual(bottom);
}

test.describe("house lottery in Vietnamese on a phone", () => {
  test.use({ portalJobs: true, viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test("/Vnlottery: the regions and today's provinces, then lô 2 số on a fast northern game, the page no wider than the screen", async ({
    page,
    portal,
  }) => {
    const game: FastGame = {
      code: "VN_NORTH_10S",
      family: "VN_NORTH",
      name: "North Vietnam 10-Second",
      names: { vi: "Miền Bắc 10 giây" },
    };
    await addFastGame(portal, game);
    const member = await createMember(portal);
    await fundMember(portal, member.id, "500");
    await login(page, member.account);

    await chooseLanguageOnPhone(page, "vi");

    await page.goto("/Vnlottery");
    for (const region of REGIONS) {
      const section = page.getByRole("region", { name: vi.games.vnRegions[region], exact: true });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(vi.games.vnRegions[region]);
      // Its provinces' games, by their Vietnamese names.
      for (const province of DEMO_VN_OFFICIAL_GAMES.filter((official) => official.family === region))
        await expect(section.getByRole("button", { name: province.name.vi })).toBeVisible();
      // Today's draws: the provinces drawing today in Vietnam, by draw time (Vietnam's, GMT+7).
      const schedule = section.getByRole("region", { name: vi.games.vnToday.title });
      const today = drawingToday(region);
      expect(today.length, `${region} draws every day`).toBeGreaterThan(0);
      await expect(schedule.getByRole("listitem")).toHaveText(today);
    }
    const north = page.getByRole("region", { name: vi.games.vnRegions.VN_NORTH, exact: true });
    await expect(north.getByRole("button", { name: new RegExp(game.names!.vi!) })).toBeVisible();
    await expectNoSidewaysScroll(page, "/Vnlottery in Vietnamese");
    await expectAccessible(page, "/Vnlottery in Vietnamese on a phone");

    // The fast northern game's bet page, in the game frame, in Vietnamese.
    await north.getByRole("button", { name: new RegExp(game.names!.vi!) }).click();
    const framed = page.getByTitle(vi.games.gameFrameTitle, { exact: true });
    const frame = framed.contentFrame();
    await expect(frame.getByRole("heading", { level: 1, name: vi.houseLottery.title })).toBeVisible();
    // The game takes the screen between the header (balance, deposit) and the tab bar: none of it
    // lies behind the tab bar (in the page's flow its last 48 pixels did, out of reach of a scroll
    // inside the frame), and the header stays in view above it.
    const [box, header, tabBarTop] = [
      (await framed.boundingBox())!,
      (await page.getByRole("banner").boundingBox())!,
      (await page.getByRole("navigation", { name: vi.tabBar.label }).boundingBox())!.y,
    ];
    expect(header.y).toBe(0);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(tabBarTop);
    expect(box.height).toBeGreaterThan(tabBarTop / 2);
    await expect(frame.getByRole("region", { name: bet.drawInfo })).toContainText(game.names!.vi!);

    // Lô 2 số on two numbers: 27 stakes a number.
    await frame.getByRole("tab", { name: lotteryVi.VN.play.VN_LO2, exact: true }).click();
    await pick(frame, lotteryVi.VN.row.numbers, ["07", "42"]);
    await expect(frame.getByText(fill(bet.pricing, { lines: 2, cost: "54.00" }))).toBeVisible();
    await frame.getByRole("button", { name: bet.addToSlip }).click();
    const slip = frame.getByRole("region", { name: bet.slip });
    await expect(slip.getByRole("listitem")).toHaveCount(1);
    await expect(slip.getByText("54.00", { exact: true })).toBeVisible();
    // "2 con × 27 giải × 1.00 = 54.00": the 27 numbers a lô point is checked against, named.
    await expect(
      slip.getByText(fill(bet.entryPriceUnits, { lines: 2, units: 27, stake: "1.00", cost: "54.00" }), { exact: true }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, "the bet page in Vietnamese");
    await expectAccessible(page, "the lottery bet page in Vietnamese on a phone");

    // The slip's place button, named for the draw taking tickets, is on the screen and takes the bet.
    const place = slip.getByRole("button", { name: withAnyDrawNo(bet.placeOn) });
    await expect(place).toBeEnabled({ timeout: 20_000 });
    await expectOnScreen(page, place, "the place button");
    await timeToBet(frame, { closesIn: bet.closesIn });
    await place.click();
    await expect(frame.getByRole("status")).toHaveText(fill(bet.placed, { tickets: 1, balance: "446.00" }));
    await expect(frame.getByRole("alert")).toHaveCount(0);
    const tickets = dataRows(frame.getByRole("table", { name: bet.myTickets }));
    await expect(tickets).toHaveCount(1);
    await expect(tickets.first()).toContainText(lotteryVi.VN.play.VN_LO2);
    await expect(tickets.first()).toContainText(bet.states.OPEN);
    await expectNoSidewaysScroll(page, "the bet page with a ticket, in Vietnamese");

    // Lô 3 số: numbers typed in one entry (123 and 456, which the digit rows cannot make alone).
    await frame.getByRole("tab", { name: lotteryVi.VN.play.VN_LO3, exact: true }).click();
    const numbers = frame.getByRole("group", { name: lotteryVi.VN.row.numbers });
    await numbers.getByLabel(bet.typeNumbers).fill("123 456");
    await expect(numbers.getByText(fill(bet.digitsPicked, { numbers: "123, 456" }))).toBeVisible();
    await frame.getByRole("button", { name: bet.addToSlip }).click();
    await expect(slip.getByRole("listitem")).toHaveCount(1);
    await expect(slip.getByRole("listitem").first()).toContainText(lotteryVi.VN.play.VN_LO3);
    await expectNoSidewaysScroll(page, "the bet page with typed lô 3 số numbers, in Vietnamese");
  });
});
