import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SETTINGS_SCHEMA } from "../src/modules/system/settings";

/**
 * Settings > Brand settings describes every setting: each key of SETTINGS_SCHEMA has a text in
 * the back office's settings locales (`brand.keys.*`), in all five languages, and no text is left
 * for a key the server no longer has.
 */
const LANGUAGES = ["cn", "en", "ja", "th", "vi"] as const;

function descriptionsOf(language: string): Record<string, unknown> {
  const url = new URL(`../../back-office/src/locales/settings/${language}.json`, import.meta.url);
  const texts = JSON.parse(readFileSync(url, "utf8")) as { brand: { keys: Record<string, unknown> } };
  return texts.brand.keys;
}

describe("brand setting descriptions", () => {
  const keys = Object.keys(SETTINGS_SCHEMA).sort();
  for (const language of LANGUAGES) {
    it(`describes every setting in ${language}`, () => {
      const descriptions = descriptionsOf(language);
      expect(Object.keys(descriptions).sort()).toEqual(keys);
      for (const key of keys) {
        const text = descriptions[key];
        expect(typeof text === "string" && text.trim().length > 0, `${language}: ${key}`).toBe(true);
      }
    });
  }
});
