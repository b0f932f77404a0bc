/**
 * Whether a booking's money lets its travellers check in at the meeting point (issue 33): an
 * online booking (paid through a provider) checks in once its advance is paid, or once it is
 * Confirmed (the operator's word); a card booking was settled with the office and owes nothing
 * here. Staff are told what is still due; an admin may check in anyway (recorded in the audit log).
 */
export interface CheckinMoney {
  paymentMethod: 'card' | 'online';
  status: string;
  /** Due at booking (whole Taka). */
  advanceDue: number;
}

/** What must still be paid before this booking checks in (0: nothing stands in the way), given what the providers confirmed as paid less refunds. */
export function amountDueBeforeCheckin(b: CheckinMoney, netPaid: number): number {
  if (b.paymentMethod !== 'online' || b.status === 'Confirmed') return 0;
  return Math.max(0, b.advanceDue - Math.max(0, netPaid));
}
