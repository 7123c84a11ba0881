// The words of spec §4 for a record's state. A recharge-and-renew record's label depends on its kind
// and its state together ("Deposit collecting", "Background renewal success"), so both tables are
// written out in full: a kind or state added to the catalogue fails the type check here.
import type { PaymentKind, PaymentState, WithdrawalState } from '../../../shared/catalogue/billing.ts';

export type StatusLabel =
  | 'depositCollecting'
  | 'depositSuccess'
  | 'depositFailed'
  | 'renewPaying'
  | 'renewSuccess'
  | 'renewFailed'
  | 'autoRenewSuccess'
  | 'changePaying'
  | 'changeSuccess'
  | 'changeFailed';

/**
 * Spec §4 names no "paying" deposit and no waiting background renewal; those pairs borrow the
 * nearest wording (a deposit still on its way is collecting, a renewal waiting for money is paying).
 */
const PAYMENT_STATUS: Record<PaymentKind, Record<PaymentState, StatusLabel>> = {
  deposit: { paying: 'depositCollecting', collecting: 'depositCollecting', success: 'depositSuccess', failed: 'depositFailed' },
  renew: { paying: 'renewPaying', collecting: 'renewPaying', success: 'renewSuccess', failed: 'renewFailed' },
  auto_renew: { paying: 'renewPaying', collecting: 'renewPaying', success: 'autoRenewSuccess', failed: 'renewFailed' },
  change: { paying: 'changePaying', collecting: 'changePaying', success: 'changeSuccess', failed: 'changeFailed' },
};

/** The billing:status key of a recharge-and-renew record. */
export const paymentStatusKey = (kind: PaymentKind, state: PaymentState): `status.${StatusLabel}` =>
  `status.${PAYMENT_STATUS[kind][state]}`;

/** The billing:withdrawalStatus key of a withdrawal. */
export const withdrawalStatusKey = (state: WithdrawalState): `withdrawalStatus.${WithdrawalState}` => `withdrawalStatus.${state}`;

/** The billing:kinds key of a record's type cell. */
export const paymentKindKey = (kind: PaymentKind): `kinds.${PaymentKind}` => `kinds.${kind}`;

export type StatusTone = 'success' | 'error' | 'pending';

/** How a state looks: done, failed, or still moving. */
export function statusTone(state: PaymentState | WithdrawalState): StatusTone {
  if (state === 'success') return 'success';
  if (state === 'failed') return 'error';
  return 'pending';
}

// Written out in full so the style scanner sees each class name.
export const TONE_BADGE: Record<StatusTone, string> = {
  success: 'badge badge-sm badge-soft badge-success',
  error: 'badge badge-sm badge-soft badge-error',
  pending: 'badge badge-sm badge-soft badge-warning',
};
