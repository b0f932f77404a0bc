/**
 * POST /api/quote (issue 36): what a booking would cost before it is made, priced by the bookings
 * service with the same rule as POST /api/bookTour (the wizard's confirmation shows it).
 */
import { createRoute } from '@hono/zod-openapi';
import { quoteDto } from '../../shared/schemas/booking-dto.ts';
import { quoteRequest } from '../../shared/schemas/booking.ts';
import { requireUser } from '../http/guards.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

export const quoteApi = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/quote',
    tags: ['Bookings'],
    summary: 'Price a booking before making it (customer)',
    description:
      'The same tour, departure or date, party and promo code as POST /bookTour, priced the same way: the breakdown per category, ' +
      'the discount and the total. Nothing is booked and no use of the promo code is taken. A code that does not apply: 400; used up: 409.',
    middleware: [requireUser] as const,
    request: body(quoteRequest),
    responses: { 200: json(quoteDto, 'The price'), ...errorResponses(400, 401, 403, 404, 409, 415) },
  }),
  async (c) => c.json(await c.get('services').bookings.quote(c.get('viewer')!, c.req.valid('json')), 200),
);
