import { describe, expect, it } from 'vitest';
import { cancellationPolicyTexts, paymentPolicyTexts, REFUND_TEXT } from '../../../shared/policy.ts';
import { policyLines, refundText } from './single-tour.text.ts';

describe('the policy on the tour page', () => {
  it('is, in English, exactly the policy texts', () => {
    expect(policyLines('en')).toEqual({ payment: paymentPolicyTexts, cancellation: cancellationPolicyTexts });
    expect(refundText('en')).toBe(REFUND_TEXT);
  });

  it('has as many lines in Bangla, with Bengali digits', () => {
    const bn = policyLines('bn');
    expect(bn.payment).toHaveLength(paymentPolicyTexts.length);
    expect(bn.cancellation).toHaveLength(cancellationPolicyTexts.length);
    expect(bn.payment[0]).toContain('৩০%');
    expect([...bn.payment, ...bn.cancellation].join(' ')).not.toMatch(/[0-9]/);
  });
});
