import type { FastifyRequest } from "fastify";
import { systemInfoSchema, type DomainRoute, type SystemInfo } from "@portal/contract/api/system";
import { isLanguage } from "@portal/contract/languages";
import { ANNOUNCEMENT_PLATFORM_WEB } from "@portal/contract/announcements";
import { LOTTERY_TYPE } from "@portal/contract/games";
import { API, pathWith } from "@portal/contract/api/paths";
import type { BrandCache, BrandCaches } from "../../lib/brand-cache";
import { contractWriter } from "../../http/response-serializer";
import type { Merchant } from "../merchants/repository";
import { brandCustomerService, brandResources } from "./brand-links";
import { qrCodeDigest, qrCodeSvg } from "./qr-code";
import type { SystemRepository } from "./repository";
import type { BrandSettings } from "./brand-settings";
import type { Settings } from "./settings";
import type { Outages } from "./outage";
import { siteInfo, statusEnvelopeJson, statusEtag, type SiteInfo } from "./status-body";

const writeSiteInfo = contractWriter(systemInfoSchema);

export class SystemService {
  /**
   * Every page load asks for the status, and site info changes rarely: like the brand settings
   * (BrandSettings), a brand's info is cached (lib/brand-cache.ts) until a change through the API
   * drops it, or for STATUS_CACHE_MS at most, with its JSON text (written once per entry).
   */
  private readonly infoCache: BrandCache<SiteInfo>;

  constructor(
    private readonly system: SystemRepository,
    caches: BrandCaches,
    private readonly brandSettings: BrandSettings,
    private readonly outages: Outages,
  ) {
    this.infoCache = caches.create();
  }

  private site(merchant: Merchant): Promise<SiteInfo> {
    return this.infoCache.get(merchant.id, "", async () => {
      const info = await this.info(merchant, await this.brandSettings.get(merchant.id));
      return siteInfo(info, writeSiteInfo(info));
    });
  }

  /**
   * The status call's answer: its entity tag, and the envelope of systemStatusSchema as JSON text
   * (status-body.ts), written only when asked for (not for a client that has it already).
   */
  async statusAnswer(request: FastifyRequest, merchant: Merchant): Promise<{ etag: string; body: () => Buffer }> {
    const [site, outage] = await Promise.all([this.site(merchant), this.outages.state(request, merchant)]);
    return { etag: statusEtag(outage, site), body: () => statusEnvelopeJson(outage, site) };
  }

  /**
   * The QR code image of one of the brand's download links, by the digest its `qrCodeUrl` names;
   * undefined when the brand has no such link (any more).
   */
  async qrCode(merchant: Merchant, digest: string): Promise<string | undefined> {
    const resource = (await this.site(merchant)).info.resources.find((r) => qrCodeDigest(r.url) === digest);
    return resource && qrCodeSvg(resource.url);
  }

  async info(merchant: Merchant, settings: Settings): Promise<SystemInfo> {
    const [whitelabel, register, resourceRows, serviceRows, domainRoute] = await Promise.all([
      this.system.featureTree(merchant.id),
      this.system.registrationRules(merchant.id),
      this.system.resources(merchant.id),
      this.system.customerService(merchant.id),
      this.domainRoute(merchant, settings),
    ]);
    const customerService = await brandCustomerService(serviceRows, settings);
    // An image address, not the image: the status body stays small and the browser caches the image.
    const resources = brandResources(resourceRows, settings).map((r) => ({
      ...r,
      qrCodeUrl: pathWith(API.qrCode, { merchantCode: merchant.code, digest: qrCodeDigest(r.url) }),
    }));
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
        theme: settings.brandTheme,
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
