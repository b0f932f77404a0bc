/** The public site's additions to the API: blog comments and 'Find your tour'. */
import { createRoute, z } from '@hono/zod-openapi';
import { blogCommentDto, tourPackageDto } from '../../shared/schemas/dto.ts';
import { commentInput } from '../../shared/schemas/comments.ts';
import { findTourQuery } from '../../shared/schemas/search.ts';
import { requireUser } from '../http/guards.server.ts';
import { zodRefusal } from '../services/errors.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';
import { toTourPackageDto } from './spec-names.server.ts';

const searchParams = z.object({
  where: z.string().optional(),
  checkIn: z.string().optional(),
  checkOut: z.string().optional(),
  guests: z.string().optional(),
});

export const publicSiteApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/singleBlog/{id}/comments',
      tags: ['Blogs'],
      summary: 'Leave a reply on a blog (signed-in users with a verified e-mail); stored as plain text',
      middleware: [requireUser] as const,
      request: { params: idParam, ...body(commentInput) },
      responses: {
        201: json(z.object({ message: z.string(), comment: blogCommentDto, count: z.number().int() }), 'Saved'),
        ...errorResponses(400, 401, 403, 404, 413, 415, 429),
      },
    }),
    async (c) => {
      const viewer = c.get('viewer')!;
      const { comment, count } = await c.get('services').comments.add(viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ message: 'Thank you! Your comment is published.', comment, count }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/searchTourPackages',
      tags: ['Packages'],
      summary: "'Find your tour': packages by place, dates and guest count (all optional)",
      description:
        'Each word of `where` matches the place, package name, region or search terms. With `checkIn`, `checkOut` or `guests`, ' +
        'a package needs an open departure starting between check-in and check-out (inclusive) with at least `guests` seats left ' +
        '(and a group size that takes them).',
      request: { query: searchParams },
      responses: { 200: json(z.array(tourPackageDto), 'Matching packages, in catalogue order'), ...errorResponses(400) },
    }),
    async (c) => {
      const raw = Object.fromEntries(Object.entries(c.req.valid('query')).filter(([, v]) => v !== undefined && v !== ''));
      const parsed = findTourQuery.safeParse(raw);
      if (!parsed.success) {
        throw zodRefusal(parsed.error);
      }
      return c.json((await c.get('services').search.findTours(parsed.data)).map(toTourPackageDto), 200);
    },
  );
