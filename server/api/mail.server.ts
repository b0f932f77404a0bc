/** The admin's view of the e-mail queue: what is waiting or failed, and sending a failed one again. */
import { createRoute, z } from '@hono/zod-openapi';
import { noticeDto } from '../../shared/schemas/dto.ts';
import { requireAdmin } from '../http/guards.server.ts';
import { notFound } from '../services/errors.server.ts';
import { idParam } from './catalogue.server.ts';
import { createRouter, errorResponses, json } from './http.server.ts';

const queuedMailDto = z
  .object({
    id: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    status: z.enum(['pending', 'sending', 'sent', 'failed']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'QueuedMail' });

export const mailApi = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/mailQueue',
      tags: ['Admin'],
      summary: 'E-mail waiting to be sent or failed (admin); ?status=failed for the failed ones',
      middleware: [requireAdmin] as const,
      request: { query: z.object({ status: z.enum(['pending', 'sending', 'sent', 'failed']).optional() }) },
      responses: { 200: json(z.array(queuedMailDto), 'The messages, newest first'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const queue = c.get('services').mailQueue;
      return c.json(queue ? await queue.list(c.req.valid('query')) : [], 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/mailQueue/{id}/retry',
      tags: ['Admin'],
      summary: 'Send a failed e-mail again (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Queued again'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const queue = c.get('services').mailQueue;
      if (!queue || !(await queue.retry(c.req.valid('param').id))) throw notFound('failedMailNotFound');
      return c.json({ message: 'The e-mail will be sent again.' }, 200);
    },
  );
