/**
 * The member and agent centres keep their current page in the URL (`?member=<page>`,
 * `?agent=<page>`), so reload and back work (ARCHITECTURE, Web).
 */
export const CENTER_PARAM = { memberCenter: "member", agentCenter: "agent" } as const;
export type CenterName = keyof typeof CENTER_PARAM;

/** The first page of each centre. */
export const CENTER_HOME: Record<CenterName, string> = { memberCenter: "securityCenter", agentCenter: "announcement" };

/** The centre and page the URL asks for, if any (member wins over agent). */
export function centerFromSearch(search: string): { name: CenterName; page: string } | null {
  const params = new URLSearchParams(search);
  for (const name of ["memberCenter", "agentCenter"] as const) {
    const page = params.get(CENTER_PARAM[name]);
    if (page !== null) return { name, page: page || CENTER_HOME[name] };
  }
  return null;
}

/** The search string with the centre set to `page`, or removed when `page` is null. */
export function centerSearch(search: string, name: CenterName, page: string | null): string {
  const params = new URLSearchParams(search);
  params.delete(CENTER_PARAM.memberCenter);
  params.delete(CENTER_PARAM.agentCenter);
  if (page !== null) params.set(CENTER_PARAM[name], page);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
