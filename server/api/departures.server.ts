/**
 * Departures (dated seats): the public list, the operator's writes, the manifest, the waitlist,
 * and moving a booking to another departure.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { toCsv } from '../../shared/csv.ts';
import { manifestCsvRows } from '../../shared/manifest.ts';
import {
  departureDto,
  departureInput,
  departurePatch,
  departureSeriesInput,
  departuresQuery,
  manifestDto,
  waitlistInput,
} from '../../shared/schemas/departures.ts';
import { noticeDto } from '../../shared/schemas/dto.ts';
import { isAdmin } from '../../shared/access.ts';
import { actorOf, requireAdmin, requireUser } from '../http/guards.server.ts';
import { notFound } from '../services/errors.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

export const departuresApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/departures',
      tags: ['Departures'],
      summary: 'Departures of a package or event: open and future (admins: all)',
      request: { query: departuresQuery },
      responses: { 200: json(z.array(departureDto), 'The departures, by date'), ...errorResponses(400) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const all = isAdmin(c.get('viewer'));
      return c.json(await c.get('services').departures.list({ ...q, all }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/departures',
      tags: ['Departures'],
      summary: 'Add a departure to a package (admin)',
      middleware: [requireAdmin] as const,
      request: body(departureInput),
      responses: { 201: json(departureDto, 'The new departure'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json(await c.get('services').departures.create(actorOf(c), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/departures/series',
      tags: ['Departures'],
      summary: 'Add a departure on given weekdays between two dates (admin); existing dates are skipped',
      middleware: [requireAdmin] as const,
      request: body(departureSeriesInput),
      responses: {
        201: json(z.object({ created: z.array(departureDto), skipped: z.array(z.string()) }), 'The departures made, and the dates skipped'),
        ...errorResponses(400, 401, 403, 404, 415),
      },
    }),
    async (c) => c.json(await c.get('services').departures.createSeries(actorOf(c), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/departures/{id}',
      tags: ['Departures'],
      summary: 'Change seats (never below those taken), price, note or status (admin); status cancelled cancels its bookings',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(departurePatch) },
      responses: { 200: json(departureDto, 'The departure'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json(await c.get('services').departures.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/departures/{id}',
      tags: ['Departures'],
      summary: 'Remove a departure that holds no active booking (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Removed'), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      await c.get('services').departures.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ message: 'Departure removed' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/departures/{id}/manifest',
      tags: ['Departures'],
      summary: 'The travellers of a departure (admin), grouped by pickup point; ?format=csv for a spreadsheet',
      description:
        'Every booking (cancelled ones last) with its travellers by name, category, age and gender, document numbers masked (••••6789); ' +
        "`pickupGroups`: the bookings not cancelled by pickup point with a count per point; `detailsMissing` flags a booking of a tour that requires every traveller's details and has not given them. " +
        'The CSV has one row per traveller (one per booking that named none), by pickup point.',
      middleware: [requireAdmin] as const,
      request: { params: idParam, query: z.object({ format: z.enum(['json', 'csv']).optional() }) },
      responses: {
        200: { description: 'The manifest', content: { 'application/json': { schema: manifestDto }, 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const manifest = await c.get('services').departures.manifest(c.req.valid('param').id);
      if (c.req.valid('query').format !== 'csv') return c.json(manifest, 200);
      return c.body(`\uFEFF${toCsv(manifestCsvRows(manifest))}`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="manifest-${manifest.departure.date}.csv"`,
      }) as never;
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/departures/{id}/waitlist',
      tags: ['Departures'],
      summary: 'Join the waitlist of a sold-out departure (signed in)',
      middleware: [requireUser] as const,
      request: { params: idParam, ...body(waitlistInput) },
      responses: { 201: json(noticeDto, 'On the list'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { joined } = await c.get('services').departures.joinWaitlist(c.get('viewer')!, c.req.valid('param').id, c.req.valid('json').travellers ?? 1);
      return c.json({ message: joined ? 'You are on the waitlist: we e-mail you when seats come free.' : 'You are already on the waitlist.' }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/departures/{id}/waitlist',
      tags: ['Departures'],
      summary: 'Leave the waitlist of a departure (signed in)',
      middleware: [requireUser] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Off the list'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const left = await c.get('services').departures.leaveWaitlist(c.get('viewer')!, c.req.valid('param').id);
      return c.json({ message: left ? 'You left the waitlist.' : 'You were not on the waitlist.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/waitlist/leave',
      tags: ['Departures'],
      summary: "Leave a waitlist with the e-mail's token (no sign-in)",
      request: body(z.object({ token: z.string().min(10).max(64) })),
      responses: { 200: json(noticeDto, 'Off the list'), ...errorResponses(400, 404, 415) },
    }),
    async (c) => {
      const left = await c.get('services').departures.leaveWaitlistByToken(c.req.valid('json').token);
      if (!left) throw notFound('linkUsed');
      return c.json({ message: 'You left the waitlist.' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bookTour/{id}/move',
      tags: ['Bookings'],
      summary: 'Move a booking to another departure of the same tour, seats checked (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(z.object({ departureId: idParam.shape.id })) },
      responses: { 200: json(noticeDto, 'Moved'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      await c.get('services').departures.moveBooking(actorOf(c), c.req.valid('param').id, c.req.valid('json').departureId);
      return c.json({ message: 'Booking moved' }, 200);
    },
  );
