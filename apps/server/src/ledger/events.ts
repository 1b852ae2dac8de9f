import { EventEmitter } from "node:events";
import type { Db } from "../db/client";

/** After a commit: the members of one merchant whose wallets moved. */
export interface LedgerCommit {
  merchantId: number;
  memberIds: number[];
}

interface LedgerEventMap {
  committed: [LedgerCommit];
}

/**
 * One emitter per database, so two apps in one process (tests) never hear each other's
 * commits. The /ws push subscribes; the ledger never waits for listeners.
 */
const emitters = new WeakMap<object, EventEmitter<LedgerEventMap>>();

export function ledgerEvents(db: Db): EventEmitter<LedgerEventMap> {
  let emitter = emitters.get(db);
  if (!emitter) {
    emitter = new EventEmitter<LedgerEventMap>();
    emitter.setMaxListeners(0);
    emitters.set(db, emitter);
  }
  return emitter;
}

/** Tells the listeners, once a statement or transaction committed, whose wallets it moved (by brand). */
export function announce(db: Db, owners: readonly { merchantId: number; memberId: number }[]): void {
  const touched = new Map<number, Set<number>>();
  for (const owner of owners) {
    touched.set(owner.merchantId, (touched.get(owner.merchantId) ?? new Set()).add(owner.memberId));
  }
  for (const [merchantId, memberIds] of touched) {
    ledgerEvents(db).emit("committed", { merchantId, memberIds: [...memberIds] });
  }
}
