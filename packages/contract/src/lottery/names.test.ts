import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { LOTTERY_FAMILIES } from "./families/index";
import cn from "./locales/cn.json";
import en from "./locales/en.json";
import ja from "./locales/ja.json";
import th from "./locales/th.json";
import vi from "./locales/vi.json";
import { familyNameKey, namesFamily, playNameKey, tierNameKeys } from "./names";

type Tree = { [key: string]: string | Tree };
const TEXTS: Record<string, Tree> = { cn, en, ja, th, vi };

/** The text at a dotted key, or undefined. */
function textAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

describe("lottery names", () => {
  it("reads both Vietnamese structures' names under VN and CHAIN's under SSC", () => {
    expect(["VN_NORTH", "VN_CENTRAL", "VN_SOUTH"].map(namesFamily)).toEqual(["VN", "VN", "VN"]);
    expect(namesFamily("CHAIN")).toBe("SSC");
    expect(namesFamily("4D")).toBe("4D");
    expect(playNameKey("VN_NORTH", "VN_XIEN2")).toBe("VN.play.VN_XIEN2");
    expect(tierNameKeys("4D", "FIRST")).toEqual(["4D.tier.FIRST", "tier.FIRST"]);
  });

  it("has a file per language", () => {
    expect(Object.keys(TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.keys(TEXTS))("%s names every family, play and tier the engine has", (lang) => {
    const texts = TEXTS[lang]!;
    const missing: string[] = [];
    for (const family of LOTTERY_FAMILIES) {
      if (!textAt(texts, familyNameKey(family.code))) missing.push(familyNameKey(family.code));
      for (const play of family.plays) {
        if (!textAt(texts, playNameKey(family.code, play.code))) missing.push(playNameKey(family.code, play.code));
        for (const tier of play.tiers) {
          const keys = tierNameKeys(family.code, tier);
          if (!keys.some((key) => textAt(texts, key))) missing.push(keys.join(" | "));
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
