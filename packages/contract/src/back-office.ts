/**
 * The operators' web app (apps/back-office) is served by the same server under this path; the
 * portal's shell never answers below it (apps/server/src/http/back-office.ts).
 */
export const BACK_OFFICE_BASE = "/back-office";
