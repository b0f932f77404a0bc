import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventForm } from './EventForm.tsx';
import { PackageForm } from './PackageForm.tsx';

/** A form as the server renders it, on the English site or the Bangla one (basename /bn). */
function render(element: React.ReactNode, lang: 'en' | 'bn' = 'en'): string {
  const basename = lang === 'bn' ? '/bn' : '/';
  const router = createMemoryRouter([{ path: '/form', element }], { initialEntries: [lang === 'bn' ? '/bn/form' : '/form'], basename });
  return renderToString(<RouterProvider router={router} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const pkg = {
  packageName: 'Coral Island Escape',
  name: 'Saint Martin Island',
  overview: 'Three days on the coral island.',
  'bn.name': 'সেন্ট মার্টিন দ্বীপ',
  'bn.overview': 'প্রবাল দ্বীপে তিন দিন।',
  tourPlanDays: [
    { day: 'Day 1', describe: 'Arrive.', dayBn: '', describeBn: 'পৌঁছানো।' },
    { day: 'Day 2', describe: 'Leave.', dayBn: '', describeBn: '' },
  ],
};

describe('PackageForm', () => {
  it('shows each translatable field in English and Bangla, the empty Bangla ones marked, and how many are left', () => {
    const html = render(<PackageForm values={pkg} errors={undefined} submitLabel="Save changes" />);
    expect(html).toContain('name="bn.name"');
    expect(html).toContain('value="সেন্ট মার্টিন দ্বীপ"');
    expect(html).toContain('name="bn.packageName"');
    expect(html).toContain('name="dayBn"');
    expect(html).toContain('name="describeBn"');
    expect(html).toContain('পৌঁছানো।');
    const out = text(html);
    // Empty: package name, region, meeting point, four captions, and day 2's text.
    expect(out).toContain('8 fields are not translated into Bangla yet.');
    expect(out.match(/Not translated yet/g)).toHaveLength(8);
    // The English labels as before; the Bangla ones in Bangla.
    expect(out).toContain('Package name');
    expect(out).toContain('What happens on day 1');
    expect(out).toContain('প্যাকেজের নাম (বাংলা)');
    expect(out).toContain('দিনের শিরোনাম ১ (বাংলা)');
    expect(html).toContain('placeholder="দিন ২"');
  });

  it('speaks Bangla on the Bangla site, field messages included', () => {
    const html = render(<PackageForm values={pkg} errors={{ 'bn.name': 'Place must be at most 120 characters' }} submitLabel="সংরক্ষণ" />, 'bn');
    const out = text(html);
    expect(out).toContain('৮টি ঘরের বাংলা অনুবাদ এখনও বাকি।');
    expect(out).toContain('এখনও অনুবাদ হয়নি');
    expect(out).toContain('নিচে চিহ্নিত ঘরগুলো ঠিক করুন।');
    expect(out).not.toContain('Package name');
  });
});

describe('EventForm', () => {
  const event = { name: 'Sajek Monsoon Cloud Festival', message: 'Clouds.', 'bn.name': 'সাজেকে মেঘ উৎসব' };

  it('is bilingual when asked: Bangla fields beside the English ones and the count', () => {
    const out = text(render(<EventForm values={event} errors={undefined} submitLabel="Save changes" bilingual />));
    expect(out).toContain('4 fields are not translated into Bangla yet.');
    expect(out).toContain('নাম (স্থান) (বাংলা)');
  });

  it('is English only without it (the add form)', () => {
    const html = render(<EventForm values={event} errors={undefined} submitLabel="Add event" />);
    expect(html).not.toContain('name="bn.name"');
    expect(text(html)).not.toContain('not translated');
  });
});
