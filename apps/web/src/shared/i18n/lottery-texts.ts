import { LOTTERY_LOCALE_FILES } from "@portal/contract/lottery/locale-files";
import { lazyNamespace } from "./lazy-namespace";
import { LOTTERY_NS } from "./namespaces";

/**
 * Loads the lottery's texts (family, play and prize names, the draw verification's texts: their
 * own namespace), imported by lottery parts only. The files are packages/contract's: the back
 * office shows the same play and tier names.
 */
export const loadLotteryTexts = lazyNamespace(LOTTERY_NS, LOTTERY_LOCALE_FILES);
