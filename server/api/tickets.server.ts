/**
 * On the trip (issue 27): a booking's QR ticket for its owner, staff check-in by ticket code, and
 * the calendars (a booking's event for its owner, a departure's feed for the guides).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { checkinDto, checkinInput, checkinRefusalDto, ticketDto } from '../../shared/schemas/trip.ts';
import { actorOf, requireAdmin, requireUser } from '../http/guards.server.ts';
import { PaymentDueError } from '../services/tickets.server.ts';
import { apiErrorBody } from '../services/errors.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

const calendarAnswer = { description: 'An iCalendar file (RFC 5545)', content: { 'text/calendar': { schema: z.string() } } };

function icsResponse(c: Context, file: { filename: string; body: string }) {
  return c.body(file.body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
  });
}

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
      description:
        '400: not a ticket the server signed; 404: the booking is cancelled or gone; 409: already checked in (when and by whom), ' +
        'or an online booking whose advance is not paid (with `amountDue`): `override: true` checks it in anyway, recorded in the audit log.',
      middleware: [requireAdmin] as const,
      request: { ...body(checkinInput) },
      responses: {
        200: json(checkinDto, 'Checked in'),
        ...errorResponses(400, 401, 403, 404, 415),
        409: json(checkinRefusalDto, 'Already checked in, no ticket, or the advance is not paid'),
      },
    }),
    async (c) => {
      const { code, override } = c.req.valid('json');
      try {
        return c.json(await c.get('services').tickets.checkIn(actorOf(c), code, { override: override === true }), 200);
      } catch (error) {
        if (error instanceof PaymentDueError) return c.json({ ...apiErrorBody(error.ref), amountDue: error.amountDue }, 409);
        throw error;
      }
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/individualBookTour/{id}/calendar.ics',
      tags: ['Trip'],
      summary: "Your own booking as a calendar event (all day, from the departure for the trip's days)",
      middleware: [requireUser] as const,
      request: { params: idParam },
      responses: { 200: calendarAnswer, ...errorResponses(401, 403, 404) },
    }),
    async (c) => icsResponse(c, await c.get('services').calendars.forBooking(c.get('viewer')!, c.req.valid('param').id)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/departures/{id}/calendar.ics',
      tags: ['Trip'],
      summary: 'A departure as a calendar event for the guides, with who travels (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: calendarAnswer, ...errorResponses(401, 403, 404) },
    }),
    async (c) => icsResponse(c, await c.get('services').calendars.forDeparture(c.req.valid('param').id)),
  );
