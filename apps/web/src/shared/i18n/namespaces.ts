/**
 * The portal's texts come in namespaces (i18next's), each a file per language:
 * - `translation`, `locales/<lng>.json`: everything the first screen may show, loaded at start-up;
 * - `agent`, `locales/agent/<lng>.json`: the agent centre's own pages, loaded with them
 *   (agent-texts.ts registers the files' loaders and loads them), so the first screen's budget
 *   (apps/web/scripts/bundle-budget.mjs) carries neither the texts nor their loaders.
 * A lazy namespace's top-level keys differ from the default one's, and a key missing from it is
 * looked up in the default namespace (`fallbackNS`), so a page of the agent centre reads
 * `errors.*`, `categories.*` and the shared pieces' texts as every other page does.
 */
export const DEFAULT_NS = "translation";
export const AGENT_NS = "agent";
/**
 * The lottery's play, row, option and tier names, per family code (`VN` for both Vietnamese
 * structures; CHAIN plays SSC's plays and reads SSC's names), and the tiers they share (`tier`).
 * Its files are packages/contract's (`lottery/locales/`), which the back office reads too.
 */
export const LOTTERY_NS = "lottery";

/** The points mall's texts (`points.*`), loaded with /pointMall. */
export const POINTS_NS = "points";
/** The house baccarat's texts (`houseBaccarat.*`), loaded with its table and the verify page. */
export const BACCARAT_NS = "baccarat";

/**
 * The mission activity's and the reward center's rewards' texts (`missions.*`, `memberRewards.*`),
 * loaded with their member centre pages (and by the menu's badge once it has a count to tell).
 */
export const MISSIONS_NS = "missions";

/** The member centre's "Invite friends" texts (`referral.*`), loaded by its page (referral-page.tsx). */
export const REFERRAL_NS = "referral";
/**
 * The promotions' texts (`promo.*`, `bonuses.*`: offers and their terms, events and applications,
 * the member's bonuses), loaded with /promotions, /promoDetail and the member centre pages that
 * show them (promotion-texts.ts).
 */
export const PROMOTIONS_NS = "promotions";

/** The VIP page's texts (`vip.*`), loaded with /vip (vip-texts.ts). */
export const VIP_NS = "vip";

/** The member centre's platform information and feedback texts (`inbox.*`, `feedback.*`), loaded by their pages (inbox-texts.ts). */
export const INBOX_NS = "inbox";

/** The chat room's texts (`chat.*`), loaded with its modal (chat-texts.ts). */
export const CHAT_NS = "chat";

/** The namespaces loaded on demand, each with its folder under locales/ (the lottery's in packages/contract). */
export const LAZY_NAMESPACES = [
  AGENT_NS,
  LOTTERY_NS,
  POINTS_NS,
  BACCARAT_NS,
  MISSIONS_NS,
  REFERRAL_NS,
  PROMOTIONS_NS,
  VIP_NS,
  INBOX_NS,
  CHAT_NS,
] as const;
