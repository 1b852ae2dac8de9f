import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_LOAD_TIMEOUT_MS } from "@portal/contract/constants";
import { ErrorPanel } from "../shared/ui/error-panel";
import { Spinner } from "../shared/ui/spinner";

export type PageModule = { default: ComponentType };
export type PageLoad = () => Promise<PageModule>;

export class PageLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`page chunk did not load within ${ms} ms`);
    this.name = "PageLoadTimeoutError";
  }
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function ChunkError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof PageLoadTimeoutError ? t("errors.PAGE_LOAD_TIMEOUT") : t("chunk.failed");
  return <ErrorPanel message={message} retryLabel={t("common.retry")} onRetry={onRetry} />;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) return <ChunkError error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** Page modules that have finished loading, by their loader: such a page renders at once. */
const loadedPages = new WeakMap<PageLoad, PageModule>();

/**
 * Imports a page's chunk and remembers the module, so a page whose chunk is already here (started
 * by the first screen, or visited before) renders in the same commit as its layout instead of
 * suspending once: a suspended page is shown no sooner than 300 ms after its spinner (React's
 * Suspense throttling), which delayed the home banner, the largest paint of /index.
 */
export function loadPage(load: PageLoad): Promise<PageModule> {
  return load().then((module) => {
    loadedPages.set(load, module);
    return module;
  });
}

function lazyPage(load: PageLoad, timeoutMs: number) {
  return lazy(() => withTimeout(loadPage(load), timeoutMs));
}

/** The page component: the loaded module's when there is one, else a lazy one that suspends. */
function pageComponent(load: PageLoad, timeoutMs: number): ComponentType {
  return loadedPages.get(load)?.default ?? lazyPage(load, timeoutMs);
}

export interface PageLoaderProps {
  load: PageLoad;
  timeoutMs?: number;
}

/**
 * A route page as a lazy chunk. A failed import, or one slower than PAGE_LOAD_TIMEOUT_MS, shows a
 * translated error with a retry button that imports the chunk again.
 */
export function PageLoader({ load, timeoutMs = PAGE_LOAD_TIMEOUT_MS }: PageLoaderProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => pageComponent(load, timeoutMs));
  const retry = () => {
    setPage(() => lazyPage(load, timeoutMs));
    setAttempt((a) => a + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Spinner label={t("common.loading")} />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
