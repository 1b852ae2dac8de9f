import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@portal/contract/languages";

// Every language has every text of every namespace (the back office loads only the current
// language, with no fallback to another), and no text is left in English in another language.
const files = import.meta.glob<{ default: Record<string, unknown> }>(["./*.json", "./*/*.json"], { eager: true });

function leaves(node: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === "string") out.set(prefix, node);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  }
  return out;
}

const namespaces = [...new Set(Object.keys(files).map((path) => path.slice(0, path.lastIndexOf("/"))))];

describe("the back office's texts", () => {
  for (const folder of namespaces) {
    const english = leaves(files[`${folder}/en.json`]!.default);
    for (const lang of LANGUAGES) {
      it(`${folder === "." ? "common" : folder.slice(2)}: ${lang} has every key, in its own words`, () => {
        const texts = leaves(files[`${folder}/${lang}.json`]?.default);
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        if (lang === "en") return;
        // The one text Vietnamese operators say in English too ("Marketing" as a team's name).
        const allowed = new Set(lang === "vi" ? ["roles.MARKETING"] : []);
        const copies = [...texts].filter(
          ([key, text]) => text === english.get(key) && /[a-z]{4}/.test(text) && !allowed.has(key),
        );
        expect(copies.map(([key]) => key)).toEqual([]);
      });
    }
  }
});
