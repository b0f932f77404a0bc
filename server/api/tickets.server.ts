/**
 * On the trip (issue 27): a booking's QR ticket for its owner, staff check-in by ticket code, and
 * the calendars (a booking's event for its owner, a departure's feed for the guides).
 */
import { createRoute } from '@hono/zod-openapi';
import { checkinDto, checkinInput, ticketDto } from '../../shared/schemas/trip.ts';
import { actorOf, requireAdmin, requireUser } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

export const ticketsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/individualBookTour/{id}/ticket',
      tags: ['Trip'],
      summary: 'The QR ticket of your own Pending or Confirmed booking',
      description: "The code is signed by the server: staff check it in with POST /api/checkins. Another user's booking is 404.",
      middleware: [requireUser] as const,
      request: { params: idParam },
      responses: { 200: json(ticketDto, 'The ticket'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await c.get('services').tickets.forOwner(c.get('viewer')!, c.req.valid('param').id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/checkins',
      tags: ['Trip'],
      summary: 'Check a ticket in (admin): once per booking',
      description: '400: not a ticket the server signed; 404: the booking is cancelled or gone; 409: already checked in (when and by whom).',
      middleware: [requireAdmin] as const,
      request: { ...body(checkinInput) },
      responses: { 200: json(checkinDto, 'Checked in'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json(await c.get('services').tickets.checkIn(actorOf(c), c.req.valid('json').code), 200),
  );
