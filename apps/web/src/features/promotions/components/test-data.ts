/** Offers and bonuses for the promotions feature's component tests. Only tests import this file. */
import type { BonusView, Eligibility, OfferTerms } from "../api/promotions-api";

/** 2024-01-02 09:00:00 GMT+8. */
export const GRANTED_AT = Date.UTC(2024, 0, 2, 1, 0, 0);
/** Seven days later. */
export const EXPIRES_AT = GRANTED_AT + 7 * 86_400_000;

export const TERMS: OfferTerms = {
  kind: "FIRST_DEPOSIT",
  category: "GENERAL",
  percent: "100",
  maxBonus: "1000.00",
  minDeposit: "50.00",
  minLoss: "0.00",
  turnoverMultiple: 10,
  turnoverBasis: "BONUS",
  weights: { RNG: 100, LIVE: 10 },
  claimDays: 3,
  expiryDays: 7,
  reloadPeriod: null,
  // 2024-01-01 08:00:00 GMT+8.
  startsAt: Date.UTC(2024, 0, 1, 0, 0, 0),
  endsAt: null,
};

/** A daily cashback on slots: 10 % of the net loss, up to 500.00, from a loss of 1.00. */
export const CASHBACK_TERMS: OfferTerms = {
  ...TERMS,
  kind: "CASHBACK",
  category: "RNG",
  percent: "10",
  maxBonus: "500.00",
  minDeposit: "0.00",
  minLoss: "1.00",
  turnoverMultiple: 0,
  weights: {},
  reloadPeriod: "DAY",
};

export const bonus = (id: number, extra: Partial<BonusView> = {}): BonusView => ({
  id,
  promotionId: 11,
  title: "Welcome bonus",
  status: "ACTIVE",
  depositAmount: "200.00",
  bonusAmount: "200.00",
  lockedAmount: "400.00",
  turnoverRequired: "2000.00",
  turnoverCounted: "500.00",
  turnoverRemaining: "1500.00",
  grantedAt: GRANTED_AT,
  expiresAt: EXPIRES_AT,
  endedAt: null,
  ...extra,
});

export const eligibility = (state: Eligibility["state"], extra: Partial<Eligibility> = {}): Eligibility => ({
  terms: TERMS,
  state,
  reason: null,
  deposit: null,
  bonus: null,
  turnoverRequired: null,
  claimed: null,
  cashback: null,
  ...extra,
});
