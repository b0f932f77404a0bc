import { codedMessage, msg } from '../../../shared/i18n/coded-messages.ts';
import { codedText } from '../../../shared/i18n/coded-messages.text.ts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { cancellationPolicyTexts, paymentPolicyTexts, policyTextsIn } from '../../../shared/policy.ts';
import { companyText } from '../../components/company.text.ts';
import { SiteFooter } from '../../components/layout/SiteFooter.tsx';
import { FieldError } from '../../components/ui/Field.tsx';
import { DiscountBadge, Price } from '../../components/ui/Price.tsx';
import { Rating, ratingText } from '../../components/ui/Rating.tsx';
import { faqItems } from './about.tsx';
import { HomeStrip } from './home-strip.tsx';

/** A part as the server renders it on an English or a Bangla page (the same routes under the basename /bn). */
function render(lang: Lang, element: ReactNode): string {
  const router = createMemoryRouter([{ path: '/', element }], lang === 'bn' ? { basename: '/bn', initialEntries: ['/bn'] } : { initialEntries: ['/'] });
  return renderToString(<RouterProvider router={router} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the public pages in two languages', () => {
  it('writes prices, discounts and ratings in the page language', () => {
    expect(render('en', <Price present={12500} previous={15000} per="person" />)).toContain('Now Tk 12,500 / person , was Tk 15,000');
    expect(render('bn', <Price present={12500} previous={15000} per="person" />)).toContain('এখন ১২,৫০০৳ / জনপ্রতি , আগে ছিল ১৫,০০০৳');
    expect(render('en', <DiscountBadge percent={25} />)).toContain('25% off');
    expect(render('bn', <DiscountBadge percent={25} />)).toContain('২৫% ছাড়');
    expect(ratingText(4, 12)).toBe('Rated 4.0 out of 5 from 12 reviews');
    expect(ratingText(4.5, 1)).toBe('Rated 4.5 out of 5 from 1 review');
    expect(render('bn', <Rating value={4.5} count={12} />)).toContain('৫-এর মধ্যে ৪.৫ রেটিং, ১২টি রিভিউ থেকে');
  });

  it('keeps the English texts, and has the company details and the home strip in Bangla', () => {
    const en = render('en', <SiteFooter />);
    expect(en).toContain('3500+ guests travelled with us in 2019.');
    expect(en).toContain('© 2022 Travelez. All rights reserved.');
    expect(en).toContain('Sun-Thu, 9 AM - 5 PM');
    const bn = render('bn', <SiteFooter />);
    expect(bn).toContain('২০১৯ সালে ৩,৫০০+ অতিথি');
    expect(bn).toContain(companyText.bn.hours);
    expect(companyText.bn.hours).toBe('রবি-বৃহস্পতি, সকাল ৯টা - বিকেল ৫টা');
    expect(companyText.bn.address).toContain('ঢাকা ১২০৫');
    expect(render('en', <HomeStrip />)).toContain('Top Destinations');
    expect(render('bn', <HomeStrip />)).toContain('সেরা গন্তব্য');
  });

  it("says the About page's FAQ and policies as before in English, and as many in Bangla", () => {
    const en = faqItems('en');
    expect(en.find((i) => i.id === 'money-back')?.answer).toBe(
      'Yes. Tell us at least 7 days before the tour and we return your money under our cancellation policy. A refund takes 2 to 7 weeks to reach you.',
    );
    expect(en.find((i) => i.id === 'hotel-times')?.answer).toBe('Hotel check-in is between 12:00 and 15:00, and check-out between 10:00 and 12:00.');
    expect(faqItems('bn').find((i) => i.id === 'hotel-times')?.answer).toContain('দুপুর ১২টা থেকে বিকেল ৩টার মধ্যে');
    expect(policyTextsIn('en').payment).toEqual(paymentPolicyTexts);
    expect(policyTextsIn('en').cancellation).toEqual(cancellationPolicyTexts);
    expect(policyTextsIn('bn').payment).toHaveLength(paymentPolicyTexts.length);
    expect(policyTextsIn('bn').cancellation.join(' ')).not.toMatch(/[0-9A-Za-z]/);
  });

  it("shows a form's English reply and field message in the page language", () => {
    const required = codedMessage(msg('starNameRequired'));
    expect(render('en', <FieldError id="e" message={required} />)).toContain('*Name field is required');
    expect(render('bn', <FieldError id="e" message={required} />)).not.toContain('is required');
    expect(codedText.en.formSent).toBe('Thank you! Your message has been sent.');
  });
});
