/**
 * Bookings: spec section 7 paths (POST/GET /bookTour, GET /individualBookTour) plus the REST
 * additions (cancel; admin status, contact details, archive). Card numbers and CVCs come in,
 * never go out: answers are the Booking DTO (brand + last 4 only).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bookingDto } from '../../shared/schemas/booking-dto.ts';
import { bookingContactInput, bookingRequest, bookingStatusInput, idempotencyKeyHeader } from '../../shared/schemas/booking.ts';
import { noticeDto } from '../../shared/schemas/dto.ts';
import { travellersInput } from '../../shared/schemas/travellers.ts';
import { actorOf, requireAdmin, requireUser } from '../http/guards.server.ts';
import { DomainError, forbidden, issueRefOf, msg } from '../services/errors.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';
import { toBookingDto } from './spec-names.server.ts';

export const bookingsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/bookTour',
      tags: ['Bookings'],
      summary: 'Book a package or an event (customer)',
      description:
        'Prices come from the server (any sent are ignored). An event fixes the travel date to its start. ' +
        'With an Idempotency-Key header, the same key from the same user answers the first booking (200) instead of creating another.',
      middleware: [requireUser] as const,
      request: {
        headers: z.object({ 'idempotency-key': z.string().optional().meta({ description: 'Makes retries safe' }) }),
        ...body(bookingRequest),
      },
      responses: {
        201: json(bookingDto, 'Booked (status Pending)'),
        200: json(bookingDto, 'The booking made earlier with the same Idempotency-Key'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415),
      },
    }),
    async (c) => {
      const rawKey = c.req.header('idempotency-key');
      let key: string | null = null;
      if (rawKey !== undefined) {
        const parsed = idempotencyKeyHeader.safeParse(rawKey);
        if (!parsed.success) throw new DomainError(400, issueRefOf(parsed.error.issues[0]!.message)).on('Idempotency-Key', msg('idempotencyKeyNotValid'));
        key = parsed.data;
      }
      const { booking, created } = await c.get('services').bookings.create(c.get('viewer')!, c.req.valid('json'), key);
      return created ? c.json(toBookingDto(booking), 201) : c.json(toBookingDto(booking), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/bookTour',
      tags: ['Bookings'],
      summary: 'All bookings (admin); archived ones left out',
      middleware: [requireAdmin] as const,
      request: {
        query: z.object({
          status: z.enum(['Pending', 'Confirmed', 'Completed', 'Cancelled']).optional(),
          q: z.string().max(200).optional().meta({ description: "Client's name or e-mail, or the place" }),
        }),
      },
      responses: { 200: json(z.array(bookingDto), 'Bookings, newest first'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json((await c.get('services').bookings.listAll(c.req.valid('query'))).map(toBookingDto), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/individualBookTour',
      tags: ['Bookings'],
      summary: "The signed-in user's bookings (an admin may name any e-mail)",
      middleware: [requireUser] as const,
      request: { query: z.object({ email: z.string().max(254).optional() }) },
      responses: { 200: json(z.array(bookingDto), 'Bookings, newest first'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const viewer = c.get('viewer')!;
      const email = c.req.valid('query').email?.trim();
      const services = c.get('services');
      if (!email || email.toLowerCase() === viewer.email.toLowerCase())
        return c.json((await services.bookings.listForUser(viewer.userId)).map(toBookingDto), 200);
      if (!viewer.isAdmin) throw forbidden('ownBookingsOnly');
      return c.json((await services.bookings.listByLoginEmail(email)).map(toBookingDto), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/individualBookTour/{id}',
      tags: ['Bookings'],
      summary: 'One booking: your own, or any for an admin',
      middleware: [requireUser] as const,
      request: { params: idParam },
      responses: { 200: json(bookingDto, 'The booking'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(toBookingDto(await c.get('services').bookings.getForViewer(c.get('viewer')!, c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/individualBookTour/{id}/cancel',
      tags: ['Bookings'],
      summary: 'Cancel your own Pending or Confirmed booking; the policy sets the charge and refund',
      middleware: [requireUser] as const,
      request: { params: idParam },
      responses: { 200: json(bookingDto, 'Cancelled'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => c.json(toBookingDto(await c.get('services').bookings.cancelOwn(c.get('viewer')!, c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/individualBookTour/{id}/travellers',
      tags: ['Bookings'],
      summary: "Give every traveller's details (the booking's owner)",
      description:
        "One entry per traveller of the booking's party: the count and categories match it, each age fits its category on the travel date, " +
        'an NID has 10, 13 or 17 digits, a passport 1-2 letters and 7-8 digits, a birth registration 17 digits. Replaces the details given before. ' +
        "Document numbers are answered whole only on the owner's and the admins' booking detail; masked (••••6789) everywhere else.",
      middleware: [requireUser] as const,
      request: { params: idParam, ...body(travellersInput) },
      responses: { 200: json(bookingDto, 'Saved'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json(toBookingDto(await c.get('services').bookings.setTravellers(c.get('viewer')!, c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/bookTour/{id}/status',
      tags: ['Bookings'],
      summary: 'Change the status (admin); the customer is e-mailed',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(bookingStatusInput) },
      responses: { 200: json(bookingDto, 'Changed'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { status, note } = c.req.valid('json');
      return c.json(toBookingDto(await c.get('services').bookings.setStatus(actorOf(c), c.req.valid('param').id, status, note)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/bookTour/{id}',
      tags: ['Bookings'],
      summary: 'Edit the contact details (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(bookingContactInput) },
      responses: { 200: json(bookingDto, 'Saved'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => c.json(toBookingDto(await c.get('services').bookings.updateContact(actorOf(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/bookTour/{id}',
      tags: ['Bookings'],
      summary: 'Remove (admin): the booking is archived, not deleted',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Archived'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await c.get('services').bookings.archive(actorOf(c), c.req.valid('param').id);
      return c.json({ message: 'Booking removed' }, 200);
    },
  );
