/** The admins list: spec section 7 paths and names. */
import { createRoute, z } from '@hono/zod-openapi';
import { adminInput } from '../../shared/schemas/admins.ts';
import { adminDto, noticeDto } from '../../shared/schemas/dto.ts';
import { actorOf, requireAdmin } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { createRouter, errorResponses } from './http.server.ts';

export const adminsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admins',
      tags: ['Admins'],
      middleware: [requireAdmin] as const,
      responses: {
        200: { description: 'Admins', content: { 'application/json': { schema: z.array(adminDto) } } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await c.get('services').admins.list(), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admins',
      tags: ['Admins'],
      middleware: [requireAdmin] as const,
      request: { body: { required: true, content: { 'application/json': { schema: adminInput } } } },
      responses: {
        201: { description: 'Added', content: { 'application/json': { schema: adminDto } } },
        ...errorResponses(400, 401, 403, 409, 413, 415),
      },
    }),
    async (c) => c.json(await c.get('services').admins.add(actorOf(c), c.req.valid('json').email), 201),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admins/{id}',
      tags: ['Admins'],
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: {
        200: { description: 'Removed', content: { 'application/json': { schema: noticeDto } } },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    async (c) => {
      await c.get('services').admins.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ message: 'Admin removed' }, 200);
    },
  );
