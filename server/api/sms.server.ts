/** The admin's view of the SMS queue: what is waiting, failed or dropped, and sending a failed one again. */
import { createRoute, z } from '@hono/zod-openapi';
import { noticeDto } from '../../shared/schemas/dto.ts';
import { requireAdmin } from '../http/guards.server.ts';
import { notFound } from '../services/errors.server.ts';
import { idParam } from './catalogue.server.ts';
import { createRouter, errorResponses, json } from './http.server.ts';

const smsStatus = z.enum(['pending', 'sending', 'sent', 'failed', 'dropped']);

const queuedSmsDto = z
  .object({
    id: z.string(),
    to: z.string(),
    kind: z.string(),
    lang: z.enum(['en', 'bn']),
    text: z.string(),
    status: smsStatus,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'QueuedSms' });

export const smsApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/smsQueue',
      tags: ['Admin'],
      summary: 'SMS waiting, failed (given up) or dropped (daily cap, opt-out) (admin); ?status= for one of them',
      middleware: [requireAdmin] as const,
      request: { query: z.object({ status: smsStatus.optional() }) },
      responses: { 200: json(z.array(queuedSmsDto), 'The SMS, newest first'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const queue = c.get('services').smsQueue;
      return c.json(queue ? await queue.list(c.req.valid('query')) : [], 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/smsQueue/{id}/retry',
      tags: ['Admin'],
      summary: 'Send a failed SMS again (admin; not a sign-in code)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Queued again'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const queue = c.get('services').smsQueue;
      if (!queue || !(await queue.retry(c.req.valid('param').id))) throw notFound('failedSmsNotFound');
      return c.json({ message: 'The SMS will be sent again.' }, 200);
    },
  );
