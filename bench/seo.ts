/**
 * The bench's search-engine check (moved here from tests/e2e/bangla.test.ts, so that `npm test`
 * runs no Lighthouse): Lighthouse's SEO category on the Bangla home, tours and blog, which must
 * score 100. One run a page: the SEO audits read the document, not timings.
 */
import { chromeFlags, chromePath } from './lighthouse.ts';

export const seoPages = ['/bn', '/bn/tour', '/bn/blog'];

interface SeoLhr {
  runtimeError?: { code: string };
  categories: { seo?: { score: number | null; auditRefs: { id: string }[] } };
  audits: Record<string, { title: string; score: number | null }>;
}

/** Each page's SEO score, and why it is below 100; a sentence when Lighthouse is not installed. */
export async function runSeoCheck(baseURL: string, pages = seoPages): Promise<{ page: string; seo: number; failing: string[] }[] | string> {
  let lighthouse: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: SeoLhr } | undefined>;
  let launch: (options: Record<string, unknown>) => Promise<{ port: number; kill(): Promise<void> | void }>;
  try {
    // Optional packages, as in bench/lighthouse.ts: resolved at run time only.
    const lighthouseModule = 'lighthouse';
    const launcherModule = 'chrome-launcher';
    lighthouse = ((await import(lighthouseModule)) as { default: typeof lighthouse }).default;
    launch = ((await import(launcherModule)) as { launch: typeof launch }).launch;
  } catch {
    return 'skipped, the npm package "lighthouse" is not installed (npm install).';
  }
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const rows = [];
    for (const page of pages) {
      const result = await lighthouse(`${baseURL}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError || !lhr.categories.seo) {
        rows.push({ page, seo: 0, failing: [`Lighthouse did not run (${lhr?.runtimeError?.code ?? 'no result'})`] });
        continue;
      }
      const seo = lhr.categories.seo;
      const failing = seo.auditRefs
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => a.title);
      rows.push({ page, seo: Math.round((seo.score ?? 0) * 100), failing });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** The lines of the bench's table: each page's score against the goal (100). */
export function formatSeo(rows: Awaited<ReturnType<typeof runSeoCheck>>): string[] {
  if (typeof rows === 'string') return [`Lighthouse SEO (Bangla pages): ${rows}`];
  return [
    'Lighthouse SEO on the Bangla pages (goal: 100):',
    ...rows.map((r) => `  ${r.page.padEnd(12)} ${String(r.seo).padStart(3)}  ${r.seo === 100 ? 'ok' : `MISS: ${r.failing.join('; ')}`}`),
  ];
}
