// Billing constants (spec §1, §8, §9; decisions.md "Money"). Amounts of the in-product wallet are
// USDT; the ledger counts micro-USDT (6 decimals) so sums are exact.

/** Decimals the wallet ledger keeps (1 USDT = 1,000,000 micros). */
export const USDT_DECIMALS = 6;
export const MIN_WITHDRAWAL_USDT = 50;
/** Recharge and renew records shown (latest). */
export const RECENT_PAYMENTS = 10;
export const RECENT_WITHDRAWALS = 5;
/** Auto-renew fires when this many days remain (and again at expiry). */
export const AUTO_RENEW_DAYS = 3;
/** The referrer's share of an invitee's plan payment, in percent. */
export const REFERRAL_PERCENT = 20;

/** What a recharge-and-renew record is about: a deposit, a renewal (by the user or automatic) or a package change. */
export const PAYMENT_KINDS = ['deposit', 'renew', 'auto_renew', 'change'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Record states (spec §4): renewal paying / success / failed, background renewal success, package
 * change paying / success / failed, deposit collecting / success / failed. "paying" is a payment
 * waiting for its deposit (Recharge and Renew); "collecting" a deposit seen and not yet confirmed.
 */
export const PAYMENT_STATES = ['paying', 'collecting', 'success', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Withdrawal states (spec §4): applying → review passed → success or failed. */
export const WITHDRAWAL_STATES = ['applying', 'review_passed', 'success', 'failed'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
