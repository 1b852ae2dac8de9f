/**
 * The start screen's system status (spec sections 2 and 4): 0 normal, 1 maintenance, 2 region
 * restricted. Kept free of zod so the web's entry chunk can use it.
 */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** The client derives one status: maintenance first, then region restriction (reference notes). */
export function deriveSystemStatus(status: { maintenance: boolean; regionRestriction: boolean }): SystemStatusCode {
  if (status.maintenance) return SYSTEM_STATUS.maintenance;
  if (status.regionRestriction) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}
