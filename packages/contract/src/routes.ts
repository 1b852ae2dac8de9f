/**
 * The route table of spec section 2: path, page area and layout. The web builds its router from
 * it and the server uses it for the history-mode fallback (known routes answer 200).
 */
export type Layout = "full" | "headerFooter" | "headerOnly" | "none";

export const LAYOUT_PARTS: Record<Layout, { header: boolean; footer: boolean; sideMenu: boolean }> = {
  full: { header: true, footer: true, sideMenu: true },
  headerFooter: { header: true, footer: true, sideMenu: false },
  headerOnly: { header: true, footer: false, sideMenu: false },
  none: { header: false, footer: false, sideMenu: false },
};

export const ROUTE = {
  root: "/",
  index: "/index",
  register: "/register",
  registerHtml: "/register.html",
  login: "/login",
  download: "/download",
  noticePage: "/noticePage",
  vip: "/vip",
  rng: "/rng",
  live: "/live",
  fish: "/fish",
  pvp: "/pvp",
  sports: "/sports",
  promotions: "/promotions",
  promoDetail: "/promoDetail",
  help: "/help",
  down: "/down",
  join: "/join",
  elott: "/elott",
  esports: "/esports",
  vnLottery: "/Vnlottery",
  pointMall: "/pointMall",
  seamless: "/seamless",
  game: "/game",
  helpmc: "/helpmc",
  /** The house slot's game page (a vendor page: it knows only its game token, from the URL). */
  houseSlot: "/house/slot",
  /** The house baccarat's game page (like the slot's, it runs on its game token). */
  houseBaccarat: "/house/baccarat",
  /** The house lottery's bet page for one game (like the slot's, it runs on its game token). */
  houseLottery: "/house/lottery",
  /** Recomputes a house game round from its seeds in the browser; no login needed. */
  houseVerify: "/house/verify",
} as const;

export type RoutePath = (typeof ROUTE)[keyof typeof ROUTE];

/** The verify page's address parameters of its lottery part: a game, and a draw of it to check. */
export const LOTTERY_VERIFY_PARAM = { game: "lotteryGame", drawNo: "drawNo" } as const;

/**
 * /house/verify on a house lottery game's draws (its lottery part), opening one draw's check when
 * given: what the bet page's and the back office's Verify links open.
 */
export function lotteryVerifyUrl(game: string, drawNo?: string): string {
  const params = new URLSearchParams({ part: "lottery", [LOTTERY_VERIFY_PARAM.game]: game });
  if (drawNo) params.set(LOTTERY_VERIFY_PARAM.drawNo, drawNo);
  return `${ROUTE.houseVerify}?${params.toString()}`;
}

/** Page areas named by the spec, used as the page's test id and CSS hook. */
export type PageArea =
  | "index"
  | "noticePage"
  | "Vip"
  | "egame"
  | "live"
  | "fish"
  | "pvp"
  | "sports"
  | "promo"
  | "promoDetail"
  | "help"
  | "download"
  | "joinus"
  | "elott"
  | "esports"
  | "vnLottery"
  | "pointMall"
  | "seamless"
  | "byIframe"
  | "helpmc"
  | "login"
  | "houseSlot"
  | "houseBaccarat"
  | "houseLottery"
  | "fairVerify";

export interface RouteEntry {
  path: RoutePath;
  area: PageArea;
  layout: Layout;
  /** Opens the register modal on top of home. */
  opensRegister?: boolean;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: ROUTE.index, area: "index", layout: "full" },
  { path: ROUTE.register, area: "index", layout: "full", opensRegister: true },
  { path: ROUTE.registerHtml, area: "index", layout: "full", opensRegister: true },
  { path: ROUTE.noticePage, area: "noticePage", layout: "full" },
  { path: ROUTE.vip, area: "Vip", layout: "full" },
  { path: ROUTE.rng, area: "egame", layout: "full" },
  { path: ROUTE.live, area: "live", layout: "full" },
  { path: ROUTE.fish, area: "fish", layout: "full" },
  { path: ROUTE.pvp, area: "pvp", layout: "full" },
  { path: ROUTE.sports, area: "sports", layout: "full" },
  { path: ROUTE.promotions, area: "promo", layout: "full" },
  { path: ROUTE.promoDetail, area: "promoDetail", layout: "full" },
  { path: ROUTE.help, area: "help", layout: "full" },
  { path: ROUTE.down, area: "download", layout: "full" },
  { path: ROUTE.join, area: "joinus", layout: "full" },
  { path: ROUTE.elott, area: "elott", layout: "none" },
  { path: ROUTE.esports, area: "esports", layout: "none" },
  { path: ROUTE.vnLottery, area: "vnLottery", layout: "none" },
  { path: ROUTE.pointMall, area: "pointMall", layout: "headerFooter" },
  { path: ROUTE.seamless, area: "seamless", layout: "headerOnly" },
  { path: ROUTE.game, area: "byIframe", layout: "headerOnly" },
  { path: ROUTE.helpmc, area: "helpmc", layout: "none" },
  // Targets of the loginedToHomePage guard: the login page and the download alias.
  { path: ROUTE.login, area: "login", layout: "none" },
  { path: ROUTE.download, area: "download", layout: "full" },
  // A house game's own page, shown in a game window or frame: no portal chrome.
  { path: ROUTE.houseSlot, area: "houseSlot", layout: "none" },
  { path: ROUTE.houseBaccarat, area: "houseBaccarat", layout: "none" },
  { path: ROUTE.houseLottery, area: "houseLottery", layout: "none" },
  { path: ROUTE.houseVerify, area: "fairVerify", layout: "none" },
];

/** Paths a visitor may open without a token when the loginedToHomePage setting is on. */
export const GUARD_FREE_PATHS: readonly string[] = [
  ROUTE.login,
  ROUTE.register,
  ROUTE.registerHtml,
  ROUTE.helpmc,
  ROUTE.download,
  // A game page runs on its vendor session token, not on the portal's login; the verify page
  // needs only the seeds a player pastes.
  ROUTE.houseSlot,
  ROUTE.houseBaccarat,
  ROUTE.houseLottery,
  ROUTE.houseVerify,
];

/** The history-mode fallback answers these paths (and "/") with the app shell. */
export function isAppRoute(path: string): boolean {
  return path === ROUTE.root || ROUTES.some((r) => r.path === path);
}
