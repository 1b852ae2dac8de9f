import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@portal/contract/languages";
import { CLIENT_ERROR_CODES, ERROR_CODES } from "@portal/contract/error-codes";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { ROUTES } from "@portal/contract/routes";
import { PATTERN_IDS } from "@portal/contract/registration-rules";
import { MODAL_NAMES } from "../shared/modals/modal-store";

type Tree = { [key: string]: string | Tree };

const here = fileURLToPath(new URL(".", import.meta.url));
const srcDir = join(here, "..");

function load(lang: string): Tree {
  return JSON.parse(readFileSync(join(here, `${lang}.json`), "utf8")) as Tree;
}

/** Flattens nested keys to "a.b.c" -> text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** {{x}} placeholders plus the (min)/(max) tokens of the registration messages. */
function placeholders(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => `{{${m[1]}}}`);
  for (const token of ["(min)", "(max)"]) {
    const count = text.split(token).length - 1;
    for (let i = 0; i < count; i += 1) found.push(token);
  }
  return found.sort();
}

const en = flatten(load("en"));

/**
 * Texts every translation leaves as in English: brand, product and game names and codes.
 */
const SAME_AS_ENGLISH = new Set([
  "VIP",
  "DS88",
  "PC28",
  "Mark Six",
  "Telegram",
  "iOS",
  "Android",
  "LINE",
  "WhatsApp",
  "Facebook",
  "WeChat",
  "Punto Banco (baccarat)",
]);

/**
 * The few loanwords one market's portals use as they are (not "Hot" or "Nonce": players read
 * "Nổi bật" and an explained nonce): Vietnamese slot screens keep "Wild" (like "Scatter") and
 * forms say "Email"; Japanese buttons say "OK".
 */
const LOANWORDS: Partial<Record<string, ReadonlySet<string>>> = {
  vi: new Set(["Wild", "Email"]),
  ja: new Set(["OK"]),
};

/** The keys whose text in `other` is still the English text (not allowed above, not just digits or symbols). */
function untranslated(other: Map<string, string>, lang = ""): string[] {
  const loanwords = LOANWORDS[lang] ?? new Set<string>();
  return [...en.entries()]
    .filter(
      ([key, text]) =>
        other.get(key) === text && !SAME_AS_ENGLISH.has(text) && !loanwords.has(text) && /[A-Za-z]{2}/.test(text),
    )
    .map(([key]) => key);
}

describe("locales", () => {
  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has exactly the keys of en", (lang) => {
    const other = flatten(load(lang));
    const missing = [...en.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s keeps every placeholder of en", (lang) => {
    const other = flatten(load(lang));
    const broken = [...en.entries()]
      .filter(
        ([key, text]) => other.has(key) && placeholders(text).join() !== placeholders(other.get(key) ?? "").join(),
      )
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s translates every text that is not a name or code", (lang) => {
    expect(untranslated(flatten(load(lang)), lang)).toEqual([]);
  });

  it("finds a text left in English", () => {
    const other = new Map(en);
    other.set("footer.copyright", "版权所有");
    expect(untranslated(other)).toContain("common.close");
    expect(untranslated(other)).not.toContain("footer.copyright");
    expect(untranslated(other)).not.toContain("side.telegram");
    // A loanword is one market's, and "Hot" or "Nonce" is nobody's.
    expect(untranslated(other, "vi")).not.toContain("houseSlot.symbols.WILD");
    expect(untranslated(other, "th")).toContain("houseSlot.symbols.WILD");
    expect(untranslated(other, "vi")).toEqual(expect.arrayContaining(["games.hot", "fairVerify.nonce"]));
  });

  it.each(LANGUAGES)("%s has no empty text", (lang) => {
    const empty = [...flatten(load(lang)).entries()].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("en translates every error code, category, page area, modal and registration pattern", () => {
    const required = [
      ...ERROR_CODES.map((c) => `errors.${c}`),
      ...CLIENT_ERROR_CODES.map((c) => `errors.${c}`),
      ...GAME_CATEGORIES.map((c) => `categories.${c}`),
      // A page whose texts live under its own top-level key keeps its title there (the router reads both).
      ...ROUTES.map((r) => (en.has(`${r.area}.title`) ? `${r.area}.title` : `pages.${r.area}`)),
      ...MODAL_NAMES.map((m) => `modals.${m}`),
      ...PATTERN_IDS.map((id) => `reg_pattern_${id}`),
    ];
    expect(required.filter((key) => !en.has(key))).toEqual([]);
  });

  it("registration pattern messages carry (min) and (max)", () => {
    for (const id of PATTERN_IDS) {
      const text = en.get(`reg_pattern_${id}`) ?? "";
      expect(text).toContain("(min)");
      expect(text).toContain("(max)");
    }
  });

  it("every literal key used in the code exists in en", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(srcDir);
    const used = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([A-Za-z_][\w]*(?:\.[\w]+)+)"/g)) {
        if (m[1]) used.add(m[1]);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !en.has(key))).toEqual([]);
  });

  it("detects a broken placeholder", () => {
    expect(placeholders("{{a}} and (min)-(max)")).toEqual(["(max)", "(min)", "{{a}}"]);
    expect(placeholders("{{a}} (min)").join()).not.toBe(placeholders("{{b}} (min)").join());
  });
});
