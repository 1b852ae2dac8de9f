import { describe, expect, it } from "vitest";
import type { GameCategory } from "@portal/contract/games";
import {
  buildNavEntries,
  categoryCards,
  categoryTarget,
  isCurrent,
  selectRngVendor,
  vendorTarget,
} from "./category-nav";

type TestLane = { title: GameCategory; cards: { vassalage: string; category: GameCategory }[] };

function lane(title: GameCategory, ...vendors: string[]): TestLane {
  return { title, cards: vendors.map((vassalage) => ({ vassalage, category: title })) };
}

// The rules only read title and the cards' vassalage and category.
const nav = (lanes: TestLane[]) => buildNavEntries(lanes as never);
const target = (lanes: TestLane[], category: GameCategory) => categoryTarget(lanes as never, category);

describe("buildNavEntries", () => {
  it("always has home and promotions, and only categories with vendors", () => {
    const entries = nav([lane("LIVE", "AG", "EVO"), lane("FISH")]);
    expect(entries.map((e) => e.id)).toEqual(["home", "LIVE", "promotions"]);
    expect(entries[0]?.target.to).toBe("/index");
    expect(entries[2]?.target.to).toBe("/promotions");
  });

  it("keeps the category order and adds DS88 after sports", () => {
    const entries = nav([
      lane("ELOTT", "TCG_SEA"),
      lane("SPORTS", "SABA", "DS88"),
      lane("RNG", "PG", "JDB"),
      lane("LIVE", "AG"),
    ]);
    expect(entries.map((e) => e.id)).toEqual(["home", "LIVE", "RNG", "SPORTS", "DS88", "ELOTT", "promotions"]);
    expect(entries.find((e) => e.id === "DS88")?.target.to).toBe("/game?vassalage=DS88");
  });

  it("opens DS88's popup game list from its entry when DS88 is a VASSALAGE vendor", () => {
    const lanes = [{ title: "SPORTS", cards: [{ vassalage: "DS88", category: "SPORTS", isGame: "VASSALAGE" }] }];
    const entry = buildNavEntries(lanes as never).find((e) => e.id === "DS88");
    expect(entry?.target).toEqual({ to: "/sports", popupVendor: "DS88" });
  });

  it("hides sports when DS88 is its only vendor, but keeps the DS88 entry", () => {
    const ids = nav([lane("SPORTS", "DS88")]).map((e) => e.id);
    expect(ids).toEqual(["home", "DS88", "promotions"]);
  });
});

describe("categoryTarget", () => {
  it("opens the category page for several vendors", () => {
    expect(target([lane("LIVE", "AG", "EVO")], "LIVE")).toEqual({ to: "/live" });
    expect(target([lane("RNG", "PG", "JDB")], "RNG")).toEqual({ to: "/rng" });
  });

  it("opens the PVP page even with one vendor", () => {
    expect(target([lane("PVP", "KY")], "PVP")).toEqual({ to: "/pvp" });
  });

  it("starts a single slots vendor on /rng and remembers it", () => {
    expect(target([lane("RNG", "PG")], "RNG")).toEqual({ to: "/rng?page=PG", currentVendor: "PG" });
  });

  it("starts any other single vendor directly", () => {
    expect(target([lane("LIVE", "AG")], "LIVE")).toEqual({ to: "/game?vassalage=AG", launches: true });
    expect(target([lane("ESPORTS", "IA")], "ESPORTS")).toEqual({ to: "/game?vassalage=IA", launches: true });
    expect(target([lane("SPORTS", "SABA", "DS88")], "SPORTS")).toEqual({ to: "/game?vassalage=SABA", launches: true });
  });

  it("opens the popup game list of a single VASSALAGE vendor", () => {
    const popup = {
      title: "LIVE" as const,
      cards: [{ vassalage: "PP", category: "LIVE" as const, isGame: "VASSALAGE" }],
    };
    expect(categoryTarget([popup] as never, "LIVE")).toEqual({ to: "/live", popupVendor: "PP" });
  });

  it("opens e-lottery (TCG_SEA) directly", () => {
    expect(target([lane("ELOTT", "TCG_SEA")], "ELOTT")).toEqual({ to: "/elott" });
    expect(target([lane("ELOTT", "TCG_SEA", "OTHER")], "ELOTT")).toEqual({ to: "/elott" });
  });

  it("is null for a category without vendors", () => {
    expect(target([lane("FISH")], "FISH")).toBeNull();
    expect(target([], "LIVE")).toBeNull();
  });
});

describe("categoryCards", () => {
  it("hides DS88 from the sports list only", () => {
    const lanes = [lane("SPORTS", "SABA", "DS88"), lane("LIVE", "DS88")];
    expect(categoryCards(lanes, "SPORTS").map((c) => c.vassalage)).toEqual(["SABA"]);
    expect(categoryCards(lanes, "LIVE").map((c) => c.vassalage)).toEqual(["DS88"]);
  });
});

describe("vendorTarget", () => {
  it("routes special vendors", () => {
    expect(vendorTarget({ vassalage: "TCG_SEA", category: "ELOTT" })).toEqual({ to: "/elott" });
    expect(vendorTarget({ vassalage: "TCG_LOTTO_VN", category: "ELOTT" })).toEqual({ to: "/Vnlottery" });
    expect(vendorTarget({ vassalage: "GPI", category: "ELOTT" })).toEqual({
      to: "/game?vassalage=GPI",
      launches: true,
    });
    expect(vendorTarget({ vassalage: "PP", category: "RNG", isGame: "VASSALAGE" })).toEqual({
      to: "/rng",
      popupVendor: "PP",
    });
  });

  it("encodes the vendor code", () => {
    expect(vendorTarget({ vassalage: "A&B", category: "FISH" }).to).toBe("/game?vassalage=A%26B");
  });
});

describe("isCurrent", () => {
  it("marks an entry by its path, and a game entry only on its own game", () => {
    expect(isCurrent("/rng?page=PG", { pathname: "/rng", search: "?page=HOUSE" })).toBe(true);
    expect(isCurrent("/live", { pathname: "/index", search: "" })).toBe(false);
    expect(isCurrent("/game?vassalage=DS88", { pathname: "/game", search: "?nodeId=7" })).toBe(false);
    expect(isCurrent("/game?vassalage=DS88", { pathname: "/game", search: "?vassalage=DS88" })).toBe(true);
  });
});
describe("selectRngVendor", () => {
  const vendors = ["PG", "JDB", "CQ9"];

  it("prefers the page query parameter", () => {
    expect(selectRngVendor(vendors, "JDB", "CQ9")).toBe("JDB");
  });

  it("falls back to the remembered vendor, then the first", () => {
    expect(selectRngVendor(vendors, null, "CQ9")).toBe("CQ9");
    expect(selectRngVendor(vendors, "UNKNOWN", "ALSO_UNKNOWN")).toBe("PG");
    expect(selectRngVendor([], "PG", null)).toBeNull();
  });
});
