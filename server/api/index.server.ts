/**
 * The JSON API under /api: every route of spec section 7 (and the REST additions), one OpenAPI
 * document at /api/openapi.json generated from the same zod schemas that validate.
 */
import { HTTPException } from 'hono/http-exception';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../http/types.server.ts';
import type { Logger } from '../logger.server.ts';
import { apiErrorBody, msg } from '../services/errors.server.ts';
import { adminsApi } from './admins.server.ts';
import { bookingsApi } from './bookings.server.ts';
import { paymentsApi, providerNotificationPaths } from './payments.server.ts';
import { catalogueApi } from './catalogue.server.ts';
import { departuresApi } from './departures.server.ts';
import { absoluteImageUrls } from './absolute-urls.server.ts';
import { renderApiDocs } from './docs.server.ts';
import { mailApi } from './mail.server.ts';
import { smsApi, smsInboundPath } from './sms.server.ts';
import { reportsApi } from './reports.server.ts';
import { reviewsApi } from './reviews.server.ts';
import { apiErrorResponse, createRouter } from './http.server.ts';
import { messagesApi } from './messages.server.ts';
import { publicSiteApi } from './public-site.server.ts';
import { adminCatalogueApi } from './admin-catalogue.server.ts';
import { adminMessagesApi } from './admin-messages.server.ts';
import { uploadsApi } from './uploads.server.ts';
import { ticketsApi } from './tickets.server.ts';
import { promoCodesApi } from './promo-codes.server.ts';
import { quoteApi } from './quote.server.ts';

/** A body that is not JSON answers 415 (uploads are multipart and have their own route). */
const requireJsonBody = createMiddleware<AppBindings>(async (c, next) => {
  if (['POST', 'PUT', 'PATCH'].includes(c.req.method) && !isMultipartRoute(c.req.path) && !isProviderNotification(c.req.path)) {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return c.json(apiErrorBody(msg('bodyNotJson')), 415);
    }
  }
  await next();
});

/** Routes that take multipart uploads: they set their own type check and size limit. */
const multipartPrefixes = ['/api/uploads'];
const isMultipartRoute = (path: string) => multipartPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
/** Payment providers post forms (SSLCommerz) and SNS messages as text/plain (bKash), SMS forwarders JSON or forms: their handlers read them. */
const isProviderNotification = (path: string) => (providerNotificationPaths as readonly string[]).includes(path) || path === smsInboundPath;

/** Route groups mounted under /api; features add theirs here. */
export const apiRoutes = [
  catalogueApi,
  messagesApi,
  adminsApi,
  adminCatalogueApi,
  adminMessagesApi,
  uploadsApi,
  bookingsApi,
  paymentsApi,
  departuresApi,
  reviewsApi,
  reportsApi,
  mailApi,
  smsApi,
  publicSiteApi,
  ticketsApi,
  promoCodesApi,
  quoteApi,
];

export function createApi(logger: Logger, extraRoutes: ReturnType<typeof createRouter>[] = [], assetBaseUrl = '') {
  const api = createRouter();
  if (assetBaseUrl) api.use('*', absoluteImageUrls(assetBaseUrl));
  // Body size and control characters are checked for every request in server/http/input-guard.server.ts.
  api.use('*', requireJsonBody);
  for (const routes of [...apiRoutes, ...extraRoutes]) api.route('/', routes);

  const documentInfo = {
    openapi: '3.1.0',
    info: {
      title: 'Travelez API',
      version: '1.0.0',
      description:
        'The JSON API of the Travelez site. Paths keep the original spellings (subcribers, upcomming). ' +
        'Errors answer { error, issues? }. Authentication is a session cookie from /api/auth.',
    },
  };
  api.doc31('/openapi.json', documentInfo);
  // The same document as a readable page (built once, on the first visit).
  let docsHtml: string | null = null;
  api.get('/docs', (c) => {
    docsHtml ??= renderApiDocs(api.getOpenAPI31Document(documentInfo) as unknown as Record<string, unknown>);
    return c.html(docsHtml);
  });

  api.notFound((c) => c.json({ error: 'Not found', code: 'notFound' }, 404));
  api.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      // A body that is not JSON (400), or a refusal of the framework's own (its English as it is).
      if (status === 400) return c.json(apiErrorBody(msg('bodyNotValidJson')), status);
      return c.json({ error: error.message || 'Request refused', code: 'requestRefused' }, status);
    }
    return apiErrorResponse(c, error, (m, e) => logger.error(m, e));
  });
  return api;
}
