import { describe, expect, it } from 'vitest';
import { SCENE_KINDS } from '../art/scenes.ts';
import { seedBlogs as blogs } from './blogs.ts';
import { seedEvents as events } from './events.ts';
import { seedPackages as packages } from './packages.ts';
import type { SceneSpec } from './types.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function expectScene(s: SceneSpec): void {
  expect(SCENE_KINDS).toContain(s.kind);
  expect(Number.isInteger(s.variant)).toBe(true);
  expect(s.variant).toBeGreaterThanOrEqual(0);
  expect(s.variant).toBeLessThanOrEqual(5);
}

function expectUnique(values: string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('packages', () => {
  it('has enough packages with unique kebab-case slugs', () => {
    expect(packages.length).toBeGreaterThanOrEqual(20);
    expectUnique(packages.map((p) => p.slug));
    for (const p of packages) expect(p.slug).toMatch(KEBAB);
  });

  it('has consistent prices and discounts', () => {
    for (const p of packages) {
      expect(Number.isInteger(p.packagePresentPrice)).toBe(true);
      expect(Number.isInteger(p.prePackagePrice)).toBe(true);
      expect(p.packagePresentPrice).toBeGreaterThan(0);
      expect(p.packagePresentPrice).toBeLessThan(p.prePackagePrice);
      expect(p.discount).toBe(Math.round(((p.prePackagePrice - p.packagePresentPrice) / p.prePackagePrice) * 100));
    }
  });

  it('has one itinerary entry per day and consistent stay plans', () => {
    for (const p of packages) {
      expect(p.totalDays).toBeGreaterThanOrEqual(1);
      expect(p.stayPlanDays).toBe(p.totalDays);
      expect(p.stayPlanNight).toBe(p.totalDays - 1);
      expect(p.tourPlanDays).toHaveLength(p.totalDays);
      p.tourPlanDays.forEach((d, i) => {
        expect(d.day).toBe(`Day ${i + 1}`);
        expect(d.describe.length).toBeGreaterThan(40);
      });
    }
  });

  it('has plausible group sizes, ratings, statuses, texts and images', () => {
    for (const p of packages) {
      expect(p.groupSize).toBeGreaterThanOrEqual(2);
      expect(p.groupSize).toBeLessThanOrEqual(40);
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10)).toBeCloseTo(p.rating * 10, 6);
      expect(['Available', 'Few seats left', 'Sold out']).toContain(p.status);
      const paragraphs = p.overview.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(3);
      expect(p.name.length).toBeGreaterThan(0);
      expect(p.packageName.length).toBeGreaterThan(0);
      expect(p.region.length).toBeGreaterThan(0);
      expectScene(p.cover);
      expect(p.slides).toHaveLength(4);
      for (const s of p.slides) {
        expectScene(s.scene);
        expect(s.caption.length).toBeGreaterThan(5);
      }
      expect(p.searchTerms.length).toBeGreaterThan(0);
      for (const t of p.searchTerms) expect(t).toBe(t.toLowerCase());
    }
  });

  it('varies the trips', () => {
    expect(new Set(packages.map((p) => p.totalDays)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(packages.map((p) => p.region)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(packages.slice(0, 6).map((p) => p.cover.kind)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('blogs', () => {
  it('has enough blogs with unique slugs and 2026 dates, newest first', () => {
    expect(blogs.length).toBeGreaterThanOrEqual(12);
    expectUnique(blogs.map((b) => b.slug));
    for (const b of blogs) {
      expect(b.slug).toMatch(KEBAB);
      expect(b.date).toMatch(ISO_DATE);
      expect(b.date.startsWith('2026-')).toBe(true);
    }
    const dates = blogs.map((b) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('writes each article in Markdown with subheadings, a list and 5-9 paragraphs', () => {
    for (const b of blogs) {
      const blocks = b.blogDescription.split(/\n\s*\n/).map((s) => s.trim());
      const headings = blocks.filter((s) => s.startsWith('## '));
      const lists = blocks.filter((s) => s.startsWith('- '));
      const paragraphs = blocks.filter((s) => !s.startsWith('## ') && !s.startsWith('- '));
      expect(headings.length, b.slug).toBeGreaterThanOrEqual(2);
      expect(headings.length, b.slug).toBeLessThanOrEqual(3);
      expect(lists.length, b.slug).toBeGreaterThanOrEqual(1);
      expect(paragraphs.length, b.slug).toBeGreaterThanOrEqual(5);
      expect(paragraphs.length, b.slug).toBeLessThanOrEqual(9);
      expectScene(b.photo);
      expect(b.authorPhoto.hue).toBeGreaterThanOrEqual(0);
      expect(b.authorPhoto.hue).toBeLessThanOrEqual(360);
      expect(b.authorPhoto.initials).toMatch(/^[A-Z]{1,3}$/);
    }
  });

  it('has comments dated after the post, with some posts having 0, 1 and several', () => {
    const counts = blogs.map((b) => b.comments.length);
    expect(counts).toContain(0);
    expect(counts).toContain(1);
    expect(counts.some((n) => n >= 3)).toBe(true);
    for (const b of blogs) {
      expect(b.comments.length).toBeLessThanOrEqual(5);
      for (const c of b.comments) {
        const t = Date.parse(c.commentTime);
        expect(Number.isNaN(t)).toBe(false);
        expect(t).toBeGreaterThan(Date.parse(`${b.date}T00:00:00+06:00`));
        expect(c.commentorName.length).toBeGreaterThan(0);
        expect(c.commentMessage.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('events', () => {
  it('has enough events with unique slugs', () => {
    expect(events.length).toBeGreaterThanOrEqual(6);
    expectUnique(events.map((e) => e.slug));
  });

  it('has consistent dates inside the season window', () => {
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    for (const e of events) {
      expect(e.startDate).toMatch(ISO_DATE);
      expect(e.endDate).toMatch(ISO_DATE);
      expect(e.startDate >= '2027-01-10').toBe(true);
      expect(e.endDate <= '2027-06-30').toBe(true);
      expect(daysBetween(e.startDate, e.endDate)).toBe(e.days - 1);
      expect(e.nights).toBe(e.days - 1);
      const [, sm, sd] = e.startDate.split('-').map(Number) as [number, number, number];
      const [, em, ed] = e.endDate.split('-').map(Number) as [number, number, number];
      expect(e.eventDate).toBe(`${sd} ${months[sm - 1]} to ${ed} ${months[em - 1]}`);
    }
  });

  it('has sensible prices, seats and links', () => {
    const slugs = new Set(packages.map((p) => p.slug));
    for (const e of events) {
      expect(e.presentPrice).toBeLessThan(e.previousPrice);
      expect(e.peoples).toBeGreaterThanOrEqual(10);
      expect(e.peoples).toBeLessThanOrEqual(60);
      expect(e.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expectScene(e.displayPhoto);
      if (e.packageSlug) expect(slugs.has(e.packageSlug)).toBe(true);
    }
  });
});
