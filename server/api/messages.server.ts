/** Visitors' messages and newsletter subscribers: spec section 7 paths and names. */
import { createRoute, z } from '@hono/zod-openapi';
import { noticeDto, subscriberDto, visitorMessageDto } from '../../shared/schemas/dto.ts';
import { contactMessageInput, subscriberInput } from '../../shared/schemas/messages.ts';
import { requireAdmin } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';

const sentNotice = noticeDto.extend({ _id: z.string() });

export const messagesApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/subcribers',
      tags: ['Newsletter'],
      summary: 'Subscribe to the newsletter (subscribing again changes nothing)',
      request: body(subscriberInput),
      responses: {
        201: json(noticeDto.extend({ email: z.string() }), 'Subscribed'),
        200: json(noticeDto.extend({ email: z.string() }), 'Already subscribed'),
        ...errorResponses(400, 413, 415, 429),
      },
    }),
    async (c) => {
      const { subscriber, created } = await c.get('services').messages.subscribe(c.req.valid('json').email);
      return created
        ? c.json({ message: 'Thank you for subscribing!', email: subscriber.email }, 201)
        : c.json({ message: 'You are already subscribed. Thank you!', email: subscriber.email }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/subcribers',
      tags: ['Newsletter'],
      summary: 'Subscriber list (admin)',
      middleware: [requireAdmin] as const,
      responses: { 200: json(z.array(subscriberDto), 'Subscribers'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await c.get('services').messages.subscribers(), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/touchInTouchMessage',
      tags: ['Messages'],
      summary: "Home's 'GET IN TOUCH' message",
      request: body(contactMessageInput),
      responses: { 201: json(sentNotice, 'Sent'), ...errorResponses(400, 413, 415, 429) },
    }),
    async (c) => {
      const saved = await c.get('services').messages.send('touchInTouch', c.req.valid('json'));
      return c.json({ _id: saved._id, message: 'Thank you! Your message has been sent.' }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/touchInTouchMessage',
      tags: ['Messages'],
      summary: 'Get-in-touch messages (admin)',
      middleware: [requireAdmin] as const,
      responses: { 200: json(z.array(visitorMessageDto), 'Messages'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await c.get('services').messages.list('touchInTouch'), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/contactUsMessage',
      tags: ['Messages'],
      summary: "The contact page's 'Drop a message'",
      request: body(contactMessageInput),
      responses: { 201: json(sentNotice, 'Sent'), ...errorResponses(400, 413, 415, 429) },
    }),
    async (c) => {
      const saved = await c.get('services').messages.send('contactUs', c.req.valid('json'));
      return c.json({ _id: saved._id, message: 'Thank you! Your message has been sent.' }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/contactUsMessage',
      tags: ['Messages'],
      summary: 'Contact-us messages (admin)',
      middleware: [requireAdmin] as const,
      responses: { 200: json(z.array(visitorMessageDto), 'Messages'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await c.get('services').messages.list('contactUs'), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/viewMessage/{id}',
      tags: ['Messages'],
      summary: 'One contact-us message (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(visitorMessageDto, 'The message'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await c.get('services').messages.get('contactUs', c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/touchViewMessage/{id}',
      tags: ['Messages'],
      summary: 'One get-in-touch message (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(visitorMessageDto, 'The message'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await c.get('services').messages.get('touchInTouch', c.req.valid('param').id), 200),
  );
