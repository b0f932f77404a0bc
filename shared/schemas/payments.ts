/**
 * Online payments as the API and the pages take and answer them (the flow: docs/payments.md).
 */
import { z } from 'zod';
import { issueMessage } from '../i18n/coded-messages.ts';
import { paymentStates, refundStates } from '../payment-status.ts';

export const providerNameSchema = z.enum(['sslcommerz', 'bkash'], { error: issueMessage('choosePaymentMethod') });

/** POST /api/individualBookTour/{id}/payments: the owner pays what is due, through this provider. */
export const startPaymentInput = z.object({ provider: providerNameSchema });

export const paymentStatusSchema = z.enum(paymentStates);
export const refundStatusSchema = z.enum(refundStates);

export const startedPaymentDto = z
  .object({
    _id: z.string(),
    provider: providerNameSchema,
    purpose: z.enum(['advance', 'balance']),
    amount: z.number().int().meta({ description: 'Whole Taka, decided by the server: the advance due, then the balance' }),
    status: z.literal('Initiated'),
    redirectUrl: z.string().meta({ description: "The provider's hosted page: send the customer there" }),
  })
  .meta({ id: 'StartedPayment' });

export const paymentProviderDto = z.object({ name: providerNameSchema, label: z.string() }).meta({ id: 'PaymentProvider' });

/** The admin's list filters (/managePayments and GET /api/payments). */
export const paymentFilterInput = z.object({
  status: paymentStatusSchema.optional(),
  provider: providerNameSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, issueMessage('tooManyCharacters', 'Search', 100))
    .optional(),
});

export const adminPaymentDto = z
  .object({
    _id: z.string(),
    bookingId: z.string(),
    customer: z.string(),
    tour: z.string(),
    provider: providerNameSchema,
    purpose: z.enum(['advance', 'balance']),
    amount: z.number().int(),
    status: paymentStatusSchema,
    merchantRef: z.string(),
    providerSessionId: z.string().nullable(),
    providerPaymentId: z.string().nullable(),
    statusReason: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminPayment' });

export const adminRefundDto = z
  .object({
    _id: z.string(),
    bookingId: z.string(),
    paymentId: z.string(),
    customer: z.string(),
    provider: providerNameSchema,
    amount: z.number().int(),
    status: refundStatusSchema,
    refundRef: z.string(),
    providerRefundId: z.string().nullable(),
    reason: z.string(),
    statusReason: z.string().nullable(),
    createdAt: z.string(),
    refundedAt: z.string().nullable(),
    attempts: z.number().int().meta({ description: 'How many times it was claimed to be sent or asked about' }),
  })
  .meta({ id: 'AdminRefund' });

export const adminMismatchDto = z
  .object({
    _id: z.string(),
    kind: z.enum(['amount', 'status', 'unknown-transaction', 'unclear']),
    paymentId: z.string(),
    refundId: z.string().nullable(),
    bookingId: z.string(),
    merchantRef: z.string(),
    provider: providerNameSchema,
    ours: z.string(),
    theirs: z.string(),
    detail: z.string(),
    foundAt: z.string(),
    seenAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'PaymentMismatch', description: 'What reconciliation found between a provider and the site' });

/** A payment method the site offers (the wizard's payment step, the booking page's Pay button). */
export type PaymentOption = z.infer<typeof paymentProviderDto>;

/** The wizard's payment step when providers are configured: which one. */
export const paymentChoiceSchema = z.object({
  provider: z.string({ error: issueMessage('starPaymentMethodRequired') }).min(1, issueMessage('starPaymentMethodRequired')),
});
