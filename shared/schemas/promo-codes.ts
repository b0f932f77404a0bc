/**
 * Promo codes (issue 36): what an admin creates (POST /api/promoCodes) and what the API answers.
 */
import { z } from 'zod';
import { issueMessage } from '../i18n/coded-messages.ts';
import { normalizePromoCode, promoCodePattern } from '../promo.ts';
import { isoDate, wholeNumber } from './common.ts';

export const promoCodeInput = z
  .object({
    code: z
      .string({ error: issueMessage('required', 'Promo code') })
      .transform(normalizePromoCode)
      .pipe(z.string().regex(promoCodePattern, issueMessage('promoCodeFormat'))),
    kind: z.enum(['percent', 'amount']).meta({ description: 'percent: value is 1-100; amount: value is whole Taka' }),
    value: wholeNumber('Discount value', 1, 10_000_000),
    validFrom: isoDate('First valid day').nullish(),
    validTo: isoDate('Last valid day').nullish(),
    maxUses: wholeNumber('Most uses', 1, 1_000_000).nullish(),
    perCustomer: wholeNumber('Uses per customer', 1, 1_000).nullish(),
    packageIds: z.array(z.string().trim().min(1).max(64)).max(200).optional().meta({ description: 'The packages it applies to; none: every package' }),
    minTravellers: wholeNumber('Fewest travellers', 1, 100).nullish(),
    active: z.boolean().optional().meta({ description: 'false: bookings refuse it (a new code: true; an edit without it: left as it is)' }),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: issueMessage('promoPercentRange') });
    if (v.validFrom && v.validTo && v.validTo < v.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: issueMessage('promoDatesOrder') });
  });
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

/** PATCH /api/promoCodes/{id}: stop a code or offer it again. */
export const promoCodeActiveInput = z.object({ active: z.boolean() });

export const promoCodeDto = z
  .object({
    _id: z.string(),
    code: z.string(),
    kind: z.enum(['percent', 'amount']),
    value: z.number().int(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    perCustomer: z.number().int().nullable(),
    packageIds: z.array(z.string()),
    minTravellers: z.number().int().nullable(),
    active: z.boolean().meta({ description: 'false: bookings refuse it' }),
    uses: z.number().int().meta({ description: 'Bookings that carry it and are not cancelled' }),
    createdAt: z.string(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCodeDto = z.infer<typeof promoCodeDto>;
