/**
 * The public site's forms (spec section 5): the rules and the exact messages, checked in the
 * browser on every change and again on the server. Plain functions, so the browser bundle stays
 * small; the server also runs the zod schemas of messages.ts / comments.ts before saving.
 */

import { controlCharactersMessage, hasControlCharacters, type TextKind } from '../text.ts';
import { issueMessage } from '../i18n/coded-messages.ts';
import type { FieldLabel } from '../i18n/coded-messages.text.ts';

/** What the form holds, field by field (the rules check text). */
export type FormValues = Record<string, string>;
/** A rule returns the field's message, or nothing when the value is fine. */
export type FieldRule = (value: string, all: FormValues) => string | undefined;
export type FormRules = Record<string, FieldRule>;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required =
  (message: string): FieldRule =>
  (v) =>
    v.trim() === '' ? message : undefined;

const requiredEmail =
  (requiredMessage: string, label: FieldLabel): FieldRule =>
  (v) => {
    if (v.trim() === '') return requiredMessage;
    if (!emailShape.test(v.trim())) return issueMessage('notEmail', label);
    return undefined;
  };

const maxLength =
  (rule: FieldRule, max: number, label: FieldLabel, kind: TextKind = 'line'): FieldRule =>
  (v, all) =>
    rule(v, all) ??
    (v.trim().length > max
      ? issueMessage('tooManyCharacters', label, max)
      : hasControlCharacters(v.trim(), kind)
        ? controlCharactersMessage(label, kind)
        : undefined);

/**
 * Every message for the given values: { field: message } for the fields that fail (the field
 * messages of a page's ActionFailure, app/lib/forms.ts).
 */
export function checkForm(rules: FormRules, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const message = rule(values[name] ?? '', values);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The contact page's 'Drop a message'. */
export const contactPageRules: FormRules = {
  name: maxLength(required(issueMessage('starNameRequired')), 120, 'Name'),
  email: requiredEmail(issueMessage('starEmailRequired'), 'Email'),
  subject: maxLength(required(issueMessage('starSubjectRequired')), 200, 'Subject'),
  message: maxLength(required(issueMessage('starMessageRequired')), 5000, 'Message', 'multiline'),
};

/** Home's 'GET IN TOUCH'. */
export const getInTouchRules: FormRules = {
  name: maxLength(required(issueMessage('starFieldRequired')), 120, 'Name'),
  email: requiredEmail(issueMessage('starFieldRequired'), 'Email'),
  subject: maxLength(required(issueMessage('thisFieldRequired')), 200, 'Subject'),
  message: maxLength(required(issueMessage('thisFieldRequired')), 5000, 'Message', 'multiline'),
};

/** The newsletter sign-up. */
export const newsletterRules: FormRules = {
  email: requiredEmail(issueMessage('eMailRequired'), 'E-Mail'),
};

/** The blog's 'Leave a Reply'. */
export const commentRules: FormRules = {
  name: maxLength(required(issueMessage('starFieldRequired')), 120, 'Name'),
  comment: maxLength(required(issueMessage('starFieldRequired')), 2000, 'Comment', 'multiline'),
};

/** 'Find your tour': every field optional; dates in order; `today` is 'YYYY-MM-DD'. */
export function findTourRules(today: string): FormRules {
  return {
    where: (v) =>
      v.trim().length > 100 ? issueMessage('tooManyCharacters', 'Where', 100) : hasControlCharacters(v) ? controlCharactersMessage('Where') : undefined,
    checkIn: (v) => {
      if (!v) return undefined;
      if (!isIsoDate(v)) return issueMessage('checkInNotDate');
      if (v < today) return issueMessage('checkInInPast');
      return undefined;
    },
    checkOut: (v, all) => {
      if (!v) return undefined;
      if (!isIsoDate(v)) return issueMessage('checkOutNotDate');
      const checkIn = all.checkIn ?? '';
      if (isIsoDate(checkIn) && v <= checkIn) return issueMessage('checkOutBeforeCheckIn');
      if (v < today) return issueMessage('checkOutInPast');
      return undefined;
    },
    guests: (v) => {
      if (!v) return undefined;
      if (!/^\d+$/.test(v.trim())) return issueMessage('notWholeNumber', 'Guest number');
      const n = Number(v);
      if (n < 1) return issueMessage('atLeast', 'Guest number', 1);
      if (n > 50) return issueMessage('atMost', 'Guest number', 50);
      return undefined;
    },
  };
}

export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
