/**
 * The states of a payment and of a refund, and the only moves between them (like
 * booking-status.ts). The payments service changes a row only through these tables, each change
 * one conditional update of the row still in the state it read.
 *
 * Payment:
 *   Initiated -> Paid | Held | Failed | Cancelled | Unknown   (the provider's answer)
 *   Unknown   -> Paid | Held | Failed | Cancelled | Initiated (asked again: a clear answer at last)
 *   Held      -> Paid                                         (an admin releases it)
 *   Failed, Cancelled -> Paid | Held                          (the provider reports a valid, full
 *                                                              transaction for a payment we closed)
 *   Paid: final.
 * 'Unknown' is a provider answer that says neither yes nor no (a missing or unexpected field, an
 * amount or reference that is not ours): never Failed, asked again, shown to the operator.
 *
 * Refund:
 *   Pending     -> Sending                       (claimed by the one who sends it)
 *   Sending     -> Sending | Processing | Refunded | Failed | Unconfirmed
 *                  (Sending -> Sending: a stale claim taken over with a new attempt stamp, which asks
 *                  the provider before anything is sent again)
 *   Processing  -> Processing | Refunded | Failed | Unconfirmed
 *   Unconfirmed -> Sending | Processing | Refunded | Failed (the provider answers at last, or the
 *                  operator marks it refunded or sends it again, knowingly)
 *   Failed      -> Sending | Processing | Refunded (the operator sends it again; or reconciliation
 *                  finds that the provider carried it out after all)
 *   Refunded: final.
 */
export const paymentStates = ['Initiated', 'Unknown', 'Paid', 'Held', 'Failed', 'Cancelled'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const refundStates = ['Pending', 'Sending', 'Processing', 'Unconfirmed', 'Refunded', 'Failed'] as const;
export type RefundState = (typeof refundStates)[number];

const paymentMoves: Record<PaymentState, readonly PaymentState[]> = {
  Initiated: ['Paid', 'Held', 'Failed', 'Cancelled', 'Unknown'],
  Unknown: ['Paid', 'Held', 'Failed', 'Cancelled', 'Initiated'],
  Held: ['Paid'],
  Failed: ['Paid', 'Held'],
  Cancelled: ['Paid', 'Held'],
  Paid: [],
};

const refundMoves: Record<RefundState, readonly RefundState[]> = {
  Pending: ['Sending'],
  Sending: ['Sending', 'Processing', 'Refunded', 'Failed', 'Unconfirmed'],
  Processing: ['Processing', 'Refunded', 'Failed', 'Unconfirmed'],
  Unconfirmed: ['Sending', 'Processing', 'Refunded', 'Failed'],
  Failed: ['Sending', 'Processing', 'Refunded'],
  Refunded: [],
};

export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return paymentMoves[from].includes(to);
}

export function canMoveRefund(from: RefundState, to: RefundState): boolean {
  return refundMoves[from].includes(to);
}

/** The states a payment may be in to become `to` (the condition of its update). */
export function paymentStatesBefore(to: PaymentState): PaymentState[] {
  return paymentStates.filter((from) => canMovePayment(from, to));
}

/** The states a refund may be in to become `to`. */
export function refundStatesBefore(to: RefundState): RefundState[] {
  return refundStates.filter((from) => canMoveRefund(from, to));
}

/** Still open at the provider's side: the sweeper and the hold's expiry ask about it. */
export function isOpenPayment(status: PaymentState): boolean {
  return status === 'Initiated' || status === 'Unknown';
}

/** Money the provider may have taken and not yet confirmed: a hold never expires over it. */
export function mayHaveTakenMoney(status: PaymentState): boolean {
  return status === 'Unknown' || status === 'Held';
}

/** A refund whose money may already be on its way back (sent, or being sent). */
export function isRefundInFlight(status: RefundState): boolean {
  return status === 'Sending' || status === 'Processing' || status === 'Unconfirmed';
}

/** What the booking's owner sees: a payment being checked is still "Initiated" to them. */
export function customerPaymentStatus(status: PaymentState): Exclude<PaymentState, 'Unknown'> {
  return status === 'Unknown' ? 'Initiated' : status;
}

/** What the booking's owner sees of a refund: on its way ("Pending"), done, or refused. */
export function customerRefundStatus(status: RefundState): 'Pending' | 'Refunded' | 'Failed' {
  return status === 'Refunded' || status === 'Failed' ? status : 'Pending';
}

/**
 * Why a booking was cancelled, as its history's note says (by the note's message key):
 * - 'booking': the booking itself was cancelled, by its customer or by an admin for them; both
 *   charge the policy (booking-rows.server.ts, applyCancellation);
 * - 'departure': the operator cancelled the departure: everything paid is refunded, no charge;
 * - 'unpaid': the seat hold ran out with nothing paid: the site cancelled it, no charge.
 */
export type CancellationCause = 'booking' | 'departure' | 'unpaid';

const causeByNoteKey: Record<string, CancellationCause> = {
  historyDepartureCancelled: 'departure',
  historyDepartureCancelledWhy: 'departure',
  historyNotPaidInTime: 'unpaid',
};

/** The cause of a cancellation from the message key of its history note (null: a note a person typed, an admin's). */
export function cancellationCause(noteKey: string | null): CancellationCause {
  return (noteKey && causeByNoteKey[noteKey]) || 'booking';
}

/**
 * The charge a payment the provider held for review still owes to a cancellation made while it
 * was held: the policy's charge at the cancellation, less what the booking already kept; at most
 * the payment. Only a cancellation of the booking itself charges (the customer's, or an admin's
 * for them): after the operator cancelled the departure, or the site cancelled an unpaid booking,
 * or when the operator refunds it in full, nothing is kept. The rest of the payment is refunded.
 */
export function chargeOnHeldRelease(input: { policyCharge: number; alreadyKept: number; amount: number; cause: CancellationCause; refundInFull?: boolean }): {
  keep: number;
  refund: number;
} {
  const charged = input.cause === 'booking' && !input.refundInFull;
  const keep = charged ? Math.max(0, Math.min(input.amount, input.policyCharge - input.alreadyKept)) : 0;
  return { keep, refund: input.amount - keep };
}

/** At most this many payment starts per booking in a rolling hour. */
export const maxPaymentStartsPerHour = 5;
/** A payment start keeps the seats at least this long from the start (once per booking). */
export const payingGraceMs = 15 * 60_000;

/**
 * A payment start's effect on the seat hold: extended once per booking at most, to at least
 * `payingGraceMs` from the start; never again after that (null: leave it).
 */
export function extendedHold(input: { holdUntil: Date | null; alreadyExtended: boolean; now: Date }): Date | null {
  if (!input.holdUntil || input.alreadyExtended) return null;
  const floor = input.now.getTime() + payingGraceMs;
  return input.holdUntil.getTime() < floor ? new Date(floor) : null;
}
