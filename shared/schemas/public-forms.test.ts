import { inEnglish } from '../i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import { checkForm, commentRules, contactPageRules, findTourRules, getInTouchRules, newsletterRules } from './public-forms.ts';

describe('public form rules (spec section 5)', () => {
  it('contact page: the four exact messages', () => {
    expect(inEnglish(checkForm(contactPageRules, { name: '', email: ' ', subject: '', message: '' }))).toEqual({
      name: '*Name field is required',
      email: '*Email field is required',
      subject: '*Subject field is required',
      message: '*Message field is required',
    });
  });
  it('get in touch: starred for name and email, plain for subject and message', () => {
    expect(inEnglish(checkForm(getInTouchRules, {}))).toEqual({
      name: '*This field is required',
      email: '*This field is required',
      subject: 'This field is required',
      message: 'This field is required',
    });
  });
  it('newsletter: required, then e-mail shaped', () => {
    expect(inEnglish(checkForm(newsletterRules, { email: '' }))).toEqual({ email: 'E-Mail field is required' });
    expect(inEnglish(checkForm(newsletterRules, { email: 'nope' }).email)).toMatch(/valid e-mail/);
    expect(inEnglish(checkForm(newsletterRules, { email: 'a@b.co' }))).toEqual({});
  });
  it('comment: both fields required, bounded', () => {
    expect(inEnglish(checkForm(commentRules, { name: 'A', comment: '' }))).toEqual({ comment: '*This field is required' });
    expect(inEnglish(checkForm(commentRules, { name: 'A', comment: 'x'.repeat(2001) }).comment)).toMatch(/at most 2000/);
  });
  it('find your tour: dates in order and not past, guests 1-50', () => {
    const rules = findTourRules('2026-05-01');
    expect(inEnglish(checkForm(rules, {}))).toEqual({});
    expect(inEnglish(checkForm(rules, { checkIn: '2026-04-30' }).checkIn)).toMatch(/past/);
    expect(inEnglish(checkForm(rules, { checkIn: '2026-05-10', checkOut: '2026-05-10' }).checkOut)).toMatch(/after/);
    expect(inEnglish(checkForm(rules, { checkIn: '2026-02-30' }).checkIn)).toMatch(/must be a date/);
    expect(inEnglish(checkForm(rules, { guests: '0' }).guests)).toMatch(/at least 1/);
    expect(inEnglish(checkForm(rules, { guests: '2.5' }).guests)).toMatch(/whole number/);
    expect(inEnglish(checkForm(rules, { where: 'Sylhet', checkIn: '2026-05-10', checkOut: '2026-05-13', guests: '4' }))).toEqual({});
  });
});
