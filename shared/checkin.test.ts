import { describe, expect, it } from 'vitest';
import { amountDueBeforeCheckin } from './checkin.ts';

describe('amountDueBeforeCheckin', () => {
  const online = { paymentMethod: 'online' as const, status: 'Pending', advanceDue: 3000 };

  it('asks an unpaid or part-paid online booking for the rest of its advance', () => {
    expect(amountDueBeforeCheckin(online, 0)).toBe(3000);
    expect(amountDueBeforeCheckin(online, 1000)).toBe(2000);
    // A refund taken off what was paid counts as not paid.
    expect(amountDueBeforeCheckin(online, -500)).toBe(3000);
  });

  it('lets an online booking through once its advance is paid, or once it is Confirmed', () => {
    expect(amountDueBeforeCheckin(online, 3000)).toBe(0);
    expect(amountDueBeforeCheckin(online, 10_000)).toBe(0);
    expect(amountDueBeforeCheckin({ ...online, status: 'Confirmed' }, 0)).toBe(0);
  });

  it('asks nothing of a card booking (settled with the office)', () => {
    expect(amountDueBeforeCheckin({ ...online, paymentMethod: 'card' }, 0)).toBe(0);
  });
});
