import { GAME_CATEGORIES, IS_GAME_POPUP, VENDOR, type GameCategory } from "@portal/contract/games";
import { ROUTE } from "@portal/contract/routes";
import type { Lane, VendorCard } from "@portal/contract/api/content";
import { gameRoute } from "../launch/launch-target";
import type { GameListFilter } from "../api/player-games";

/** The page of each category. */
export const CATEGORY_ROUTE: Record<GameCategory, string> = {
  LIVE: ROUTE.live,
  RNG: ROUTE.rng,
  SPORTS: ROUTE.sports,
  FISH: ROUTE.fish,
  PVP: ROUTE.pvp,
  ESPORTS: ROUTE.esports,
  ELOTT: ROUTE.elott,
};

export interface NavTarget {
  to: string;
  /** A slots vendor is remembered as the current vendor before /rng opens. */
  currentVendor?: string;
  /** The target starts a game (/game), which needs a real account. */
  launches?: boolean;
  /** A VASSALAGE vendor: a click opens its popup game list instead of following `to`. */
  popupVendor?: string;
}

export type NavEntryId = "home" | GameCategory | "DS88" | "promotions";

export interface NavEntry {
  id: NavEntryId;
  labelKey: string;
  target: NavTarget;
}

type CardRef = Pick<VendorCard, "vassalage" | "category"> & Partial<Pick<VendorCard, "isGame">>;

/** The vendor cards a category lists. The sports list hides DS88, which gets its own entry. */
export function categoryCards<C extends CardRef>(
  lanes: readonly { title: GameCategory; cards: readonly C[] }[],
  category: GameCategory,
): C[] {
  const cards = lanes.filter((lane) => lane.title === category).flatMap((lane) => lane.cards);
  return category === "SPORTS" ? cards.filter((card) => card.vassalage !== VENDOR.ds88) : cards;
}

/**
 * The games /rng lists for a slots vendor: its slots only (the house's baccarat is live casino).
 * The page's list and the first screen's prefetch both use it, so the prefetch lands in the
 * query the page reads.
 */
export function rngGamesFilter(vendor: string): GameListFilter {
  return { vendor, category: "RNG" };
}

/** The selected slots vendor: ?page= first, then the remembered vendor, then the first one. */
export function selectRngVendor(
  vendors: readonly string[],
  page: string | null,
  remembered: string | null,
): string | null {
  if (page !== null && vendors.includes(page)) return page;
  if (remembered !== null && vendors.includes(remembered)) return remembered;
  return vendors[0] ?? null;
}

/**
 * Where one vendor opens (spec section 4): a VASSALAGE vendor opens its popup game list; slots go
 * to /rng with the vendor remembered; TCG_SEA to the e-lottery page; TCG_LOTTO_VN to /Vnlottery;
 * any other vendor (GPI, live, sports...) starts its lobby at /game.
 */
export function vendorTarget(card: CardRef): NavTarget {
  if (card.isGame === IS_GAME_POPUP) return { to: CATEGORY_ROUTE[card.category], popupVendor: card.vassalage };
  if (card.category === "RNG") {
    return { to: `${ROUTE.rng}?page=${encodeURIComponent(card.vassalage)}`, currentVendor: card.vassalage };
  }
  if (card.vassalage === VENDOR.tcgSea) return { to: ROUTE.elott };
  if (card.vassalage === VENDOR.tcgLottoVn) return { to: ROUTE.vnLottery };
  return { to: gameRoute({ vassalage: card.vassalage }), launches: true };
}

/**
 * The target of a category entry, or null when the category has no vendor (hidden entry).
 * E-lottery opens TCG_SEA directly; PVP or several vendors open the category page; exactly one
 * vendor starts that vendor directly.
 */
export function categoryTarget(
  lanes: readonly Pick<Lane, "title" | "cards">[],
  category: GameCategory,
): NavTarget | null {
  const cards = categoryCards(lanes, category);
  const only = cards[0];
  if (only === undefined) return null;
  if (category === "ELOTT") return { to: ROUTE.elott };
  if (category === "PVP" || cards.length > 1) return { to: CATEGORY_ROUTE[category] };
  return vendorTarget({ ...only, category });
}

/** The DS88 vendor's card, wherever it is listed (it gets its own header entry). */
export function ds88Card(lanes: readonly Pick<Lane, "cards">[]): CardRef | undefined {
  return lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === VENDOR.ds88);
}

/** The header's bottom navigation: home, categories with vendors (plus DS88), promotions. */
export function buildNavEntries(lanes: readonly Pick<Lane, "title" | "cards">[]): NavEntry[] {
  const entries: NavEntry[] = [{ id: "home", labelKey: "nav.home", target: { to: ROUTE.index } }];
  for (const category of GAME_CATEGORIES) {
    const target = categoryTarget(lanes, category);
    if (target) {
      entries.push({ id: category, labelKey: `categories.${category}`, target });
    }
    const ds88 = category === "SPORTS" ? ds88Card(lanes) : undefined;
    if (ds88) {
      entries.push({ id: "DS88", labelKey: "nav.DS88", target: vendorTarget(ds88) });
    }
  }
  entries.push({
    id: "promotions",
    labelKey: "nav.promotions",
    target: { to: ROUTE.promotions },
  });
  return entries;
}

/**
 * Whether an entry is the page shown: the same path, and on /game the same game too (the DS88
 * entry is /game?vassalage=DS88, not every game).
 */
export function isCurrent(to: string, location: { pathname: string; search: string }): boolean {
  const target = new URL(to, "http://portal.invalid");
  if (target.pathname !== location.pathname) return false;
  return target.pathname !== ROUTE.game || target.search === location.search;
}
