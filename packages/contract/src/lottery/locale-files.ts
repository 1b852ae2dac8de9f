/**
 * The lottery's texts (family, play, tier and prize names; the bet and verify pages' texts), one
 * file per language, as lazy loaders keyed by path the way `import.meta.glob` keys files (a glob
 * cannot reach into a package): the portal's `lottery` namespace and the back office's lottery
 * names load them, one chunk per language. Each import is written out for the bundler to split.
 */
export const LOTTERY_LOCALE_FILES: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  "lottery/locales/cn.json": () => import("./locales/cn.json"),
  "lottery/locales/en.json": () => import("./locales/en.json"),
  "lottery/locales/ja.json": () => import("./locales/ja.json"),
  "lottery/locales/th.json": () => import("./locales/th.json"),
  "lottery/locales/vi.json": () => import("./locales/vi.json"),
};
