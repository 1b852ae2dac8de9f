// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { GAME_CATEGORIES, GAME_CATEGORY_ICONS } from "@portal/contract/games";
import { REWARD_KINDS } from "@portal/contract/api/points";
import { CategoryIcon, NavIcon, hasCategoryIcon } from "./category-icons";
import { LotteryIcon, hasLotteryIcon } from "./lottery-icons";
import { RewardIcon } from "./reward-icons";

// Every category and lottery code of the contract has a drawing, each drawing is distinct, and
// every icon is decorative (the label beside it names it) and takes the text colour.
function drawingOf(container: HTMLElement): string {
  const svg = container.querySelector("svg");
  expect(svg).not.toBeNull();
  expect(svg!.getAttribute("aria-hidden")).toBe("true");
  expect(svg!.getAttribute("stroke")).toBe("currentColor");
  expect(svg!.children.length).toBeGreaterThan(0);
  return svg!.innerHTML;
}

afterEach(cleanup);

describe("artwork icons", () => {
  it("draws every game category of the contract, each differently", () => {
    const drawings = GAME_CATEGORIES.map((category) => {
      expect(hasCategoryIcon(category)).toBe(true);
      return drawingOf(render(<CategoryIcon category={category} />).container);
    });
    expect(new Set(drawings).size).toBe(GAME_CATEGORIES.length);
    expect(hasCategoryIcon("NOPE")).toBe(false);
  });

  it("draws every lottery game-group icon of the spec, each differently", () => {
    const drawings = GAME_CATEGORY_ICONS.map((code) => {
      expect(hasLotteryIcon(code)).toBe(true);
      return drawingOf(render(<LotteryIcon code={code} />).container);
    });
    expect(new Set(drawings).size).toBe(GAME_CATEGORY_ICONS.length);
    expect(hasLotteryIcon("toString")).toBe(false);
  });

  it("draws the navigation's home and promotions entries", () => {
    expect(drawingOf(render(<NavIcon name="home" />).container)).not.toBe(
      drawingOf(render(<NavIcon name="promotions" />).container),
    );
  });

  it("draws every kind of points-mall reward, each differently", () => {
    const drawings = REWARD_KINDS.map((kind) => drawingOf(render(<RewardIcon kind={kind} />).container));
    expect(new Set(drawings).size).toBe(REWARD_KINDS.length);
  });
});
