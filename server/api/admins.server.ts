/** The admins list: spec section 7 paths and names. */
import { createRoute, z } from '@hono/zod-openapi';
import { adminInput } from '../../shared/schemas/admins.ts';
import { adminDto, noticeDto } from '../../shared/schemas/dto.ts';
import { actorOf, requireAdmin } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

export const adminsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admins',
      tags: ['Admins'],
      middleware: [requireAdmin] as const,
      responses: {
        200: json(z.array(adminDto), 'Admins'),
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
      request: body(adminInput),
      responses: {
        201: json(adminDto, 'Added'),
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
        200: json(noticeDto, 'Removed'),
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    async (c) => {
      await c.get('services').admins.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ message: 'Admin removed' }, 200);
    },
  );
