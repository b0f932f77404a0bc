/**
 * The catalogue in Bangla (decision 0013), on PGlite and PostgreSQL: an admin saves the Bangla
 * fields of a package, an event and a blog (blank = not translated yet); a Bangla read takes each
 * field from the translation where there is one and from English otherwise (the itinerary day by
 * day, labelled 'দিন ১', 'দিন ২' …); 'Find your tour' finds packages by their Bangla names, both
 * sides in Unicode NFC; the seeded events come in Bangla; and the JSON API answers English exactly
 * as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsBn } from '../../db/seed/content/bn/events.ts';
import { packagesBn } from '../../db/seed/content/bn/packages.ts';
import { seedEvents } from '../../db/seed/content/events.ts';
import type { TourPackage } from '../../shared/domain.ts';
import { blogInput } from '../../shared/schemas/blogs.ts';
import { eventInput } from '../../shared/schemas/events.ts';
import { packageInput, type PackageTranslationInput } from '../../shared/schemas/packages.ts';
import { adminViewer, startApiHarness, type ApiHarness } from '../support/api-harness.ts';
import type { Pkg } from '../support/catalogue.ts';

let h: ApiHarness;
const actor = { userId: null, email: 'tests@travelez.test' };
/** The English catalogue as the API answered it before any translation was saved. */
let englishBefore: unknown;

beforeAll(async () => {
  h = await startApiHarness();
  h.viewer('admin', adminViewer());
  englishBefore = await (await h.request('/api/allTourPackages')).json();
});
afterAll(async () => h?.close());

const services = () => h.runtime.services;

async function packageBySlug(slug: string): Promise<TourPackage> {
  const found = (await services().packages.list()).find((p) => p.slug === slug);
  expect(found, slug).toBeDefined();
  return found!;
}

/** Saves a package's English fields as they are, and `bn` as its Bangla side (as the admin form does). */
async function saveBangla(pkg: TourPackage, bn: PackageTranslationInput) {
  await services().packages.update(actor, pkg._id, { ...packageInput.parse(pkg), bn });
}

const searchIds = async (where: string, lang: 'en' | 'bn' = 'bn') => (await services().search.findTours({ where }, lang)).map((p) => p._id);

describe('the seeded packages', () => {
  it('come in Bangla, and their Bangla spellings find them', async () => {
    const bn = await services().packages.list('bn');
    for (const [slug, text] of Object.entries(packagesBn)) {
      const pkg = bn.find((p) => p.slug === slug);
      expect(pkg, slug).toBeDefined();
      expect(pkg!.name).toBe(text.name);
      expect(pkg!.packageName).toBe(text.packageName);
      expect(pkg!.tourPlanDays[0]!.day).toBe('দিন ১');
      // Each of its extra spellings (search terms) finds it.
      for (const term of text.searchTerms) expect(await searchIds(term), `${slug}: ${term}`).toContain(pkg!._id);
    }
  });
});

describe('packages', () => {
  it('saves the Bangla fields (blank is untranslated) and reads them field by field, the itinerary day by day', async () => {
    const pkg = await packageBySlug('coxs-bazar-longest-beach');
    expect(pkg.tourPlanDays.length).toBeGreaterThanOrEqual(3);
    await saveBangla(pkg, {
      name: 'কক্সবাজার',
      packageName: '   ',
      region: 'চট্টগ্রাম',
      overview: 'পৃথিবীর দীর্ঘতম সমুদ্রসৈকতে তিন দিন।',
      caption1: 'ভোরের সৈকত',
      plan: [
        { day: '', describe: 'ঢাকা থেকে রাতের কোচে কক্সবাজার।' },
        { day: '', describe: '' },
        { day: 'হিমছড়ির দিন', describe: '' },
      ],
    });

    const stored = await services().packages.translation(pkg._id);
    expect(stored).toMatchObject({ name: 'কক্সবাজার', packageName: null, region: 'চট্টগ্রাম', caption2: null, meetingPoint: null });
    expect(stored!.plan).toEqual([{ day: '', describe: 'ঢাকা থেকে রাতের কোচে কক্সবাজার।' }, null, { day: 'হিমছড়ির দিন', describe: '' }]);

    const bn = await services().packages.get(pkg._id, 'bn');
    expect(bn.name).toBe('কক্সবাজার');
    expect(bn.packageName).toBe(pkg.packageName);
    expect(bn.overview).toBe('পৃথিবীর দীর্ঘতম সমুদ্রসৈকতে তিন দিন।');
    expect(bn.caption1).toBe('ভোরের সৈকত');
    expect(bn.caption2).toBe(pkg.caption2);
    expect(bn.meetingPoint).toBe(pkg.meetingPoint);
    expect(bn.packagePresentPrice).toBe(pkg.packagePresentPrice);
    expect(bn.tourPlanDays[0]).toEqual({ day: 'দিন ১', describe: 'ঢাকা থেকে রাতের কোচে কক্সবাজার।' });
    expect(bn.tourPlanDays[1]).toEqual({ day: 'দিন ২', describe: pkg.tourPlanDays[1]!.describe });
    expect(bn.tourPlanDays[2]).toEqual({ day: 'হিমছড়ির দিন', describe: pkg.tourPlanDays[2]!.describe });
    expect(bn.tourPlanDays).toHaveLength(pkg.tourPlanDays.length);

    // The list in Bangla too; English reads are untouched.
    expect((await services().packages.list('bn')).find((p) => p._id === pkg._id)?.name).toBe('কক্সবাজার');
    expect(await services().packages.get(pkg._id)).toEqual(pkg);
    expect(await services().packages.get(pkg._id, 'en')).toEqual(pkg);
  });

  it('reads an untranslated package in Bangla as English, with Bangla day labels', async () => {
    const pkg = await packageBySlug('barishal-floating-market');
    await saveBangla(pkg, {});
    expect(await services().packages.translation(pkg._id)).toMatchObject({ name: null, overview: null, plan: [] });
    const bn = await services().packages.get(pkg._id, 'bn');
    expect({ ...bn, tourPlanDays: [] }).toEqual({ ...pkg, tourPlanDays: [] });
    expect(bn.tourPlanDays).toEqual(pkg.tourPlanDays.map((d, i) => ({ day: `দিন ${(i + 1).toLocaleString('bn-BD')}`, describe: d.describe })));
  });

  it('keeps the translation when the JSON API (English only) saves the package', async () => {
    const pkg = await packageBySlug('coxs-bazar-longest-beach');
    const dto = (await (await h.request(`/api/singleTourPackage/${pkg._id}`)).json()) as Pkg & Record<string, unknown>;
    const res = await h.request(`/api/tourPackages/${pkg._id}`, { method: 'PUT', as: 'admin', json: { ...dto, packageName: `${pkg.packageName}` } });
    expect(res.status).toBe(200);
    expect((await services().packages.get(pkg._id, 'bn')).name).toBe('কক্সবাজার');
  });

  it('answers the JSON API in English exactly as before', async () => {
    expect(await (await h.request('/api/allTourPackages')).json()).toEqual(englishBefore);
    const pkg = await packageBySlug('coxs-bazar-longest-beach');
    const one = (await (await h.request(`/api/singleTourPackage/${pkg._id}`)).json()) as Pkg;
    expect(one.name).toBe(pkg.name);
    expect(one.tourPlanDays[0]!.day).toBe(pkg.tourPlanDays[0]!.day);
  });
});

describe('search in Bangla', () => {
  it('finds packages by their Bangla place, package name or region, answering them in Bangla', async () => {
    const cox = await packageBySlug('coxs-bazar-longest-beach');
    const saintMartin = await packageBySlug('saint-martin-coral-island-escape');
    await saveBangla(saintMartin, { name: 'সেন্ট মার্টিন দ্বীপ', packageName: 'প্রবাল দ্বীপে ভোর', region: 'চট্টগ্রাম' });

    expect(await searchIds('কক্সবাজার')).toContain(cox._id);
    expect(await searchIds('কক্সবাজার')).not.toContain(saintMartin._id);
    expect(await searchIds('সেন্ট মার্টিন')).toContain(saintMartin._id);
    expect(await searchIds('সেন্ট মার্টিন')).not.toContain((await packageBySlug('sylhet-grand-loop'))._id);
    // Every word must match: two places that no package has together find nothing.
    expect(await searchIds('মার্টিন শ্রীমঙ্গল')).toEqual([]);
    expect(await searchIds('চট্টগ্রাম')).toEqual(expect.arrayContaining([cox._id, saintMartin._id]));
    const found = await services().search.findTours({ where: 'সেন্ট মার্টিন' }, 'bn');
    expect(found.find((p) => p._id === saintMartin._id)!.name).toBe('সেন্ট মার্টিন দ্বীপ');
    // The same search on the English page answers the package in English.
    expect((await services().search.findTours({ where: 'সেন্ট মার্টিন' })).find((p) => p._id === saintMartin._id)!.name).toBe(saintMartin.name);
    // English words still work, from a Bangla page too.
    expect(await searchIds('saint martin')).toContain(saintMartin._id);
    const matches = await services().search.findTourMatches({ where: 'মার্টিন' }, 'bn');
    expect(matches.map((m) => m.pkg.name)).toContain('সেন্ট মার্টিন দ্বীপ');
  });

  it('compares both sides in NFC: a word typed decomposed finds text stored composed, and the other way round', async () => {
    const saintMartin = await packageBySlug('saint-martin-coral-island-escape');
    // 'ভোর' with its vowel sign in one code point (U+09CB) and in two (U+09C7 U+09BE).
    const composed = 'ভ\u09CBর';
    const decomposed = 'ভ\u09C7\u09BEর';
    expect(composed.normalize('NFC')).toBe(decomposed.normalize('NFC'));
    expect(await searchIds(decomposed)).toEqual([saintMartin._id]);
    expect(await searchIds(composed)).toEqual([saintMartin._id]);

    const kuakata = await packageBySlug('kuakata-sunrise-sunset');
    await saveBangla(kuakata, { name: `কুয়াকাটা সাগরকন্যা ${decomposed}` });
    expect((await services().packages.translation(kuakata._id))!.name).toBe(`কুয়াকাটা সাগরকন্যা ${composed}`.normalize('NFC'));
    expect(await searchIds('সাগরকন্যা')).toEqual([kuakata._id]);
    expect(await searchIds(`সাগরকন্যা ${composed}`)).toEqual([kuakata._id]);
  });

  it('GET /api/searchTourPackages takes a Bangla word and answers English', async () => {
    const saintMartin = await packageBySlug('saint-martin-coral-island-escape');
    const res = await h.request(`/api/searchTourPackages?where=${encodeURIComponent('সেন্ট মার্টিন')}`);
    expect(res.status).toBe(200);
    const found = (await res.json()) as Pkg[];
    expect(found.map((p) => p._id)).toContain(saintMartin._id);
    expect(found.find((p) => p._id === saintMartin._id)!.name).toBe(saintMartin.name);
    expect(
      found.every((p) => /^[\x20-\x7e]+$/.test(p.name)),
      'English names',
    ).toBe(true);
  });
});

describe('events', () => {
  it('ships the seeded events in Bangla', async () => {
    const [en, bn] = await Promise.all([services().events.list(), services().events.list('bn')]);
    expect(bn).toHaveLength(seedEvents.length);
    for (const e of seedEvents) {
      const b = bn.find((x) => x.slug === e.slug)!;
      expect(b.name).toBe(eventsBn[e.slug]!.name);
      expect(b.eventDate).toBe(eventsBn[e.slug]!.eventDate);
      expect(b.presentPrice).toBe(e.presentPrice);
      expect(en.find((x) => x.slug === e.slug)!.name).toBe(e.name);
    }
  });

  it('saves the Bangla fields and reads them field by field; the API stays English', async () => {
    const event = (await services().events.list()).find((e) => e.slug === 'rajshahi-mango-harvest')!;
    await services().events.update(actor, event._id, {
      ...eventInput.parse({ ...event, startDate: event.startDate ?? undefined, endDate: event.endDate ?? undefined }),
      bn: { name: 'রাজশাহীর আম', message: '', shortDescription: 'বাগানে তিন দিন।' },
    });
    expect(await services().events.translation(event._id)).toEqual({
      name: 'রাজশাহীর আম',
      message: null,
      shortDescription: 'বাগানে তিন দিন।',
      description: null,
      eventDate: null,
    });
    const bn = await services().events.get(event._id, 'bn');
    expect(bn).toEqual({ ...event, name: 'রাজশাহীর আম', shortDescription: 'বাগানে তিন দিন।' });
    expect(await services().events.get(event._id)).toEqual(event);
    const api = (await (await h.request(`/api/upcommingevent/${event._id}`)).json()) as { name: string; message: string };
    expect(api.name).toBe(event.name);
    expect(api.message).toBe(event.message);
  });
});

describe('the audit trail', () => {
  const auditOf = async (entityId: string) => {
    const res = await h.request('/api/audit?limit=1000', { as: 'admin' });
    expect(res.status).toBe(200);
    // Newest first.
    return ((await res.json()) as { entityId: string; action: string; before?: { bn?: unknown }; after?: { bn?: unknown } }[]).filter(
      (e) => e.entityId === entityId && e.action === 'update',
    );
  };
  const bnOf = (side: { bn?: unknown } | undefined) => JSON.stringify(side?.bn);

  it("lists the Bangla side as changed only when the admin form's save changed it", async () => {
    const used = new Set(['coxs-bazar-longest-beach', 'barishal-floating-market']);
    const slug = Object.keys(packagesBn).find((s) => !used.has(s))!;
    const pkg = await packageBySlug(slug);
    const stored = (await services().packages.translation(pkg._id))!;
    expect(stored.name).toBeTruthy();
    // The form sends every field, blank where untranslated, and a row per day of the itinerary.
    const asTheFormSendsIt: PackageTranslationInput = {
      name: stored.name ?? '',
      packageName: stored.packageName ?? '',
      region: stored.region ?? '',
      meetingPoint: stored.meetingPoint ?? '',
      overview: stored.overview ?? '',
      caption1: stored.caption1 ?? '',
      caption2: stored.caption2 ?? '',
      caption3: stored.caption3 ?? '',
      caption4: stored.caption4 ?? '',
      plan: pkg.tourPlanDays.map((_, i) => stored.plan[i] ?? { day: '', describe: '' }),
    };
    await saveBangla(pkg, asTheFormSendsIt);
    let [latest] = await auditOf(pkg._id);
    expect(bnOf(latest!.after)).toBeDefined();
    expect(bnOf(latest!.after)).toBe(bnOf(latest!.before));

    await saveBangla(pkg, { ...asTheFormSendsIt, overview: 'নদী আর পাহাড়ের তিন দিন।' });
    [latest] = await auditOf(pkg._id);
    expect(latest!.before?.bn).toMatchObject({ overview: stored.overview });
    expect(latest!.after?.bn).toMatchObject({ overview: 'নদী আর পাহাড়ের তিন দিন।' });

    // A new package, never translated, saved with the Bangla side left blank: nothing Bangla changed.
    const fresh = await services().packages.create(actor, { ...packageInput.parse(pkg), packageName: 'Audit trail trial' });
    await saveBangla(fresh, { plan: fresh.tourPlanDays.map(() => ({ day: '', describe: '' })) });
    [latest] = await auditOf(fresh._id);
    expect(latest!.action).toBe('update');
    expect(latest!.before).not.toHaveProperty('bn');
    expect(latest!.after).not.toHaveProperty('bn');
  });

  it('lists an event and a blog saved with their Bangla side unchanged without a Bangla change', async () => {
    const event = (await services().events.list()).find((e) => e.slug !== 'rajshahi-mango-harvest')!;
    const storedEvent = await services().events.translation(event._id);
    const eventBn = {
      name: storedEvent?.name ?? 'উৎসব',
      message: storedEvent?.message ?? '',
      shortDescription: storedEvent?.shortDescription ?? '',
      description: storedEvent?.description ?? '',
      eventDate: storedEvent?.eventDate ?? '',
    };
    const eventForm = { ...eventInput.parse({ ...event, startDate: event.startDate ?? undefined, endDate: event.endDate ?? undefined }), bn: eventBn };
    await services().events.update(actor, event._id, eventForm);
    await services().events.update(actor, event._id, eventForm);
    const [eventEntry] = await auditOf(event._id);
    expect(bnOf(eventEntry!.after)).toBe(bnOf(eventEntry!.before));
    expect(eventEntry!.after?.bn).toMatchObject({ name: eventBn.name });

    const blog = (await services().blogs.list())[0]!;
    const blogForm = { ...blogInput.parse(blog), bn: { title: 'মেঘের দেশে', subTitle: '', tag: '', message: '', authorMessage: '', blogDescription: '' } };
    await services().blogs.update(actor, blog._id, blogForm);
    await services().blogs.update(actor, blog._id, blogForm);
    const [blogEntry] = await auditOf(blog._id);
    expect(bnOf(blogEntry!.after)).toBe(bnOf(blogEntry!.before));
    expect(blogEntry!.after?.bn).toMatchObject({ title: 'মেঘের দেশে', subTitle: null });
  });
});

describe('blogs', () => {
  it('saves a blog with its Bangla side, reads and renders it in Bangla, English unchanged', async () => {
    const english = blogInput.parse({
      title: 'Three days on the Meghna',
      subTitle: 'A river diary',
      tag: 'River',
      date: '2026-03-14',
      message: 'Slow boats and fast tea.',
      photo: '',
      authorName: 'Nusrat Jahan',
      authorMessage: 'Writes about rivers.',
      authorPhoto: '',
      blogDescription: '## Day one\n\nWe boarded at **Sadarghat**.',
    });
    const created = await services().blogs.create(actor, {
      ...english,
      bn: { title: 'মেঘনায় তিন দিন', tag: '', blogDescription: '## প্রথম দিন\n\nসদরঘাট থেকে যাত্রা।' },
    });
    expect(await services().blogs.translation(created._id)).toMatchObject({ title: 'মেঘনায় তিন দিন', tag: null, subTitle: null });

    const { blog, html } = await services().blogs.getRendered(created._id, 'bn');
    expect(blog.title).toBe('মেঘনায় তিন দিন');
    expect(blog.subTitle).toBe('A river diary');
    expect(blog.tag).toBe('River');
    expect(html).toContain('প্রথম দিন');
    expect((await services().blogs.list('bn')).find((b) => b._id === created._id)?.title).toBe('মেঘনায় তিন দিন');

    const en = await services().blogs.getRendered(created._id);
    expect(en.blog.title).toBe('Three days on the Meghna');
    expect(en.html).toContain('Day one');
    const api = (await (await h.request(`/api/singleBlog/${created._id}`)).json()) as { title: string };
    expect(api.title).toBe('Three days on the Meghna');

    // Cleared again: every field blank is untranslated, and the blog reads in English.
    await services().blogs.update(actor, created._id, { ...english, bn: { title: ' ', blogDescription: '' } });
    expect((await services().blogs.get(created._id, 'bn')).title).toBe('Three days on the Meghna');
  });
});
