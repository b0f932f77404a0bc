/**
 * Demo content: packages, blogs with comments and events, with illustrations the project draws
 * itself (SVG rendered to WebP with sharp). Seeded into an empty database at first start and by
 * `npm run db:seed`. Nothing is downloaded.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { contentName, storeImageVariants } from '../../server/images/store.server.ts';
import { imageUrl } from '../../shared/images.ts';
import type { Database } from '../client.server.ts';
import { newId } from '../ids.ts';
import { blogComments, blogs, tourPackages, tourPlanDays, upcomingEvents } from '../schema.ts';
import { renderAvatarSvg, renderSceneSvg } from './art/scenes.ts';
import { seedBlogs } from './content/blogs.ts';
import { seedEvents } from './content/events.ts';
import { seedPackages } from './content/packages.ts';
import type { SceneSpec } from './content/types.ts';

export interface SeedOptions {
  /** Where images go (DATA_DIR/uploads). */
  uploadsDir: string;
  /** false: store the image URLs only, render no files (fast API tests). */
  renderImages?: boolean;
  /** Repeat the catalogue up to this many packages and blogs (benchmarks). */
  scaleTo?: number;
}

/** Rendered images are deterministic, so they are cached across data folders. */
const imageCacheDir = path.join(os.tmpdir(), 'travelez-seed-images-v1');

class ImageQueue {
  private jobs: (() => Promise<unknown>)[] = [];
  private readonly uploadsDir: string;
  private readonly render: boolean;
  constructor(uploadsDir: string, render: boolean) {
    this.uploadsDir = uploadsDir;
    this.render = render;
  }

  private add(svg: string): string {
    const name = contentName(svg);
    if (this.render) {
      this.jobs.push(() =>
        storeImageVariants(this.uploadsDir, Buffer.from(svg), { name, cacheDir: imageCacheDir }),
      );
    }
    return imageUrl(name);
  }
  scene(scene: SceneSpec) {
    return this.add(renderSceneSvg(scene, 1600, 1000));
  }
  avatar(initials: string, hue: number) {
    return this.add(renderAvatarSvg(initials, hue, 480));
  }
  /** Renders with a little parallelism (sharp is multi-threaded already). */
  async flush() {
    const jobs = this.jobs;
    this.jobs = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) await jobs[next++]!();
    };
    await Promise.all([worker(), worker()]);
  }
}

/** True when the catalogue is empty (a fresh database). */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from tour_packages) as has`);
  const rows = (result as unknown as { rows: { has: boolean }[] }).rows;
  return !rows[0]?.has;
}

export async function seedDemoContent(db: Database, options: SeedOptions): Promise<{ packages: number; blogs: number; events: number }> {
  const images = new ImageQueue(options.uploadsDir, options.renderImages ?? true);
  const scale = options.scaleTo ?? 0;
  const packageList = repeatTo(seedPackages, scale);
  const blogList = repeatTo(seedBlogs, scale);
  const slugToId = new Map<string, string>();

  await db.transaction(async (tx) => {
    for (const [i, { item: p, copy }] of packageList.entries()) {
      const id = newId();
      if (copy === 0) slugToId.set(p.slug, id);
      await tx.insert(tourPackages).values({
        id,
        slug: copy ? `${p.slug}-${copy}` : p.slug,
        name: p.name,
        packageName: p.packageName,
        region: p.region,
        displayPhoto: images.scene(p.cover),
        totaldays: p.totaldays,
        stayPlanDays: p.stayPlanDays,
        stayPlanNight: p.stayPlanNight,
        packageGroupPeoples: p.packageGroupPeoples,
        packagePresentPrice: p.packagePresentPrice,
        prePackagePrice: p.prePackagePrice,
        discount: p.discount,
        rating: p.rating,
        status: p.status,
        overView: p.overView,
        slider1: images.scene(p.slides[0].scene),
        slider2: images.scene(p.slides[1].scene),
        slider3: images.scene(p.slides[2].scene),
        slider4: images.scene(p.slides[3].scene),
        caption1: p.slides[0].caption,
        caption2: p.slides[1].caption,
        caption3: p.slides[2].caption,
        caption4: p.slides[3].caption,
        searchTerms: [p.name, p.region, ...p.searchTerms].join(' ').toLowerCase(),
        position: i,
      });
      if (p.tourPlanDays.length > 0) {
        await tx
          .insert(tourPlanDays)
          .values(p.tourPlanDays.map((d, position) => ({ packageId: id, position, day: d.day, describe: d.describe })));
      }
    }

    for (const [i, e] of seedEvents.entries()) {
      await tx.insert(upcomingEvents).values({
        id: newId(),
        slug: e.slug,
        name: e.name,
        message: e.message,
        shortDescription: e.shortDescription,
        description: e.description,
        presentPrice: e.presentPrice,
        previousPrice: e.previousPrice,
        days: e.days,
        nights: e.nights,
        eventDate: e.eventDate,
        startDate: e.startDate,
        endDate: e.endDate,
        peoples: e.peoples,
        displayPhoto: images.scene(e.displayPhoto),
        packageId: e.packageSlug ? (slugToId.get(e.packageSlug) ?? null) : null,
        position: i,
      });
    }

    for (const [i, { item: b, copy }] of blogList.entries()) {
      const id = newId();
      await tx.insert(blogs).values({
        id,
        slug: copy ? `${b.slug}-${copy}` : b.slug,
        title: b.title,
        subTitle: b.subTitle,
        tag: b.tag,
        photo: images.scene(b.photo),
        date: b.date,
        message: b.message,
        authorName: b.authorName,
        authorMessage: b.authorMessage,
        authorPhoto: images.avatar(b.authorPhoto.initials, b.authorPhoto.hue),
        blogDescription: b.blogDescription,
        position: i,
      });
      if (b.comments.length > 0) {
        await tx.insert(blogComments).values(
          b.comments.map((c, n) => ({
            id: newId(),
            blogId: id,
            commentorName: c.commentorName,
            commentorPhoto: images.avatar(initialsOf(c.commentorName), (n * 67 + i * 31) % 360),
            commentMessage: c.commentMessage,
            commentTime: new Date(c.commentTime),
          })),
        );
      }
    }
  });
  await images.flush();
  return { packages: packageList.length, blogs: blogList.length, events: seedEvents.length };
}

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function repeatTo<T>(items: readonly T[], count: number): { item: T; copy: number }[] {
  const out = items.map((item) => ({ item, copy: 0 }));
  for (let i = items.length; i < count; i++) out.push({ item: items[i % items.length]!, copy: Math.floor(i / items.length) });
  return out;
}
