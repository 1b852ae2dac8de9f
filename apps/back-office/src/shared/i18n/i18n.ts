import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "@portal/contract/languages";
import { readStorage, writeStorage } from "../session/storage";

/**
 * The back office's texts, in i18next namespaces as the portal's (apps/web shared/i18n): the
 * default one (`common`: the layout, sign-in, errors) loads at start-up, one file per language;
 * each section's own texts (`money`, `games`, `settings`) load with its lazy chunk
 * (lazyNamespace), so the sign-in screen carries none of them.
 */
export const DEFAULT_NS = "common";
type Loader = () => Promise<{ default: ResourceKey }>;

const commonLoaders = import.meta.glob<{ default: ResourceKey }>("../../locales/*.json");
const namespaceLoaders = new Map<string, Record<string, Loader>>();

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === DEFAULT_NS
        ? commonLoaders[`../../locales/${language}.json`]
        : namespaceLoaders.get(namespace)?.[language];
    if (!load) {
      callback(new Error(`No texts for ${language} (${namespace})`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** The operator's language choice, remembered in this browser. */
export const LANGUAGE_KEY = "backOfficeLanguage";

export const LANGUAGE_NAMES: Record<Language, string> = {
  cn: "简体中文",
  en: "English",
  ja: "日本語",
  th: "ไทย",
  vi: "Tiếng Việt",
};
const HTML_LANG: Record<Language, string> = { cn: "zh-CN", en: "en", ja: "ja", th: "th", vi: "vi" };

function storedLanguage(): Language | null {
  const value = readStorage("local", LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

let started: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  if (started) return started;
  i18next.on("languageChanged", (lang) => {
    if (isLanguage(lang) && typeof document !== "undefined") document.documentElement.lang = HTML_LANG[lang];
  });
  started = i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: "currentOnly",
      ns: [DEFAULT_NS],
      defaultNS: DEFAULT_NS,
      fallbackNS: DEFAULT_NS,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return started;
}

export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : (storedLanguage() ?? DEFAULT_LANGUAGE);
}

export function chooseLanguage(lang: Language): Promise<unknown> {
  writeStorage("local", LANGUAGE_KEY, lang);
  return i18next.changeLanguage(lang);
}

/**
 * A section's namespace: its files by language (`import.meta.glob` of `locales/<ns>/*.json`),
 * registered and loaded when the section's chunk asks for them.
 */
export type NamespaceLoad = (() => Promise<unknown>) & { namespace: string };

export function lazyNamespace(namespace: string, files: Record<string, Loader>): NamespaceLoad {
  const byLanguage = Object.fromEntries(
    Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), load]),
  );
  const load = () => {
    namespaceLoaders.set(namespace, byLanguage);
    return i18next.loadNamespaces(namespace);
  };
  return Object.assign(load, { namespace });
}
