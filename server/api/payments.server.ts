/**
 * Online payments: the owner starts paying a booking (the server decides the amount), the
 * providers' notifications (SSLCommerz IPN, bKash webhook: authenticated by their signature and by
 * asking the provider, so exempt from the cookie/origin check and the JSON-only rule), and the
 * admin's list, reconciliation, release of a held payment (or its refund in full on a cancelled
 * booking) and retry of a failed refund.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { translateMessage } from '../../shared/i18n/coded-messages.ts';
import {
  adminMismatchDto,
  adminPaymentDto,
  adminRefundDto,
  paymentFilterInput,
  paymentProviderDto,
  startPaymentInput,
  startedPaymentDto,
} from '../../shared/schemas/payments.ts';
import type { AppBindings } from '../http/types.server.ts';
import { actorOf, requireAdmin, requireUser } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

/** The paths providers post to: no cookie, no Origin of ours, not JSON (server/http/origin-check.server.ts). */
export const providerNotificationPaths = ['/api/payments/sslcommerz/ipn', '/api/payments/bkash/webhook'] as const;

const received = z.object({ received: z.boolean(), outcome: z.string() }).meta({ id: 'NotificationReceived' });

async function notification(c: Context<AppBindings>, provider: 'sslcommerz' | 'bkash') {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => (headers[key] = value));
  const { outcome } = await c.get('services').payments.notified(provider, { headers, body: await c.req.text() });
  // The provider could not be asked: not recorded, so the provider's retry is handled again.
  if (outcome === 'unanswered') return c.json({ received: false, outcome }, 503);
  return c.json({ received: true, outcome }, 200);
}

export const paymentsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/payments/providers',
      tags: ['Payments'],
      summary: 'The payment providers this site offers (none: bookings take the card fields)',
      responses: { 200: json(z.array(paymentProviderDto), 'Providers') },
    }),
    (c) => c.json(c.get('services').payments.available(), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/individualBookTour/{id}/payments',
      tags: ['Payments'],
      summary: "Pay what is due on your booking on the provider's page (the advance, then the balance)",
      description:
        'The server decides the amount. Send the customer to `redirectUrl`; the payment is settled only from the provider, ' +
        'and the booking (GET /api/individualBookTour/{id}) shows it under `payments` once it is.',
      middleware: [requireUser] as const,
      request: { params: idParam, ...body(startPaymentInput) },
      responses: {
        201: json(startedPaymentDto, 'Started: send the customer to redirectUrl'),
        ...errorResponses(400, 401, 403, 404, 409, 415, 429, 502),
      },
    }),
    async (c) => {
      const { payment, redirectUrl } = await c.get('services').payments.start(c.get('viewer')!, c.req.valid('param').id, c.req.valid('json').provider);
      return c.json(
        { _id: payment.id, provider: payment.provider, purpose: payment.purpose, amount: payment.amount, status: 'Initiated' as const, redirectUrl },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payments/sslcommerz/ipn',
      tags: ['Payments'],
      summary: "SSLCommerz's IPN (form-encoded, signed with verify_sign); answered 400 when the signature does not hold",
      responses: {
        200: json(received, 'Received (a replay changes nothing)'),
        503: json(received, 'SSLCommerz could not be asked about it: send it again'),
        ...errorResponses(400, 404),
      },
    }),
    (c) => notification(c, 'sslcommerz'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payments/bkash/webhook',
      tags: ['Payments'],
      summary: "bKash's webhook (an Amazon SNS message; signature and certificate host checked)",
      responses: {
        200: json(received, 'Received (a replay changes nothing)'),
        503: json(received, 'bKash could not be asked about it: send it again'),
        ...errorResponses(400, 404),
      },
    }),
    (c) => notification(c, 'bkash'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/payments',
      tags: ['Payments'],
      summary: 'Every payment and refund, newest first, and what reconciliation found (admin)',
      middleware: [requireAdmin] as const,
      request: { query: paymentFilterInput },
      responses: {
        200: json(
          z.object({ payments: z.array(adminPaymentDto), refunds: z.array(adminRefundDto), mismatches: z.array(adminMismatchDto) }),
          'Payments, refunds and mismatches',
        ),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const list = await c.get('services').payments.list(c.req.valid('query'));
      return c.json(
        {
          ...list,
          payments: list.payments.map(({ bookingStatus: _screenOnly, ...p }) => p),
          refunds: list.refunds.map((r) => ({ ...r, reason: translateMessage('en', r.reason) })),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payments/{id}/reconcile',
      tags: ['Payments'],
      summary: 'Ask the provider about a payment and settle it by its answer (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: {
        200: json(z.object({ status: z.string(), providerStatus: z.string().nullable() }), 'The payment as it now is, and what the provider said'),
        ...errorResponses(401, 403, 404, 409, 502),
      },
    }),
    async (c) => {
      const { payment, provider } = await c.get('services').payments.reconcile(actorOf(c), c.req.valid('param').id);
      return c.json({ status: payment.status, providerStatus: provider?.status ?? null }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payments/{id}/release',
      tags: ['Payments'],
      summary: 'Accept a payment the provider held for review (admin): it counts as paid',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(z.object({ status: z.string() }), 'Released'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => c.json({ status: (await c.get('services').payments.release(actorOf(c), c.req.valid('param').id)).status }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payments/{id}/refund-in-full',
      tags: ['Payments'],
      summary: 'Refund, whole, a payment the provider held for review on a booking cancelled meanwhile (admin)',
      description:
        'Instead of releasing it (which keeps the cancellation charge): the payment counts as paid and all of it is refunded through ' +
        'its provider. 409 unless the payment is Held and its booking Cancelled.',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(z.object({ status: z.string() }), 'Paid, and refunded in full'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => c.json({ status: (await c.get('services').payments.refundHeld(actorOf(c), c.req.valid('param').id)).status }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/refunds/{id}/retry',
      tags: ['Payments'],
      summary: 'Send a failed or unconfirmed refund to its provider again (admin)',
      description:
        'A Failed refund (the provider refused it) is sent again. An Unconfirmed one (sent, its answer lost, the provider cannot say) ' +
        'may have been made: it is sent only with `?confirmed=true`, after checking the merchant panel; without it, 409.',
      middleware: [requireAdmin] as const,
      request: { params: idParam, query: z.object({ confirmed: z.enum(['true', 'false']).optional() }) },
      responses: { 200: json(z.object({ status: z.string(), statusReason: z.string().nullable() }), 'Sent again'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const r = await c.get('services').payments.retryRefund(actorOf(c), c.req.valid('param').id, { confirmed: c.req.valid('query').confirmed === 'true' });
      return c.json({ status: r.status, statusReason: r.statusReason }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/refunds/{id}/mark-refunded',
      tags: ['Payments'],
      summary: "Mark an unconfirmed refund as refunded, after finding it in the provider's merchant panel (admin)",
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(z.object({ status: z.string(), statusReason: z.string().nullable() }), 'Refunded'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const r = await c.get('services').payments.markRefunded(actorOf(c), c.req.valid('param').id);
      return c.json({ status: r.status, statusReason: r.statusReason }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payments/findings/{id}/resolve',
      tags: ['Payments'],
      summary: "Mark a provider's notification that names no payment of this site as looked up in the merchant panel (admin)",
      description:
        'The finding (an `unknown-transaction` of `GET /api/payments` with no `paymentId`) is then listed as resolved for a week. ' +
        '404 for an id that is no such finding, 409 when it is already resolved.',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(z.object({ resolvedAt: z.string(), merchantRef: z.string() }), 'Resolved'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => c.json(await c.get('services').payments.resolveUnknownNotification(actorOf(c), c.req.valid('param').id), 200),
  );
