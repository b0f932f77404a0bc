/** Tour packages, upcoming events and blogs: spec section 7 paths and names. */
import { createRoute, z } from '@hono/zod-openapi';
import { blogDto, noticeDto, tourPackageDto, upcomingEventDto } from '../../shared/schemas/dto.ts';
import { eventInput } from '../../shared/schemas/events.ts';
import { actorOf, requireAdmin } from '../http/guards.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';
import { toTourPackageDto } from './spec-names.server.ts';

export const idParam = z.object({
  id: z
    .string()
    .regex(/^[0-9a-z]{20}$/)
    .meta({ description: 'Opaque id (_id)' }),
});

export const catalogueApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/allTourPackages',
      tags: ['Packages'],
      summary: 'Every tour package, in catalogue order',
      responses: { 200: json(z.array(tourPackageDto), 'The packages') },
    }),
    async (c) => c.json((await c.get('services').packages.list()).map(toTourPackageDto), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/singleTourPackage/{id}',
      tags: ['Packages'],
      request: { params: idParam },
      responses: { 200: json(tourPackageDto, 'One package'), ...errorResponses(404) },
    }),
    async (c) => c.json(toTourPackageDto(await c.get('services').packages.get(c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/upcommingevent',
      tags: ['Events'],
      responses: { 200: json(z.array(upcomingEventDto), 'The upcoming events') },
    }),
    async (c) => c.json(await c.get('services').events.list(), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/upcommingevent/{id}',
      tags: ['Events'],
      request: { params: idParam },
      responses: { 200: json(upcomingEventDto, 'One event'), ...errorResponses(404) },
    }),
    async (c) => c.json(await c.get('services').events.get(c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/upcommingevent',
      tags: ['Events'],
      summary: 'Add an event (admin)',
      middleware: [requireAdmin] as const,
      request: body(eventInput),
      responses: { 201: json(upcomingEventDto, 'The new event'), ...errorResponses(400, 401, 403, 413, 415) },
    }),
    async (c) => c.json(await c.get('services').events.create(actorOf(c), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/upcommingevent/{id}',
      tags: ['Events'],
      summary: 'Edit an event (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(eventInput) },
      responses: { 200: json(upcomingEventDto, 'The event'), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    async (c) => c.json(await c.get('services').events.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/upcommingevent/{id}',
      tags: ['Events'],
      summary: 'Remove an event (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Removed'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await c.get('services').events.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ message: 'Event removed' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/addBlogs',
      tags: ['Blogs'],
      summary: 'Every blog, in list order',
      responses: { 200: json(z.array(blogDto), 'The blogs') },
    }),
    async (c) => c.json(await c.get('services').blogs.list(), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/singleBlog/{id}',
      tags: ['Blogs'],
      request: { params: idParam },
      responses: { 200: json(blogDto, 'One blog with its comments'), ...errorResponses(404) },
    }),
    async (c) => c.json(await c.get('services').blogs.get(c.req.valid('param').id), 200),
  );
