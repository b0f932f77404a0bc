/**
 * What a visitor gets while the database cannot be reached: a clear "temporarily unavailable"
 * answer (503 with Retry-After) instead of an error page or the balancer's bare 503. Pages get a
 * small page in the site's look (its stylesheet, the same layout as the error page), built without
 * the database or React; the API gets its usual JSON error. Nothing about the cause is shown.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { htmlLang, langOfPath, pathIn, type Lang } from '../../shared/i18n/lang.ts';
import { unavailableText } from './unavailable.text.ts';

/** Seconds a client is asked to wait before trying again. */
export const retryAfterSeconds = 30;

/** The site's stylesheet in the build (`/assets/app-<hash>.css`), if there is one. */
export function siteStylesheet(clientDir: string | undefined): string | null {
  if (!clientDir) return null;
  try {
    const css = readdirSync(path.join(clientDir, 'assets')).find((f) => /^app-[\w-]+\.css$/.test(f));
    return css ? `/assets/${css}` : null;
  } catch {
    return null;
  }
}

function unavailablePage(stylesheet: string | null, lang: Lang): string {
  const t = unavailableText[lang];
  return `<!doctype html>
<html lang="${htmlLang[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} | Travelez</title>
${stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : ''}
</head>
<body>
<main class="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
<p class="font-display text-7xl font-bold text-teal-700">503</p>
<h1 class="mt-4 text-3xl font-bold text-teal-950">${t.title}</h1>
<p class="mt-4 text-lg text-ink-muted">${t.message}</p>
<a href="${pathIn(lang, '/')}" class="mt-8 inline-flex min-h-11 items-center justify-center rounded-full bg-teal-700 px-6 font-semibold text-white shadow-sm hover:bg-teal-800">${t.home}</a>
</main>
</body>
</html>
`;
}

/** The 503 for `pathname`: JSON under /api, the page otherwise (in Bangla under /bn). */
export function unavailableResponse(pathname: string, stylesheet: string | null): Response {
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return Response.json({ error: 'The service is briefly unavailable. Please try again in a moment.', code: 'serviceUnavailable' }, { status: 503, headers });
  }
  return new Response(unavailablePage(stylesheet, langOfPath(pathname)), { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
