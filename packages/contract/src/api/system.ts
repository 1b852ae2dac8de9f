import { z } from "zod";
import { exactText } from "../input-schemas";
import { featureNodeSchema } from "../feature-switches";
import { registrationRulesSchema } from "../registration-rules";
import { LANGUAGES } from "../languages";
import { brandThemeSchema } from "../brand-theme";

export const systemStatusQuery = z.object({
  /** The host the visitor opened, for domain checks and routing. */
  url: exactText(255).optional(),
});

/** The QR code image of a download link: the brand and the first 22 characters of the link's SHA-256, base64url. */
export const qrCodeParams = z.object({
  merchantCode: exactText(32),
  digest: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
});

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  /** The address of the link's QR code image (API.qrCode), on this server. */
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({
  csType: z.number().int(),
  /** Obfuscated link: ciphertext + 8-character key (customer-service-link.ts). */
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;

export const locationSchema = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2 code, or "" when the address is private or unknown. */
  country: z.string(),
});

export const siteSchema = z.object({
  brandName: z.string(),
  merchantCode: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  loginedToHomePage: z.boolean(),
  chatHeaderColour: z.string(),
  lotteryType: z.string(),
  device: z.string(),
  platform: z.string(),
  /** The operator's colours and logo (setting brandTheme). */
  theme: brandThemeSchema,
});

/** What a brand's domain serves: the portal, the app download page, or the agents' site. */
export const DOMAIN_PURPOSES = ["WEB", "DOWNLOAD", "AGENT"] as const;
export const domainRouteSchema = z.object({
  mainDomain: z.string(),
  domains: z.array(z.object({ domain: z.string(), purpose: z.enum(DOMAIN_PURPOSES) })),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const systemInfoSchema = z.object({
  site: siteSchema,
  whitelabel: z.array(featureNodeSchema),
  register: registrationRulesSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  domainRoute: domainRouteSchema,
  mainDomain: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const systemStatusSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: locationSchema,
  info: systemInfoSchema,
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const helpArticleSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export const helpCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articles: z.array(helpArticleSchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;
