/** Member types (spec sections 4 and 9). */
export const AGENT_MEMBER_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_MEMBER_TYPE = 4;
/** An agent of this type never sees "transfer to upline". */
export const AGENT_TYPE_NO_TRANSFER_UP = 2;

export function isAgentType(type: number): boolean {
  return (AGENT_MEMBER_TYPES as readonly number[]).includes(type);
}

/** Session storage keys written by the web (spec section 3). */
export const SESSION_KEYS = { token: "token", isAgent: "isAgent", merchantCode: "merchantCode" } as const;
