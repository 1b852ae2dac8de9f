/**
 * Paths of the portal API. The spec's paths are kept exactly; calls whose path the spec omits
 * get resource-style paths in the same families, all listed in the OpenAPI document at /docs.
 */
export const API = {
  systemStatus: "/wps/system/status",
  whitelabel: "/wps/system/whitelabel",
  domainRoute: "/wps/system/domainRoute",
  country: "/wps/system/country",
  helpCenter: "/wps/system/helpCenter",
  registerSettings: "/wps/system/setting/register",
  announcementContent: "/wps/announcement/content",
  gameMenus: "/lgw/games/game_menus",
  vendorLanes: "/wps/games/vendors",
  hotGames: "/wps/games/hot",
} as const;

/** Request headers of the family (reference notes). */
export const HEADER = {
  merchant: "merchant",
  authorization: "authorization",
  language: "language",
  device: "device",
  requestId: "x-request-id",
} as const;
export const DEVICE_WEB = "web";
