import type { ResourceKey } from "i18next";
import { lazyNamespace } from "./lazy-namespace";
import { REFERRAL_NS } from "./namespaces";

/** Loads the texts of the member centre's "Invite friends" (their own namespace: not on the first screen). */
export const loadReferralTexts = lazyNamespace(
  REFERRAL_NS,
  import.meta.glob<{ default: ResourceKey }>("../../locales/referral/*.json"),
);
