/**
 * The Lighthouse step of the bench: mobile settings (Lighthouse's default: a Moto G-class screen,
 * simulated slow 4G and 4x CPU slowdown), Debian's Chromium, on pages of the running production
 * site. It needs the npm package `lighthouse` (a pinned dev dependency, with its `chrome-launcher`):
 * without it the step reports so and the rest of the bench is unaffected.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** A page the browser steps measure, and the cookie to send with it (a signed-in visitor). */
export interface BrowserPage {
  path: string;
  cookie?: string;
}

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The performance score of every run (the row shows the median run). */
  runs: number[];
  /** The LCP of every run (ms), in run order; the goal is on its median and its largest. */
  lcpRuns: number[];
  /** The largest CLS of all runs. */
  worstCls: number;
  /** Audits of the four categories that did not pass (id: title), to say why a score is below 100. */
  failing: string[];
}

interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}

/** Debian's Chromium, headless, with the background services that would add noise turned off. */
export const chromePath = '/usr/bin/chromium';
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Asks once for the AVIF copies a page's first screen offers: the server makes each on its first
 * request (server/images/avif.server.ts), which a site's first visitor pays once and the runs
 * measured here should not.
 */
async function warmImages(url: string, cookie: string | undefined) {
  const html = await (await fetch(url, cookie ? { headers: { cookie } } : {})).text();
  const copies = new Set(html.match(/\/uploads\/[0-9a-f]{24}-\d+\.avif/g) ?? []);
  await Promise.all([...copies].map(async (copy) => (await fetch(new URL(copy, url))).arrayBuffer()));
}

/**
 * Runs Lighthouse `runs` times on each page (a fresh Chromium each time) and keeps the median run
 * by performance score: single runs move by several points on a shared machine. Answers why it
 * did not run (a sentence) when the package or Chromium is missing. `warmURL`: the server itself,
 * when `baseURL` is a front whose certificate Node would refuse. With `reportDir`, each page's median Lighthouse result is written there
 * as JSON (`lighthouse-<n>.json`).
 */
export async function runLighthouse(
  baseURL: string,
  pages: BrowserPage[],
  options: { runs?: number; reportDir?: string; warmURL?: string } = {},
): Promise<LighthouseRow[] | string> {
  let lighthouse: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
  let launch: (options: Record<string, unknown>) => Promise<{ port: number; kill(): Promise<void> | void }>;
  try {
    // Optional packages: resolved at run time only.
    const lighthouseModule = 'lighthouse';
    const launcherModule = 'chrome-launcher';
    lighthouse = ((await import(lighthouseModule)) as { default: typeof lighthouse }).default;
    launch = ((await import(launcherModule)) as { launch: typeof launch }).launch;
  } catch {
    return 'skipped, the npm package "lighthouse" is not installed (npm install).';
  }
  if (!existsSync(chromePath)) return `skipped, no Chromium at ${chromePath} (apt-get install chromium).`;
  process.env.CHROME_PATH ??= chromePath;
  const runs = options.runs ?? 3;

  async function once(path: string, cookie: string | undefined): Promise<Lhr> {
    // The TLS front's certificate is the bench's own, self-signed (bench/tls-front.ts).
    const flags = baseURL.startsWith('https:') ? [...chromeFlags, '--ignore-certificate-errors'] : chromeFlags;
    const chrome = await launch({ chromePath, chromeFlags: flags });
    try {
      const result = await lighthouse(`${baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: [...categories],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code}`);
      if (result.lhr.finalDisplayedUrl !== `${baseURL}${path}`) throw new Error(`${path} ended on ${result.lhr.finalDisplayedUrl}`);
      return result.lhr;
    } finally {
      await chrome.kill();
    }
  }

  const lcpOf = (lhr: Lhr) => Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
  const rows: LighthouseRow[] = [];
  for (const [n, { path, cookie }] of pages.entries()) {
    const page = cookie ? `${path} (signed in)` : path;
    const results: Lhr[] = [];
    await warmImages(`${options.warmURL ?? baseURL}${path}`, cookie);
    // A run that fails to record its trace (Chromium's NO_NAVSTART, now and then) is run again.
    for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt++) {
      try {
        results.push(await once(path, cookie));
      } catch (error) {
        if (attempt >= runs + 1 || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test((error as Error).message)) throw error;
      }
    }
    const perf = (lhr: Lhr) => lhr.categories.performance?.score ?? 0;
    const sorted = [...results].sort((a, b) => perf(a) - perf(b));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
    if (options.reportDir) await writeFile(`${options.reportDir}/lighthouse-${n}.json`, JSON.stringify(lhr));
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const failing = new Set<string>();
    for (const key of categories) {
      for (const ref of lhr.categories[key]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        const scored = audit && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric');
        if (scored && ref.weight > 0 && audit.score !== null && audit.score < 0.9) failing.add(`${ref.id} (${audit.score})`);
      }
    }
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: lcpOf(lhr),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      runs: results.map((r) => Math.round(perf(r) * 100)),
      lcpRuns: results.map(lcpOf),
      worstCls: Number(Math.max(...results.map((r) => r.audits['cumulative-layout-shift']?.numericValue ?? 0)).toFixed(3)),
      failing: [...failing],
    });
  }
  return rows;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

export function formatLighthouse(rows: LighthouseRow[] | string): string[] {
  if (typeof rows === 'string') return [`Lighthouse: ${rows}`];
  // Issue 16's goal: performance at least 98, LCP under 2 s, the other three categories 100.
  const ok = (r: LighthouseRow) => r.performance >= 98 && r.lcpMs < 2000 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
  return [
    `Lighthouse (mobile, Chromium, median of ${rows[0]?.runs.length ?? 0} runs): performance / accessibility / best practices / SEO ` +
      '(target >= 98 / 100 / 100 / 100 and LCP < 2000 ms), LCP, TBT, CLS, performance of each run',
    ...rows.flatMap((r) => [
      `  ${r.page.padEnd(48)} ${[r.performance, r.accessibility, r.bestPractices, r.seo].join(' / ').padEnd(18)} ` +
        `LCP ${String(r.lcpMs).padStart(5)} ms  TBT ${String(r.tbtMs).padStart(4)} ms  CLS ${r.cls.toFixed(3)}  ` +
        `(${r.runs.join(', ')})  ${ok(r) ? 'ok' : 'MISS'}`,
      `    LCP of each run ${r.lcpRuns.join(', ')} ms: median ${median(r.lcpRuns)}, largest ${Math.max(...r.lcpRuns)} ` +
        `(target < 2000 / < 2300)  ${median(r.lcpRuns) < 2000 && Math.max(...r.lcpRuns) < 2300 ? 'ok' : 'MISS'}; largest CLS ${r.worstCls.toFixed(3)}`,
      ...(r.failing.length ? [`    not passed: ${r.failing.join(', ')}`] : []),
    ]),
  ];
}
