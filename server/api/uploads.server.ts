/**
 * POST /api/uploads (admin): one image in the multipart field `image`, answered with the URL it is
 * served at. The checks (type from the bytes, 10 MB, pixel count) live in server/images/uploads.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../http/types.server.ts';
import { requireAdmin } from '../http/guards.server.ts';
import { maxUploadBytes, UploadRefused } from '../images/uploads.server.ts';
import { issueMessage } from '../../shared/i18n/coded-messages.ts';
import { errorDto } from '../../shared/schemas/dto.ts';
import { apiErrorBody, msg } from '../services/errors.server.ts';
import { createRouter, errorResponses, json } from './http.server.ts';

/** The whole request may hold the file plus a little multipart framing. */
const uploadBodyLimit = bodyLimit({
  maxSize: maxUploadBytes + 64 * 1024,
  onError: (c) => c.json(apiErrorBody(msg('imageTooLarge', maxUploadBytes / 1024 / 1024)), 413),
});

const requireMultipart = createMiddleware<AppBindings>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return c.json(apiErrorBody(msg('uploadNotMultipart')), 415);
  }
  await next();
});

const uploadForm = z.object({
  image: z
    .custom<File>((v) => v instanceof File, { error: issueMessage('uploadChooseFile') })
    .meta({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP or AVIF image, at most 10 MB' }),
});

const uploadedDto = z
  .object({ url: z.string().meta({ description: 'The canonical URL (960 px wide WebP); 480 and 1600 px variants sit beside it' }) })
  .meta({ id: 'UploadedImage' });

export const uploadsApi = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/uploads',
    tags: ['Uploads'],
    summary: 'Upload an image (admin): checked by content, re-encoded to WebP',
    middleware: [requireAdmin, requireMultipart, uploadBodyLimit] as const,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } } },
    responses: {
      201: json(uploadedDto, 'Stored'),
      400: json(errorDto, 'Not an accepted image'),
      413: json(errorDto, 'File or pixel count too large'),
      415: json(errorDto, 'Not a JPEG, PNG, WebP or AVIF image'),
      ...errorResponses(401, 403),
    },
  }),
  async (c) => {
    const file = c.req.valid('form').image;
    try {
      const stored = await c.get('services').images.store(new Uint8Array(await file.arrayBuffer()));
      return c.json({ url: stored.url }, 201);
    } catch (error) {
      if (error instanceof UploadRefused) return c.json(apiErrorBody(error.ref), error.status);
      throw error;
    }
  },
);
