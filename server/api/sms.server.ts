/**
 * The admin's view of the SMS queue (what is waiting, failed or dropped, and sending a failed one
 * again), and the inbound endpoint where replies such as STOP are forwarded (server/sms/inbound.server.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { noticeDto } from '../../shared/schemas/dto.ts';
import { requireAdmin } from '../http/guards.server.ts';
import { DomainError, invalid, msg, notFound } from '../services/errors.server.ts';
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

/** Where replies to the operator's number are forwarded: JSON or a form, authenticated by SMS_INBOUND_SECRET. */
export const smsInboundPath = '/api/sms/inbound';

const inboundAnswer = z.object({ received: z.boolean(), outcome: z.enum(['optedOut', 'optedIn', 'ignored']) }).meta({ id: 'InboundSmsReceived' });

/** The sender and the text, under the names forwarders use (msisdn/from/mobile/sender, sms/text/message/body). */
async function inboundFields(request: Request): Promise<{ from: string; text: string } | null> {
  const raw = (await request.text()).slice(0, 10_000);
  let fields: Record<string, unknown> = {};
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') fields = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  } else fields = Object.fromEntries(new URLSearchParams(raw));
  const pick = (...names: string[]) => names.map((n) => fields[n]).find((v): v is string => typeof v === 'string');
  const from = pick('msisdn', 'from', 'mobile', 'sender');
  const text = pick('sms', 'text', 'message', 'body');
  return from !== undefined && text !== undefined ? { from, text } : null;
}

export const smsApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/sms/inbound',
      tags: ['SMS'],
      summary: "A reply to the operator's number, forwarded: STOP or বন্ধ opts the sender out of SMS, START or চালু back in",
      description:
        "For the gateway's keyword forwarding or a script: `Authorization: Bearer <SMS_INBOUND_SECRET>` (or `?secret=`); " +
        'the body is JSON or a form with the sender (`msisdn`, `from`, `mobile` or `sender`) and the text (`sms`, `text`, `message` or `body`). ' +
        'Off (404) without SMS_INBOUND_SECRET.',
      responses: { 200: json(inboundAnswer, 'Received: what it did'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const inbound = c.get('services').smsInbound;
      if (!inbound.enabled) throw notFound('notFound');
      const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!inbound.authorised(bearer ?? c.req.query('secret'))) throw new DomainError(401, msg('smsInboundRefused'));
      const fields = await inboundFields(c.req.raw);
      if (!fields) throw invalid('smsInboundInvalid');
      const outcome = await inbound.receive(fields.from, fields.text);
      return c.json({ received: true, outcome }, 200);
    },
  )
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
