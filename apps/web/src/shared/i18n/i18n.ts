import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "@portal/contract/languages";
import { HTML_LANG, readStoredLanguage, storeLanguage } from "./languages";
import { DEFAULT_NS } from "./namespaces";

type LocaleLoader = () => Promise<{ default: ResourceKey }>;

/** One lazy chunk per locale file of the default namespace. */
const localeLoaders = import.meta.glob<{ default: ResourceKey }>("../../locales/*.json");

/**
 * The files of the lazy namespaces (namespaces.ts) by language, registered by the part of the
 * portal that uses them: their loaders stay out of the first screen's code as well.
 */
const namespaceLoaders = new Map<string, Partial<Record<string, LocaleLoader>>>();

export function registerNamespace(namespace: string, loaders: Partial<Record<string, LocaleLoader>>): void {
  namespaceLoaders.set(namespace, loaders);
}

/** The tiny backend: `read` imports a namespace's file for a language on demand. */
export const localeBackend: BackendModule = {
  type: "backend",
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === DEFAULT_NS
        ? localeLoaders[`../../locales/${language}.json`]
        : namespaceLoaders.get(namespace)?.[language];
    if (!load) {
      callback(new Error(`No locale file for "${language}" (${namespace})`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

function syncHtmlLang(language: string): void {
  if (isLanguage(language) && typeof document !== "undefined") {
    document.documentElement.lang = HTML_LANG[language];
  }
}

let initPromise: Promise<unknown> | null = null;

/** Starts i18next with the stored choice, or the product default until the site setting arrives. */
export function initI18n(): Promise<unknown> {
  if (initPromise) return initPromise;
  i18next.on("languageChanged", syncHtmlLang);
  initPromise = i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: readStoredLanguage() ?? DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // Every locale is complete (locales.test.ts), so only the current one is loaded.
      fallbackLng: false,
      load: "currentOnly",
      // The first screen's namespace; the others load with their pages (namespaces.ts), and a
      // key they lack is the default namespace's.
      ns: [DEFAULT_NS],
      defaultNS: DEFAULT_NS,
      fallbackNS: DEFAULT_NS,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return initPromise;
}

export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : (readStoredLanguage() ?? DEFAULT_LANGUAGE);
}

/** The visitor picked a language: remember it and switch. */
export function chooseLanguage(lang: Language): Promise<unknown> {
  storeLanguage(lang);
  return i18next.changeLanguage(lang);
}

/** A language a page was opened with (a game page's `language`), winning over the site default. */
let pageLanguage: Language | null = null;

/**
 * Switches to the language a page was opened with, without storing it as the visitor's choice;
 * the site default no longer applies until the returned function releases it.
 */
export function applyPageLanguage(lang: Language): () => void {
  pageLanguage = lang;
  if (currentLanguage() !== lang) void i18next.changeLanguage(lang);
  return () => {
    if (pageLanguage === lang) pageLanguage = null;
  };
}

/** The site's default applies unless the visitor chose a language (spec section 1). */
export function applySiteDefaultLanguage(siteDefault: Language): void {
  if (pageLanguage !== null || readStoredLanguage() !== null) return;
  if (currentLanguage() !== siteDefault) void i18next.changeLanguage(siteDefault);
}
