import { flattenFeatures } from "@portal/contract/feature-switches";
import type { SystemRepository } from "./repository";
import type { Settings } from "./settings";
import type { SettingsRepository } from "./settings-repository";

/**
 * A brand's settings, reused for `ttlMs` (STATUS_CACHE_MS) because nearly every request needs
 * them; an operator's change shows on every instance within that time.
 */
export class BrandSettings {
  private readonly cache = new Map<
    number,
    { settings: Settings; switches: Record<string, boolean>; expiresAt: number }
  >();

  constructor(
    private readonly settings: SettingsRepository,
    private readonly system: SystemRepository,
    private readonly ttlMs: number,
  ) {}

  async get(merchantId: number): Promise<Settings> {
    return (await this.load(merchantId)).settings;
  }

  /** Feature switches flattened to modId -> on (a child is off when its parent is). */
  async switches(merchantId: number): Promise<Record<string, boolean>> {
    return (await this.load(merchantId)).switches;
  }

  private async load(merchantId: number) {
    const now = Date.now();
    const hit = this.cache.get(merchantId);
    if (hit && hit.expiresAt > now) return hit;
    const fresh = {
      settings: await this.settings.read(merchantId),
      switches: flattenFeatures(await this.system.featureTree(merchantId)),
      expiresAt: now + this.ttlMs,
    };
    if (this.ttlMs > 0) this.cache.set(merchantId, fresh);
    return fresh;
  }
}
