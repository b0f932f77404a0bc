import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { ActionNotices } from './ActionNotices.tsx';
import { AdminNav } from './AdminNav.tsx';
import { CatalogueList } from './CatalogueList.tsx';
import { ImageField } from './ImageField.tsx';
import { StatusForm } from './StatusForm.tsx';

/** `element` as the server renders it on an English page, or on a Bangla one (basename /bn). */
function render(element: React.ReactNode, lang: Lang): string {
  const basename = lang === 'bn' ? '/bn' : undefined;
  const router = createMemoryRouter([{ path: '/manageBlogs', element }], { initialEntries: [`${basename ?? ''}/manageBlogs`], basename });
  return renderToString(<RouterProvider router={router} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const list = (
  <CatalogueList
    title="Blogs"
    lead=""
    add={{ label: 'Add', to: '/manageBlogs/new' }}
    reply={undefined}
    saved={null}
    caption="Blogs"
    rows={[{ id: 'b1', name: 'Sajek' }]}
    empty=""
    columns={[{ label: 'Title', cell: (r) => r.name }]}
    row={(r) => ({ id: r.id, name: r.name, view: '/x', edit: '/y', removeMessage: 'Gone.' })}
    removeTitle="Remove?"
  />
);

describe('the admin parts in both languages', () => {
  it('the nav bar: the spec labels in English, short Bangla ones, and the switch to the other language', () => {
    const en = render(<AdminNav signedIn />, 'en');
    for (const label of ['All Booking', 'Manage Packages', 'Upcoming Events', 'Audit Trail', 'SignOut', 'বাংলা']) expect(en).toContain(label);
    const bn = render(<AdminNav signedIn />, 'bn');
    for (const label of ['সব বুকিং', 'প্যাকেজ', 'ইভেন্ট', 'অডিট লগ', 'সাইন আউট', 'English']) expect(bn).toContain(label);
    expect(bn).not.toContain('Manage Packages');
  });

  it('a list row: View, Edit and Remove', () => {
    expect(render(list, 'en')).toContain('Actions Sajek View Edit Remove');
    expect(render(list, 'bn')).toContain('কাজ Sajek দেখুন সম্পাদনা সরান');
  });

  it('the status form names the statuses in the page language and sends them in English', () => {
    const form = <StatusForm id="k1" status="Pending" label="booking K1" withNote />;
    expect(render(form, 'en')).toContain('Pending New status for booking K1 Confirmed Cancelled');
    const bn = render(form, 'bn');
    expect(bn).toContain('অপেক্ষমাণ');
    expect(bn).toContain('নিশ্চিত');
    const html = renderToString(<RouterProvider router={createMemoryRouter([{ path: '/', element: form }], { initialEntries: ['/bn/'], basename: '/bn' })} />);
    expect(html).toContain('value="Confirmed"');
  });

  it('the image field hint in Bengali digits, and the confirmation step without JavaScript', () => {
    expect(render(<ImageField name="photo" label="Photo" defaultValue="" />, 'en')).toContain('JPEG, PNG, WebP or AVIF, up to 10 MB.');
    expect(render(<ImageField name="photo" label="ছবি" defaultValue="" />, 'bn')).toContain('সর্বোচ্চ ১০ MB');
    const reply = { ok: false as const, formError: null, fieldErrors: {}, values: {}, confirm: { intent: 'remove', id: 'b1', message: 'Remove?' } };
    expect(render(<ActionNotices reply={reply} />, 'en')).toContain('Please confirm Remove? Yes, go ahead Cancel');
    expect(render(<ActionNotices reply={reply} />, 'bn')).toContain('নিশ্চিত করুন Remove? হ্যাঁ, এগিয়ে যান বাতিল');
  });
});
