import type { FastifyRequest } from "fastify";
import type { DomainRoute, SystemInfo, SystemStatus } from "@portal/contract/api/system";
import { isLanguage } from "@portal/contract/languages";
import { ANNOUNCEMENT_PLATFORM_WEB } from "@portal/contract/announcements";
import { LOTTERY_TYPE } from "@portal/contract/games";
import type { Config } from "../../config";
import type { Merchant } from "../merchants/repository";
import { qrCodeDataUrl } from "./qr-code";
import type { SystemRepository } from "./repository";
import type { BrandSettings } from "./brand-settings";
import type { Settings } from "./settings";
import type { Outages } from "./outage";

export class SystemService {
  /**
   * Every page load asks for the status, and site info changes rarely: like the brand settings
   * (BrandSettings), a brand's info is reused for `statusCacheMs`, so an operator's change shows
   * within that time on every instance without any cross-instance signal.
   */
  private readonly infoCache = new Map<number, { info: SystemInfo; expiresAt: number }>();

  constructor(
    private readonly system: SystemRepository,
    private readonly config: Config,
    private readonly brandSettings: BrandSettings,
    private readonly outages: Outages,
  ) {}

  private async site(merchant: Merchant): Promise<{ settings: Settings; info: SystemInfo }> {
    const now = Date.now();
    const settings = await this.brandSettings.get(merchant.id);
    const hit = this.infoCache.get(merchant.id);
    if (hit && hit.expiresAt > now) return { settings, info: hit.info };
    const info = await this.info(merchant, settings);
    if (this.config.statusCacheMs > 0)
      this.infoCache.set(merchant.id, { info, expiresAt: now + this.config.statusCacheMs });
    return { settings, info };
  }

  async status(request: FastifyRequest, merchant: Merchant): Promise<SystemStatus> {
    const [{ info }, outage] = await Promise.all([this.site(merchant), this.outages.state(request, merchant)]);
    return { ...outage, info };
  }

  async info(merchant: Merchant, settings: Settings): Promise<SystemInfo> {
    const [whitelabel, register, resourceRows, customerService, domainRoute] = await Promise.all([
      this.system.featureTree(merchant.id),
      this.system.registrationRules(merchant.id),
      this.system.resources(merchant.id),
      this.system.customerService(merchant.id),
      this.domainRoute(merchant, settings),
    ]);
    const resources = await Promise.all(
      resourceRows.map(async (r) => ({ ...r, qrCodeUrl: await qrCodeDataUrl(r.url) })),
    );
    return {
      site: {
        brandName: merchant.name,
        merchantCode: merchant.code,
        defaultLanguage: isLanguage(merchant.defaultLanguage) ? merchant.defaultLanguage : "en",
        loginedToHomePage: settings.loginedToHomePage,
        chatHeaderColour: settings.chatHeaderColour,
        lotteryType: LOTTERY_TYPE,
        device: "WEB",
        platform: ANNOUNCEMENT_PLATFORM_WEB,
      },
      whitelabel,
      register,
      resources,
      customerService,
      imageCDNs: settings.imageCDNs,
      launchGameCDNs: settings.launchGameCDNs,
      domainRoute,
      mainDomain: settings.mainDomain,
    };
  }

  async domainRoute(merchant: Merchant, settings?: Settings): Promise<DomainRoute> {
    const s = settings ?? (await this.brandSettings.get(merchant.id));
    const rows = await this.system.domains(merchant.id);
    return {
      mainDomain: s.mainDomain,
      domains: rows.map((r) => ({ domain: r.domain, purpose: r.purpose })),
    };
  }
}
