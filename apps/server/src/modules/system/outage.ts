import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { countryOf } from "../../geo/country-lookup";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import type { BrandSettings } from "./brand-settings";

export interface OutageState {
  maintenance: boolean;
  regionRestriction: boolean;
  /** The visitor's address (Fastify applies trustProxy) and its country. */
  location: { ip: string; country: string };
}

/**
 * Whether the portal is closed to a caller: the brand (or MAINTENANCE=true) is under
 * maintenance, or the caller's country is blocked. The start-up status reports it to the pages;
 * the access check refuses every other player call with it (http/access.ts).
 */
export class Outages {
  constructor(
    private readonly config: Config,
    private readonly brandSettings: BrandSettings,
  ) {}

  async state(request: FastifyRequest, merchant: Merchant): Promise<OutageState> {
    const settings = await this.brandSettings.get(merchant.id);
    // A request without a peer address (an in-process websocket upgrade) has no country.
    const ip = (request.ip as string | undefined) ?? "";
    const location = { ip, country: ip === "" ? "" : countryOf(ip) };
    const blocked = this.config.blockedCountries ?? settings.blockedCountries;
    return {
      maintenance: this.config.forceMaintenance || settings.maintenance,
      regionRestriction: location.country !== "" && blocked.includes(location.country),
      location,
    };
  }

  async refuse(request: FastifyRequest, merchant: Merchant): Promise<void> {
    const state = await this.state(request, merchant);
    if (state.maintenance) throw new AppError("SYSTEM_MAINTENANCE", "The system is under maintenance");
    if (state.regionRestriction) throw new AppError("REGION_RESTRICTED", "Not available from your region");
  }
}
