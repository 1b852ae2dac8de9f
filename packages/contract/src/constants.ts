/** Business constants of spec section 9, each named with its unit. Defined once, here. */

export const SMS_COUNTDOWN_FIREBASE_S = 60;
export const SECONDS_PER_MINUTE = 60;
export const CAPTCHA_REFRESH_MIN_MS = 1000;
export const LOGIN_SMS_THROTTLE_MS = 1000;
export const REMEMBERED_CREDENTIALS_DAYS = 1;

export const DROPDOWN_CLOSE_DELAY_MS = 200;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const MODAL_DEFAULT_WIDTH_PX = 600;
export const MODAL_DEFAULT_HEIGHT_PX = 300;

export const PAGE_LOAD_TIMEOUT_MS = 120_000;
export const ANNOUNCEMENTS_PER_PAGE = 8;

export const LOTTERY_POPULAR_COUNT = 20;
export const LOTTERY_FULL_COUNT = 100;
export const HOT_GAMES_IS_PLATFORM = 2;
/** The hot-games list answers at most this many (four home pages' worth), whatever the catalogue marks hot. */
export const HOT_GAMES_MAX = 48;
export const GAMES_PER_PAGE_HOME = 12;
export const GAMES_PER_PAGE = 24;

export const LAUNCH_ACCOUNT_TYPE_REAL = 1;
export const LAUNCH_ACCOUNT_TYPE_FREE_PLAY = 0;
export const LAUNCH_CLIENT_TYPE = 3;
export const LAUNCH_CONFIRM_TRANS = 0;
export const LAUNCH_MODE = "GLS";
export const LAUNCH_PLATFORM = "html5-desktop";

export const REALTIME_SALARY_PERIOD_MIN = 5;
export const ACTIVITY_COMMENT_MAX_CHARS = 140;
export const ACTIVITY_IMAGES_MAX = 3;
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const LAZY_IMAGE_CACHE_ENTRIES = 200;
export const LAZY_IMAGE_THROTTLE_MS = 200;
export const LAZY_IMAGE_PRELOAD_RATIO = 1.3;
export const LAZY_IMAGE_ATTEMPTS = 3;
export const LAZY_IMAGE_THRESHOLD = 0.1;

export const MONEY_DECIMALS = 2;

/** Clock of the header: GMT+8, DD/MM/YYYY HH:mm:ss, refreshed every second. */
export const CLOCK_UTC_OFFSET_MIN = 8 * 60;
export const CLOCK_TICK_MS = 1000;

/** App download QR codes in the side bar. */
export const DOWNLOAD_QR_SIZE_PX = 61;

/** Customer-service popup window (reference notes). */
export const CUSTOMER_SERVICE_WINDOW_NAME = "service";
export const CUSTOMER_SERVICE_WINDOW_FEATURES = "width=440,height=750";
/** Entry type of the customer-service list that the side bar opens. */
export const CUSTOMER_SERVICE_TYPE_LINK = 3;
