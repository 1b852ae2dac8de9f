import i18next, { type ResourceKey } from "i18next";
import { registerNamespace } from "./i18n";

/** The language files of a lazy namespace, as `import.meta.glob` finds them (`.../<lng>.json`). */
export type NamespaceFiles = Record<string, () => Promise<{ default: ResourceKey }>>;

/**
 * A lazy namespace's loader (namespaces.ts): it registers the files' loaders, by language, and
 * loads the current language; i18next loads the others as the visitor switches while they are in
 * use. Each namespace's file keeps its own `import.meta.glob` (Vite needs the pattern written out),
 * imported only by the parts that show its texts, so none of it is on the first screen.
 */
export function lazyNamespace(namespace: string, files: NamespaceFiles): () => Promise<void> {
  const loaders = Object.fromEntries(
    Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), load]),
  );
  return () => {
    registerNamespace(namespace, loaders);
    return i18next.loadNamespaces(namespace);
  };
}
