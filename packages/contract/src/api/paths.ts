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
  /** A download link's QR code (SVG), named by the brand and a digest of the link; cacheable for good. */
  qrCode: "/wps/system/qr-code/:merchantCode/:digest",
  announcementContent: "/wps/announcement/content",
  gameMenus: "/lgw/games/game_menus",
  /** The e-lottery's popular (count 20) and full (count 100) lists. */
  lotteryPopular: "/lgw/games/popular",
  /** Vietnam lottery: games by region, and the caller's recently played ones. */
  vnGameMenu: "/lgw/vn/games/game_menu",
  vnRecent: "/lgw/vn/games/recent",
  /** A Vietnam lottery game's opened numbers: its latest draws' results, prize by prize. */
  vnOpened: "/lgw/vn/numeros/opened/game",
  /** The lottery's winner board: the latest winning rounds, accounts masked. */
  lotteryWinners: "/lgw/lottery/winners",
  vendorLanes: "/wps/games/vendors",
  hotGames: "/wps/games/hot",
  publicKey: "/wps/system/publicKey",
  login: "/wps/session/login",
  loginFreePlay: "/wps/session/login/freeplay",
  logout: "/wps/session/logout",
  register: "/wps/member/register",
  registerMobile: "/wps/member/register/mobile",
  affiliate: "/wps/agent/affiliate",
  memberInfo: "/wps/member/info",
  memberIcon: "/wps/member/info/icon",
  playerAvatar: "/wps/relay/MCSFE_getPlayerAvatar",
  memberLanguage: "/wps/member/language",
  adultTerms: "/wps/member/adult-terms",
  unreadMessages: "/wps/member/messages/unread",
  changePassword: "/wps/member/password",
  forgotPasswordEmail: "/wps/member/password/email",
  resetPasswordByToken: "/wps/member/password/reset",
  resetPasswordByMobile: "/wps/member/password/verification",
  memberProfile: "/wps/member/profile",
  paymentPassword: "/wps/member/paymentPassword",
  bindMobile: "/wps/member/bind/mobile",
  bindEmail: "/wps/member/bind/email",
  captcha: "/wps/captcha",
  botCheck: "/wps/verification/botCheck",
  smsNoLogin: "/wps/verification/sms/noLogin",
  smsRegister: "/wps/verification/sms/register",
  smsBind: "/wps/verification/sms/bind",
  /** Completed by the money issue. */
  walletBalance: "/wps/v2/wallets/balance",
  transactionHistory: "/wps/member/transactions",
  bonusDetails: "/wps/member/bonusDetails",
  walletTransfer: "/wps/relay/GCS_walletTransfer",
  paymentChannels: "/wps/payments/channels",
  deposits: "/wps/deposits",
  deposit: "/wps/deposits/:orderNo",
  depositReceipt: "/wps/deposits/:orderNo/receipt",
  /** Where a payment gateway posts its signed result; `:gateway` names the adapter. */
  paymentCallback: "/wps/payments/callback/:gateway",
  bankAccounts: "/wps/member/bankAccounts",
  withdrawalSettings: "/wps/withdrawals/settings",
  withdrawals: "/wps/withdrawals",
  withdrawalReceived: "/wps/withdrawals/:id/received",
  withdrawalNotReceived: "/wps/withdrawals/:id/notReceived",
  transferUpline: "/wps/member/transferUpline",
  launchGame: "/wps/game/launchGame",
  /** The egame relay calls (spec section 7): the game list, favourites and recent games. */
  egameList: "/wps/relay/egame/games",
  egameFavourites: "/wps/relay/egame/favourites",
  egameFavourite: "/wps/relay/egame/favourites/:nodeId",
  egameRecent: "/wps/relay/egame/recent",
  pvpRooms: "/wps/relay/pvp/rooms",
  betRecords: "/wps/member/bets",
  personalProfit: "/wps/member/profit",
  /** The push socket: balance changes, messages, lottery draws and the chat room (packages/contract/src/push.ts). */
  socket: "/ws",
} as const;

/** Fills a path's `:name` parameters. */
export function pathWith(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

/** Request headers of the family (reference notes). */
export const HEADER = {
  merchant: "merchant",
  authorization: "authorization",
  language: "language",
  device: "device",
  requestId: "x-request-id",
} as const;
export const DEVICE_WEB = "web";
