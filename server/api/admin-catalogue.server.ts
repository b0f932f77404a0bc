/** Admin writes of the catalogue (REST additions): tour packages, blogs and comment moderation. */
import { createRoute, z } from '@hono/zod-openapi';
import { blogInput, commentVisibilityInput } from '../../shared/schemas/blogs.ts';
import { blogCommentDto, blogDto, noticeDto, tourPackageDto } from '../../shared/schemas/dto.ts';
import { actorOf, requireAdmin } from '../http/guards.server.ts';
import { idParam } from './catalogue.server.ts';
import { body, createRouter, errorResponses, json } from './http.server.ts';
import { packageApiInput, packageInputFromApi, toTourPackageDto } from './spec-names.server.ts';

const commentParams = idParam.extend({ commentId: idParam.shape.id });
const moderatedCommentDto = blogCommentDto.extend({ hidden: z.boolean() }).meta({ id: 'ModeratedComment' });

export const adminCatalogueApi = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/tourPackages',
      tags: ['Packages'],
      summary: 'Add a tour package (admin)',
      middleware: [requireAdmin] as const,
      request: body(packageApiInput),
      responses: { 201: json(tourPackageDto, 'The new package'), ...errorResponses(400, 401, 403, 413, 415) },
    }),
    async (c) => c.json(toTourPackageDto(await c.get('services').packages.create(actorOf(c), packageInputFromApi(c.req.valid('json')))), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/tourPackages/{id}',
      tags: ['Packages'],
      summary: 'Replace a tour package, itinerary included (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(packageApiInput) },
      responses: { 200: json(tourPackageDto, 'The package'), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    async (c) => {
      const input = packageInputFromApi(c.req.valid('json'));
      return c.json(toTourPackageDto(await c.get('services').packages.update(actorOf(c), c.req.valid('param').id, input)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/tourPackages/{id}',
      tags: ['Packages'],
      summary: 'Remove a tour package (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Removed'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await c.get('services').packages.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ message: 'Package removed' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/blogs',
      tags: ['Blogs'],
      summary: 'Add a blog (admin); blogDescription is Markdown',
      middleware: [requireAdmin] as const,
      request: body(blogInput),
      responses: { 201: json(blogDto, 'The new blog'), ...errorResponses(400, 401, 403, 413, 415) },
    }),
    async (c) => c.json(await c.get('services').blogs.create(actorOf(c), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/blogs/{id}',
      tags: ['Blogs'],
      summary: 'Replace a blog (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam, ...body(blogInput) },
      responses: { 200: json(blogDto, 'The blog'), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    async (c) => c.json(await c.get('services').blogs.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/blogs/{id}',
      tags: ['Blogs'],
      summary: 'Remove a blog and its comments (admin)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(noticeDto, 'Removed'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await c.get('services').blogs.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ message: 'Blog removed' }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/blogs/{id}/comments',
      tags: ['Blogs'],
      summary: 'Every comment of a blog, hidden ones included (admin moderation)',
      middleware: [requireAdmin] as const,
      request: { params: idParam },
      responses: { 200: json(z.array(moderatedCommentDto), 'The comments'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await c.get('services').blogs.commentsForModeration(c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/blogs/{id}/comments/{commentId}',
      tags: ['Blogs'],
      summary: 'Hide a comment from readers or show it again (admin)',
      middleware: [requireAdmin] as const,
      request: { params: commentParams, ...body(commentVisibilityInput) },
      responses: { 200: json(moderatedCommentDto, 'The comment'), ...errorResponses(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const { id, commentId } = c.req.valid('param');
      return c.json(await c.get('services').blogs.setCommentHidden(actorOf(c), id, commentId, c.req.valid('json').hidden), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/blogs/{id}/comments/{commentId}',
      tags: ['Blogs'],
      summary: 'Delete a comment (admin)',
      middleware: [requireAdmin] as const,
      request: { params: commentParams },
      responses: { 200: json(noticeDto, 'Deleted'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { id, commentId } = c.req.valid('param');
      await c.get('services').blogs.deleteComment(actorOf(c), id, commentId);
      return c.json({ message: 'Comment deleted' }, 200);
    },
  );
