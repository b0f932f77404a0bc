/**
 * Promo codes (issue 36): the admins create and list them; a booking names one in
 * POST /api/bookTour (`promoCode`), checked and priced by the server.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { promoCodeActiveInput, promoCodeDto, promoCodeInput } from '../../shared/schemas/promo-codes.ts';
import { actorOf, requireAdmin } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

export const promoCodesApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/promoCodes',
      tags: ['Promo codes'],
      summary: 'Create a promo code (admin)',
      description: 'A percent (1-100) or an amount (whole Taka) off a booking, with optional valid days, limits, packages and fewest travellers.',
      middleware: [requireAdmin] as const,
      request: body(promoCodeInput),
      responses: { 201: json(promoCodeDto, 'The new code'), ...errorResponses(400, 401, 403, 409, 415) },
    }),
    async (c) => c.json(await c.get('services').promoCodes.create(actorOf(c), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/promoCodes',
      tags: ['Promo codes'],
      summary: 'Every promo code with its uses (admin)',
      middleware: [requireAdmin] as const,
      responses: { 200: json(z.array(promoCodeDto), 'The codes, by code'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await c.get('services').promoCodes.list(), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/promoCodes/{id}',
      tags: ['Promo codes'],
      summary: 'Edit a promo code (admin)',
      description: 'Replaces every field, as POST takes them; `active` absent leaves it as it is. Its uses (the bookings) stay.',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(promoCodeInput) },
      responses: { 200: json(promoCodeDto, 'The code as saved'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json(await c.get('services').promoCodes.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/promoCodes/{id}',
      tags: ['Promo codes'],
      summary: 'Stop a promo code or offer it again (admin)',
      description: 'An inactive code is refused by bookings (400 promoInactive); the bookings that used it keep their discount.',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(promoCodeActiveInput) },
      responses: { 200: json(promoCodeDto, 'The code as saved'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => c.json(await c.get('services').promoCodes.setActive(actorOf(c), c.req.valid('param').id, c.req.valid('json').active), 200),
  );
