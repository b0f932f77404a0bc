/** Admin handling of visitors' messages (mark read, delete) and the audit trail. */
import { createRoute, z } from '@hono/zod-openapi';
import { noticeDto, visitorMessageDto } from '../../shared/schemas/dto.ts';
import { actorOf, requireAdmin } from '../http/guards.server.ts';
import type { MessageKind } from '../services/messages.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

const readInput = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

const auditEntryDto = z
  .object({
    _id: z.string(),
    actorUserId: z.string().nullable(),
    actorEmail: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });

/** The same two routes for each message kind, under the spec's collection paths. */
function messageRoutes(kind: MessageKind, collection: string, label: string) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'patch',
        path: `/${collection}/{id}`,
        tags: ['Messages'],
        summary: `Mark a ${label} message read or unread (admin)`,
        middleware: [requireAdmin] as const,
        request: { params: idParam, ...body(readInput) },
        responses: { 200: json(visitorMessageDto, 'The message'), ...errorResponses(400, 401, 403, 404, 415) },
      }),
      async (c) => c.json(await c.get('services').messages.markRead(actorOf(c), kind, c.req.valid('param').id, c.req.valid('json').read), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: `/${collection}/{id}`,
        tags: ['Messages'],
        summary: `Delete a ${label} message (admin)`,
        middleware: [requireAdmin] as const,
        request: { params: idParam },
        responses: { 200: json(noticeDto, 'Deleted'), ...errorResponses(401, 403, 404) },
      }),
      async (c) => {
        await c.get('services').messages.remove(actorOf(c), kind, c.req.valid('param').id);
        return c.json({ message: 'Message deleted' }, 200);
      },
    );
}

export const adminMessagesApi = createRouter()
  .route('/', messageRoutes('contactUs', 'contactUsMessage', 'contact-us'))
  .route('/', messageRoutes('touchInTouch', 'touchInTouchMessage', 'get-in-touch'))
  .openapi(
    createRoute({
      method: 'get',
      path: '/audit',
      tags: ['Audit'],
      summary: 'The audit trail: every admin change, newest first (admin)',
      middleware: [requireAdmin] as const,
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(1000).optional() }) },
      responses: { 200: json(z.array(auditEntryDto), 'Audit entries'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await c.get('services').audit.list(c.req.valid('query').limit ?? 200), 200),
  );
