import type { BrandCaches } from "../../lib/brand-cache";
import { AppError } from "../../http/app-error";
import type { GameRepository } from "./repository";

/**
 * Whether a vendor is under maintenance at `now`: the operator's flag, until its planned end when
 * one is set (a maintenance planned to end at 14:00 is over at 14:00 without another click). The
 * lanes, the hot games (in SQL, repository.ts) and the launch all ask this.
 */
export function underMaintenance(
  vendor: { maintenance: boolean; maintenanceUntil: Date | null },
  now: Date = new Date(),
): boolean {
  return vendor.maintenance && (vendor.maintenanceUntil === null || vendor.maintenanceUntil.getTime() > now.getTime());
}

export interface MaintenanceChange {
  maintenance: boolean;
  /** The planned end (epoch ms), when the operator knows it. */
  until?: number | null | undefined;
}

/**
 * An operator's switch of a vendor's maintenance. Maintenance is a state of the vendor (not a
 * launch failure): the lanes show it at once (the brand's catalogue caches drop on every
 * instance) and a launch answers VENDOR_MAINTENANCE until it is cleared.
 */
export class VendorMaintenance {
  constructor(
    private readonly games: GameRepository,
    private readonly caches: BrandCaches,
  ) {}

  async set(merchantId: number, vassalage: string, change: MaintenanceChange, now = new Date()) {
    const until = change.maintenance && change.until != null ? new Date(change.until) : null;
    if (until && until.getTime() <= now.getTime()) {
      throw new AppError("VALIDATION_FAILED", "The planned end must be in the future", { until: "past" });
    }
    const rows = await this.games.setMaintenance(merchantId, vassalage, change.maintenance, until);
    if (rows.length === 0) throw new AppError("NOT_FOUND", "No such vendor");
    await this.caches.changed(merchantId);
    return { vendor: vassalage, maintenance: change.maintenance, maintenanceUntil: until ? until.getTime() : null };
  }
}
