/** Types of built-portal.mjs for the TypeScript benchmarks that import it. */
export function chromePath(): string;
export function startBuiltPortal(env?: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }>;
