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
import { DEFAULT_NS, LAZY_NAMESPACES, LOTTERY_NS } from "../shared/i18n/namespaces";

type Tree = { [key: string]: string | Tree };

const here = fileURLToPath(new URL(".", import.meta.url));
const srcDir = join(here, "..");

/** The lazy namespaces whose files are not under locales/: the lottery's, shared with the back office. */
const FOLDERS: Partial<Record<string, string>> = {
  [LOTTERY_NS]: join(srcDir, "../../../packages/contract/src/lottery/locales"),
};

/**
 * A language's texts of a namespace: the default one (`locales/<lng>.json`) or a lazy one
 * (`locales/<ns>/<lng>.json`, or its folder in FOLDERS).
 */
function load(lang: string, namespace: string = DEFAULT_NS): Tree {
  const file =
    namespace === DEFAULT_NS
      ? join(here, `${lang}.json`)
      : join(FOLDERS[namespace] ?? join(here, namespace), `${lang}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Tree;
}

/** Every namespace, the default first; each lazy one has its folder here or in FOLDERS (shared/i18n/namespaces.ts). */
const NAMESPACES = [DEFAULT_NS, ...LAZY_NAMESPACES];
/** Each language other than English with each namespace, for the tests that compare them with English. */
const TRANSLATIONS = LANGUAGES.filter((l) => l !== "en").flatMap((lang) =>
  NAMESPACES.map((namespace) => [lang, namespace] as const),
);

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
const englishOf = (namespace: string) => (namespace === DEFAULT_NS ? en : flatten(load("en", namespace)));

/**
 * Texts every translation leaves as in English: brand, product and game names and codes.
 */
const SAME_AS_ENGLISH = new Set([
  // A percent is written the same way in every language the portal speaks.
  "{{percent}}%",
  // So is a range of two amounts (kept on one line).
  "{{min}}\u00a0–\u00a0{{max}}",
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
function untranslated(other: Map<string, string>, lang = "", english: Map<string, string> = en): string[] {
  const loanwords = LOANWORDS[lang] ?? new Set<string>();
  return [...english.entries()]
    .filter(
      ([key, text]) =>
        other.get(key) === text && !SAME_AS_ENGLISH.has(text) && !loanwords.has(text) && /[A-Za-z]{2}/.test(text),
    )
    .map(([key]) => key);
}

describe("locales", () => {
  it.each(TRANSLATIONS)("%s has exactly the keys of en (namespace %s)", (lang, namespace) => {
    const english = englishOf(namespace);
    const other = flatten(load(lang, namespace));
    const missing = [...english.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(TRANSLATIONS)("%s keeps every placeholder of en (namespace %s)", (lang, namespace) => {
    const other = flatten(load(lang, namespace));
    const broken = [...englishOf(namespace).entries()]
      .filter(
        ([key, text]) => other.has(key) && placeholders(text).join() !== placeholders(other.get(key) ?? "").join(),
      )
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(TRANSLATIONS)("%s translates every text that is not a name or code (namespace %s)", (lang, namespace) => {
    expect(untranslated(flatten(load(lang, namespace)), lang, englishOf(namespace))).toEqual([]);
  });

  it.each(LAZY_NAMESPACES)(
    "the lazy namespace %s has top-level keys of its own (the default one's are its fallback)",
    (namespace) => {
      const own = Object.keys(load("en", namespace));
      expect(own.filter((key) => key in load("en"))).toEqual([]);
    },
  );

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

  it.each(LANGUAGES.flatMap((lang) => NAMESPACES.map((namespace) => [lang, namespace] as const)))(
    "%s has no empty text (namespace %s)",
    (lang, namespace) => {
      const empty = [...flatten(load(lang, namespace)).entries()]
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => key);
      expect(empty).toEqual([]);
    },
  );

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

  it("every literal key used in the code exists in en (in one of its namespaces)", () => {
    const known = new Set(NAMESPACES.flatMap((namespace) => [...englishOf(namespace).keys()]));
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
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it("detects a broken placeholder", () => {
    expect(placeholders("{{a}} and (min)-(max)")).toEqual(["(max)", "(min)", "{{a}}"]);
    expect(placeholders("{{a}} (min)").join()).not.toBe(placeholders("{{b}} (min)").join());
  });
});
