/** Reviews: the public list of a package, the customer's own review, and the admin's hide and reply. */
import { createRoute, z } from '@hono/zod-openapi';
import { reviewDto, reviewHideInput, reviewInput, reviewPageDto, reviewReplyInput } from '../../shared/schemas/reviews.ts';
import { actorOf, requireAdmin, requireUser } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

const pageQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'page must be a page number')
    .optional(),
});

export const reviewsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/tourPackages/{id}/reviews',
      tags: ['Reviews'],
      summary: "A package's reviews, newest first, with the average, count and breakdown",
      request: { params: idParam, query: pageQuery },
      responses: { 200: json(reviewPageDto, 'One page of reviews'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await c.get('services').packages.get(id);
      return c.json(await c.get('services').reviews.forPackage(id, Number(c.req.valid('query').page ?? 1)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bookTour/{id}/review',
      tags: ['Reviews'],
      summary: 'Review a completed trip (the booking’s traveller; once)',
      middleware: [requireUser] as const,
      request: { params: idParam, ...body(reviewInput) },
      responses: { 201: json(reviewDto, 'The review'), ...errorResponses(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json(await c.get('services').reviews.create(c.get('viewer')!, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/reviews/{id}',
      tags: ['Reviews'],
      summary: 'Change one’s own review (for 30 days)',
      middleware: [requireUser] as const,
      request: { params: idParam, ...body(reviewInput) },
      responses: { 200: json(reviewDto, 'The review'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => c.json(await c.get('services').reviews.update(c.get('viewer')!, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/reviews',
      tags: ['Reviews'],
      summary: 'Every review, hidden ones included (admin)',
      middleware: [requireAdmin] as const,
      responses: { 200: json(z.array(reviewDto), 'The reviews'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await c.get('services').reviews.listAll(), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/reviews/{id}/visibility',
      tags: ['Reviews'],
      summary: 'Hide a review (with a reason) or show it again (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(reviewHideInput) },
      responses: { 200: json(reviewDto, 'The review'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const { hidden, reason } = c.req.valid('json');
      return c.json(await c.get('services').reviews.setHidden(actorOf(c), c.req.valid('param').id, hidden, reason ?? ''), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/reviews/{id}/reply',
      tags: ['Reviews'],
      summary: 'Reply publicly to a review; an empty reply removes it (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(reviewReplyInput) },
      responses: { 200: json(reviewDto, 'The review'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => c.json(await c.get('services').reviews.reply(actorOf(c), c.req.valid('param').id, c.req.valid('json').reply), 200),
  );
