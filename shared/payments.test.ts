import { describe, expect, it } from 'vitest';
import { allocateRefund, balanceDueDate, balanceReminderDue, nextPaymentDue, paidForCancellation } from './payments.ts';

describe('nextPaymentDue', () => {
  const b = { advanceDue: 3000, totalPrice: 10000 };
  it('asks for the advance first, then the whole balance, then nothing', () => {
    expect(nextPaymentDue(b, 0)).toEqual({ purpose: 'advance', amount: 3000 });
    expect(nextPaymentDue(b, 1000)).toEqual({ purpose: 'advance', amount: 2000 });
    expect(nextPaymentDue(b, 3000)).toEqual({ purpose: 'balance', amount: 7000 });
    expect(nextPaymentDue(b, 10000)).toBeNull();
    expect(nextPaymentDue(b, 12000)).toBeNull();
  });
  it('asks for no balance when the advance is the whole price (booked less than 30 days ahead)', () => {
    expect(nextPaymentDue({ advanceDue: 5000, totalPrice: 5000 }, 5000)).toBeNull();
  });
});

describe('balance due date and reminders', () => {
  it('is due 7 days before departure', () => {
    expect(balanceDueDate('2027-03-10')).toBe('2027-03-03');
  });
  it('reminds 7 and 2 days before the due date, and on the days between once each', () => {
    const due = '2027-03-03';
    expect(balanceReminderDue('2027-02-23', due)).toBeNull();
    expect(balanceReminderDue('2027-02-24', due)).toBe('balance-7');
    expect(balanceReminderDue('2027-02-28', due)).toBe('balance-7');
    expect(balanceReminderDue('2027-03-01', due)).toBe('balance-2');
    expect(balanceReminderDue('2027-03-03', due)).toBe('balance-2');
    expect(balanceReminderDue('2027-03-04', due)).toBeNull();
  });
});

describe('allocateRefund', () => {
  const paid = [
    { id: 'advance', amount: 3000, refunded: 0, paidAt: '2027-01-01T10:00:00.000Z' },
    { id: 'balance', amount: 7000, refunded: 0, paidAt: '2027-02-01T10:00:00.000Z' },
  ];
  it('takes from the newest payment first', () => {
    expect(allocateRefund(paid, 5000)).toEqual([{ paymentId: 'balance', amount: 5000 }]);
    expect(allocateRefund(paid, 8500)).toEqual([
      { paymentId: 'balance', amount: 7000 },
      { paymentId: 'advance', amount: 1500 },
    ]);
  });
  it('never gives back more than a payment has left, nor more than was paid', () => {
    const partly = [{ ...paid[0]!, refunded: 2500 }, paid[1]!];
    expect(allocateRefund(partly, 20000)).toEqual([
      { paymentId: 'balance', amount: 7000 },
      { paymentId: 'advance', amount: 500 },
    ]);
    expect(allocateRefund(paid, 0)).toEqual([]);
    expect(allocateRefund([], 100)).toEqual([]);
  });
});

describe('paidForCancellation', () => {
  it("is a card booking's advance, and an online booking's payments less its refunds", () => {
    expect(paidForCancellation({ paymentMethod: 'card', advanceDue: 3000, paidAmount: 0, refunds: [] })).toBe(3000);
    expect(paidForCancellation({ paymentMethod: 'online', advanceDue: 3000, paidAmount: 0, refunds: [] })).toBe(0);
    expect(paidForCancellation({ paymentMethod: 'online', advanceDue: 3000, paidAmount: 10000, refunds: [{ amount: 2500 }] })).toBe(7500);
  });
});
