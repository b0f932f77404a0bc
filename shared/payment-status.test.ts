import { describe, expect, it } from 'vitest';
import {
  canMovePayment,
  canMoveRefund,
  cancellationCause,
  chargeOnHeldRelease,
  customerPaymentStatus,
  customerRefundStatus,
  extendedHold,
  paymentStates,
  paymentStatesBefore,
  refundStates,
  refundStatesBefore,
} from './payment-status.ts';

describe('payment state changes', () => {
  it('allows exactly the listed moves', () => {
    const allowed = paymentStates.flatMap((from) => paymentStates.filter((to) => canMovePayment(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual([
      'Initiated->Unknown',
      'Initiated->Paid',
      'Initiated->Held',
      'Initiated->Failed',
      'Initiated->Cancelled',
      'Unknown->Initiated',
      'Unknown->Paid',
      'Unknown->Held',
      'Unknown->Failed',
      'Unknown->Cancelled',
      'Held->Paid',
      'Failed->Paid',
      'Failed->Held',
      'Cancelled->Paid',
      'Cancelled->Held',
    ]);
  });
  it('settles a held payment straight to Paid, and never moves a paid one', () => {
    expect(paymentStatesBefore('Paid')).toEqual(['Initiated', 'Unknown', 'Held', 'Failed', 'Cancelled']);
    expect(paymentStates.filter((to) => canMovePayment('Paid', to))).toEqual([]);
    expect(canMovePayment('Held', 'Initiated')).toBe(false);
  });
  it('shows the customer a payment being checked as still open', () => {
    expect(customerPaymentStatus('Unknown')).toBe('Initiated');
    expect(customerPaymentStatus('Held')).toBe('Held');
  });
});

describe('refund state changes', () => {
  it('sends a refund only from a claim, and never moves a refunded one', () => {
    expect(refundStatesBefore('Sending')).toEqual(['Pending', 'Sending', 'Unconfirmed', 'Failed']);
    expect(refundStates.filter((to) => canMoveRefund('Refunded', to))).toEqual([]);
    expect(canMoveRefund('Pending', 'Refunded')).toBe(false);
    expect(canMoveRefund('Processing', 'Sending')).toBe(false);
  });
  it('shows the customer a refund on its way as Pending', () => {
    expect(refundStates.map(customerRefundStatus)).toEqual(['Pending', 'Pending', 'Pending', 'Pending', 'Refunded', 'Failed']);
  });
});

describe('a held payment released after a cancellation', () => {
  const cause = 'booking' as const;
  it('keeps the charge not yet kept, refunds the rest', () => {
    expect(chargeOnHeldRelease({ policyCharge: 3000, alreadyKept: 0, amount: 9000, cause })).toEqual({ keep: 3000, refund: 6000 });
    expect(chargeOnHeldRelease({ policyCharge: 3000, alreadyKept: 1000, amount: 9000, cause })).toEqual({ keep: 2000, refund: 7000 });
    expect(chargeOnHeldRelease({ policyCharge: 12000, alreadyKept: 0, amount: 9000, cause })).toEqual({ keep: 9000, refund: 0 });
    expect(chargeOnHeldRelease({ policyCharge: 3000, alreadyKept: 3000, amount: 9000, cause })).toEqual({ keep: 0, refund: 9000 });
  });
  it('charges nothing after a cancellation the customer did not make, or when the operator refunds it in full', () => {
    expect(chargeOnHeldRelease({ policyCharge: 3000, alreadyKept: 0, amount: 9000, cause: 'departure' })).toEqual({ keep: 0, refund: 9000 });
    expect(chargeOnHeldRelease({ policyCharge: 3000, alreadyKept: 0, amount: 9000, cause: 'unpaid' })).toEqual({ keep: 0, refund: 9000 });
    expect(chargeOnHeldRelease({ policyCharge: 3000, alreadyKept: 0, amount: 9000, cause, refundInFull: true })).toEqual({ keep: 0, refund: 9000 });
  });
  it("reads the cause from the cancellation's history note", () => {
    expect(cancellationCause('historyDepartureCancelled')).toBe('departure');
    expect(cancellationCause('historyDepartureCancelledWhy')).toBe('departure');
    expect(cancellationCause('historyNotPaidInTime')).toBe('unpaid');
    expect(cancellationCause('historyCancelledByCustomer')).toBe('booking');
    expect(cancellationCause('historyCancelledBy')).toBe('booking');
    // An admin's own words: a cancellation of the booking (it charged the policy).
    expect(cancellationCause(null)).toBe('booking');
  });
});

describe('a refund the operator sends again, or reconciliation asks about', () => {
  it('records a refused refund carried out after all, and sends it again only from a claim', () => {
    expect(refundStatesBefore('Refunded')).toEqual(['Sending', 'Processing', 'Unconfirmed', 'Failed']);
    expect(canMoveRefund('Failed', 'Unconfirmed')).toBe(false);
  });
});

describe('the seat hold of a payment start', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('extends a short hold once, to 15 minutes from the start', () => {
    expect(extendedHold({ holdUntil: new Date('2026-11-27T10:02:00Z'), alreadyExtended: false, now })).toEqual(new Date('2026-11-27T10:15:00Z'));
    expect(extendedHold({ holdUntil: new Date('2026-11-27T10:02:00Z'), alreadyExtended: true, now })).toBeNull();
  });
  it('leaves a long hold and a booking without one alone', () => {
    expect(extendedHold({ holdUntil: new Date('2026-11-27T10:30:00Z'), alreadyExtended: false, now })).toBeNull();
    expect(extendedHold({ holdUntil: null, alreadyExtended: false, now })).toBeNull();
  });
});
