import { flattenFeatures } from "@portal/contract/feature-switches";
import type { BrandCache, BrandCaches } from "../../lib/brand-cache";
import type { SystemRepository } from "./repository";
import type { Settings } from "./settings";
import type { SettingsRepository } from "./settings-repository";

interface BrandSettingsEntry {
  settings: Settings;
  switches: Record<string, boolean>;
}

/**
 * A brand's settings and feature switches, cached (lib/brand-cache.ts) because nearly every
 * request needs them: an operator's change through the API is seen at once (BrandConfig tells the
 * caches), on other instances through Redis; any other change within STATUS_CACHE_MS.
 */
export class BrandSettings {
  private readonly cache: BrandCache<BrandSettingsEntry>;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly system: SystemRepository,
    caches: BrandCaches,
  ) {
    this.cache = caches.create();
  }

  async get(merchantId: number): Promise<Settings> {
    return (await this.load(merchantId)).settings;
  }

  /** Feature switches flattened to modId -> on (a child is off when its parent is). */
  async switches(merchantId: number): Promise<Record<string, boolean>> {
    return (await this.load(merchantId)).switches;
  }

  private load(merchantId: number): Promise<BrandSettingsEntry> {
    return this.cache.get(merchantId, "", async () => ({
      settings: await this.settings.read(merchantId),
      switches: flattenFeatures(await this.system.featureTree(merchantId)),
    }));
  }
}
