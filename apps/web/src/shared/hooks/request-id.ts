import { useState } from "react";

/** A random UUID; built from getRandomValues where randomUUID is missing (plain http). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of a money form: the same values submitted again (a retry after a network
 * error or a refusal) carry the same requestId, so the server never moves the money twice; other
 * values, or a submission after a success, get a new one.
 */
export class RequestIdKeeper {
  private current: { values: string; id: string } | null = null;

  constructor(private readonly make: () => string = newRequestId) {}

  /** The requestId for a submission of these values (any stable text of them). */
  idFor(values: string): string {
    if (this.current === null || this.current.values !== values) this.current = { values, id: this.make() };
    return this.current.id;
  }

  /** The submission succeeded: the next one is a new action. */
  done(): void {
    this.current = null;
  }
}

/** One RequestIdKeeper for the life of a form. */
export function useRequestIds(): RequestIdKeeper {
  const [keeper] = useState(() => new RequestIdKeeper());
  return keeper;
}
