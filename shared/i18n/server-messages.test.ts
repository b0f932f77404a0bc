import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardNumberError, cvcError, expiryError } from '../card.ts';
import { formatDate } from './format.ts';
import { hasTranslation, translateMessage } from './server-messages.ts';

const schemaModules = import.meta.glob<Record<string, unknown>>('../schemas/*.ts', { eager: true });

/** Bad values a form or an API client may send. */
const badValues: unknown[] = [
  undefined,
  '',
  '   ',
  'x'.repeat(60_000),
  'a\u0007b',
  'line\nbreak',
  -5,
  10_000_000_000,
  1.5,
  'not-a-date',
  '2027-02-30',
  'abc',
  [],
  {},
];

function shapeKeys(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Every message a schema answers to bad input, field by field. */
function messagesOf(schema: z.ZodType): string[] {
  const keys = shapeKeys(schema);
  const inputs: unknown[] = [undefined, {}, ...badValues];
  for (const bad of badValues) inputs.push(Object.fromEntries(keys.map((k) => [k, bad])));
  const messages = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
  }
  return [...messages];
}

describe('every message of the shared schemas has Bangla', () => {
  const schemas = Object.entries(schemaModules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => ({ name: `${file.replace('../schemas/', '')} ${name}`, schema })),
  );

  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  for (const { name, schema } of schemas) {
    it(name, () => {
      const untranslated = messagesOf(schema).filter((m) => !hasTranslation(m) && !/^(Invalid|Expected|Too (big|small))/.test(m));
      expect(untranslated).toEqual([]);
    });
  }

  it('the card checks', () => {
    const messages = [
      cardNumberError(''),
      cardNumberError('abcd'),
      cardNumberError('1234'),
      cardNumberError('9999 9999 9999 9999'),
      cardNumberError('4242 4242 4242 4241'),
      cardNumberError('4242 4242 4242 42'),
      expiryError(''),
      expiryError('13/99'),
      expiryError('01/20'),
      expiryError('01/2090'),
      cvcError(''),
      cvcError('12'),
    ].filter((m): m is string => m !== null);
    expect(messages.length).toBeGreaterThan(8);
    expect(messages.filter((m) => !hasTranslation(m))).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('translates the payments service messages and notes', () => {
    for (const m of [
      'Too many payment attempts for this booking. Please wait an hour before trying again.',
      'A payment of this booking is being checked with the provider. Please try again later.',
      'This refund may already have been made. Check the merchant panel, then confirm sending it again.',
      'A held payment of 9000 Tk was released after the cancellation: 3000 Tk kept as the cancellation charge, 6000 Tk refunded',
    ])
      expect(hasTranslation(m), m).toBe(true);
  });

  it('keeps English as it is', () => {
    expect(translateMessage('en', 'Name is required')).toBe('Name is required');
  });

  it('translates a whole message', () => {
    expect(translateMessage('bn', 'Password not match')).toBe('পাসওয়ার্ড দুটি মেলেনি');
  });

  it('translates a shape with its label and number in Bengali digits', () => {
    expect(translateMessage('bn', 'Subject must be at most 200 characters')).toBe('বিষয় সর্বোচ্চ ২০০ অক্ষরের হতে পারে');
    expect(translateMessage('bn', 'Full Name is required')).toBe('পুরো নাম দিতে হবে');
  });

  it('writes a day the services name in Bangla', () => {
    expect(translateMessage('bn', 'The departure on 14 January 2027 is sold out. Please choose another date.')).toBe(
      `${formatDate('bn', '2027-01-14')} তারিখের যাত্রার সব আসন বিক্রি হয়ে গেছে। অন্য একটি তারিখ বেছে নিন।`,
    );
  });

  it('leaves a message it does not know in English', () => {
    expect(translateMessage('bn', 'Something new')).toBe('Something new');
    expect(hasTranslation('Something new')).toBe(false);
    expect(hasTranslation('Unknown label is required')).toBe(false);
  });
});
