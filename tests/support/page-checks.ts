/**
 * What every page must be, checked in the browser by the e2e suites (the sweep, the Bangla tests):
 * no console error or hydration warning, nothing wider than the window, no link that leaves the
 * site unexpectedly, and on a Bangla page no English beyond brand names.
 *
 *   const errors = collectErrors(page);        // before page.goto: console errors, as they come
 *   expect(await pageOverflow(page)).toEqual([]);
 *   expect(await offsiteLinks(page, baseURL)).toEqual([]);
 *   expect(await englishOn(page)).toEqual([]);
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { drawEverySection } from './browser.ts';

/** Console errors, uncaught exceptions and React's hydration warnings of a page, as they come. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text()))) errors.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** The page wider than its window (a sideways scroll bar on a phone), as a sentence; '' when it fits. */
export async function pageOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= vw) return '';
    // The widest element that reaches past the window, to say where.
    let widest = '';
    let right = vw;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > right + 0.5 && r.width > 0 && getComputedStyle(el).position !== 'fixed') {
        right = r.right;
        const id = el.id ? `#${el.id}` : '';
        widest = `<${el.tagName.toLowerCase()}${id} class="${(el.getAttribute('class') ?? '').slice(0, 80)}">`;
      }
    }
    return `the page is ${width} px wide in a ${vw} px window${widest ? ` (${widest} reaches ${Math.round(right)} px)` : ''}`;
  });
}

/** Origins a page may link to on purpose (besides its own). */
export const knownOrigins = [
  'https://www.facebook.com',
  'https://www.instagram.com',
  'https://www.youtube.com',
  'https://x.com',
  'https://twitter.com',
  'https://www.google.com',
  'https://maps.google.com',
];

/**
 * Links (and form targets) that leave the site unexpectedly: a protocol-relative address
 * (`//host`, `/\host`), or an absolute one to another origin than the site's and the known ones.
 * `mailto:`, `tel:` and in-page links are fine.
 */
export async function offsiteLinks(page: Page, baseURL: string, allowed: readonly string[] = knownOrigins): Promise<string[]> {
  const targets = await page.evaluate(() =>
    [
      ...[...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
      ...[...document.querySelectorAll('form[action]')].map((f) => f.getAttribute('action') ?? ''),
    ].filter(Boolean),
  );
  const own = new URL(baseURL).origin;
  return [
    ...new Set(
      targets.filter((href) => {
        const trimmed = href.trim();
        if (/^[/\\]{2}/.test(trimmed) || /^\/\\/.test(trimmed)) return true;
        if (/^(mailto|tel|sms):/i.test(trimmed) || trimmed.startsWith('#')) return false;
        let url: URL;
        try {
          url = new URL(trimmed, own);
        } catch {
          return true;
        }
        if (!/^https?:$/.test(url.protocol)) return true;
        return url.origin !== own && !allowed.includes(url.origin);
      }),
    ),
  ];
}

/** Latin words a Bangla page may show: brands, the payment providers' and card names, the language switch. */
export const latinAllowedOnBangla = new Set([
  'travelez',
  'bkash',
  'sslcommerz',
  'nagad',
  'rocket',
  'visa',
  'mastercard',
  'amex',
  'emi',
  'google',
  'english',
  'tz',
  'mb',
  // File formats and notations a form names as they are written: image types, CSV, Markdown, a date's YYYY-MM-DD, a QR code.
  'csv',
  'jpeg',
  'png',
  'webp',
  'avif',
  'markdown',
  'html',
  'https',
  'yyyy',
  'mm',
  'dd',
  'qr',
]);

/**
 * The Latin words shown on a Bangla page that are not allowed: e-mail addresses, booking
 * references, ticket codes, ids (letters with digits), the site's addresses named as such
 * (`/tour`), `typed` strings (what the visitor typed) and what people wrote themselves (names,
 * reviews, comments: `data-user-content`, app/components/ui/Theirs.tsx) and what is in no language
 * (`translate="no"`: an id of letters only) aside. Besides the text: the page's title,
 * and the placeholders and button values of what is shown.
 */
export async function englishOn(page: Page, typed: readonly string[] = [], allowed: ReadonlySet<string> = latinAllowedOnBangla): Promise<string[]> {
  const text = await page.evaluate((drawEverySection) => {
    // What people wrote, and what is in no language (translate="no": an id of letters only).
    const own = [...document.querySelectorAll<HTMLElement>('[data-user-content], [translate="no"]')];
    for (const el of own) el.style.display = 'none';
    // innerText leaves out what the browser has not laid out: the sections far from the window
    // (`below-fold`, content-visibility: auto). Laid out for this read, every section is checked.
    const layOutAll = document.createElement('style');
    layOutAll.textContent = drawEverySection;
    document.head.append(layOutAll);
    // An <option> is drawn by the <select> whatever its style: its marked text is taken out instead.
    let body = document.body.innerText;
    for (const option of own) if (option instanceof HTMLOptionElement) body = body.replace(option.text, ' ');
    const shown = [body, document.title];
    // aria-label and title are not read yet: the admin's pages put people's words in them (a chart's bars, "Delete …").
    const attributes = ['placeholder'];
    for (const el of document.body.querySelectorAll('[placeholder], input[type=submit], input[type=button], input[type=reset]')) {
      if (el.closest('[data-user-content], [translate="no"]') || !el.checkVisibility()) continue;
      for (const name of attributes) if (el.hasAttribute(name)) shown.push(el.getAttribute(name) ?? '');
      if (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type)) shown.push(el.value);
    }
    // An attribute may name what people wrote ("Delete Coral Island Escape", a chart's bars): the
    // words of their content, of the fields' values and of the choices offered are theirs.
    const theirs = [
      ...own.map((el) => el.textContent ?? ''),
      ...[...document.querySelectorAll<HTMLInputElement>('input, textarea, option')].map((el) => `${el.value} ${el.textContent}`),
    ];
    const theirWords = new Set(theirs.join(' ').match(/[A-Za-z]{2,}/g) ?? []);
    for (const el of own) el.style.display = '';
    layOutAll.remove();
    return [shown[0], ...shown.slice(1).map((t) => t.replace(/[A-Za-z]{2,}/g, (w) => (theirWords.has(w) ? ' ' : w)))].join('\n');
  }, drawEverySection);
  // An empty string would put a space between every letter and so hide every word.
  const cleaned = typed
    .filter((s) => s.trim())
    .reduce((t, s) => t.replaceAll(s, ' '), text)
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/TZ1\.[\w.-]+|TZ-[0-9A-Z]+|TZP\b/g, ' ')
    // A file of the project named as such (docs/payments.md).
    .replace(/\b[\w-]+\/[\w./-]+\.(md|csv)\b/g, ' ')
    // An address of the site named as such ('/tour'), and ids and codes (letters and digits: a booking's id).
    .replace(/(^|[\s(])\/[A-Za-z][\w/-]*/g, ' ')
    .replace(/\b[A-Za-z0-9]*\d[A-Za-z0-9]*\b/g, ' ');
  const words = cleaned.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !allowed.has(w.toLowerCase())))];
}

/** axe-core's rule tags for WCAG 2.2 A and AA (the site's bar) and for WCAG 2.1 A/AA (older suites' choice). */
export const wcag22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page as it is now (or on `include`, a selector): its violations as readable
 * lines, `where` first. (Not `resultTypes: ['violations']`: it makes `landmark-unique` report the
 * home page's distinct landmarks as duplicates.)
 */
export async function axeViolations(page: Page, where: string, options: { tags?: string[]; include?: string } = {}): Promise<string[]> {
  // axe.run in the page itself (legacy mode), not runPartial per frame and finishRun in a blank page
  // that AxeBuilder opens and loads axe-core into again: the site has no iframes, so the results are
  // the same, in half the time (public pages at 375 px: 370 ms per check against 670-750 ms).
  let builder = new AxeBuilder({ page }).withTags(options.tags ?? wcag22).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
