import { describe, expect, it } from 'vitest';
import { cardDigits, cardNumberError } from '../../../shared/card.ts';
import { cardNumberMaxLength, editCardNumber, editCvc, editExpiry, formatCardNumber } from './card-input.ts';

/** Types `text` one key at a time at the end of the field, as a person would. */
function typeInto(edit: (raw: string, caret: number) => { value: string; caret: number }, text: string, start = '') {
  let value = start;
  for (const key of text) value = edit(value + key, value.length + 1).value;
  return value;
}

/** `raw` with a '|' where the caret is -> the edit's answer, also with a '|'. */
function withCaret(edit: (raw: string, caret: number) => { value: string; caret: number }, marked: string) {
  const at = marked.indexOf('|');
  const { value, caret } = edit(marked.replace('|', ''), at);
  return `${value.slice(0, caret)}|${value.slice(caret)}`;
}

describe('card number', () => {
  it('shows the digits in groups of four as they are typed', () => {
    expect(typeInto(editCardNumber, '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(typeInto(editCardNumber, '42424')).toBe('4242 4');
    expect(typeInto(editCardNumber, '4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('never lets a letter or other sign in', () => {
    expect(typeInto(editCardNumber, '4a2b4c2-4.2/4 2')).toBe('4242 4242');
    expect(typeInto(editCardNumber, 'abc')).toBe('');
    expect(formatCardNumber('e')).toBe('');
  });

  it('takes a pasted number with dashes, spaces and stray letters as its digits', () => {
    expect(formatCardNumber('4242-4242 4242abc4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber(' 4242 4242 4242 4242 ')).toBe('4242 4242 4242 4242');
    // The server reads what the field holds the same way.
    expect(cardDigits(formatCardNumber('4242-4242 4242abc4242'))).toBe('4242424242424242');
    expect(cardNumberError(formatCardNumber('4242-4242 4242abc4242'))).toBeNull();
  });

  it('groups American Express 4-6-5 and stops at its 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3714496353984312345')).toBe('3714 496353 98431');
    expect(typeInto(editCardNumber, '34343434343')).toBe('3434 343434 3');
  });

  it('stops at 19 digits (4-4-4-4-3), which fit the field', () => {
    const longest = formatCardNumber('62123456789012345678999');
    expect(longest).toBe('6212 3456 7890 1234 567');
    expect(longest.length).toBeLessThanOrEqual(cardNumberMaxLength);
  });

  it('reads Bengali and full-width digits as 0-9', () => {
    expect(formatCardNumber('৪২৪২৪২৪২')).toBe('4242 4242');
    expect(formatCardNumber('４２４２')).toBe('4242');
  });

  it('keeps the caret after the same digit when editing inside the number', () => {
    // A digit typed in the middle: the caret stays after it, not at the end.
    expect(withCaret(editCardNumber, '42429| 4242 4242')).toBe('4242 9|424 2424 2');
    expect(withCaret(editCardNumber, '424|2 4242')).toBe('424|2 4242');
    // A letter typed in the middle vanishes; the caret stays put.
    expect(withCaret(editCardNumber, '42x|42 4242')).toBe('42|42 4242');
    // Deleting a digit: the rest moves up, the caret stays.
    expect(withCaret(editCardNumber, '4242 |242 4242')).toBe('4242 |2424 242');
    // At the end, after a full group, the caret is at the end.
    expect(withCaret(editCardNumber, '4242|')).toBe('4242|');
    expect(withCaret(editCardNumber, '42424|')).toBe('4242 4|');
    expect(withCaret(editCardNumber, '|4242')).toBe('|4242');
    // A paste in the middle: after the pasted digits.
    expect(withCaret(editCardNumber, '4242-4242 |4242 4242')).toBe('4242 4242 |4242 4242');
  });
});

describe('CVC', () => {
  it('takes 3 or 4 digits and nothing else', () => {
    expect(typeInto(editCvc, '1a2b3')).toBe('123');
    expect(typeInto(editCvc, '12345')).toBe('1234');
    expect(editCvc(' 12-3 ').value).toBe('123');
    expect(editCvc('abc').value).toBe('');
    expect(withCaret(editCvc, '1x|23')).toBe('1|23');
  });
});

describe('expiry', () => {
  it('puts the slash in after the month as the digits run on', () => {
    expect(typeInto(editExpiry, '1235')).toBe('12/35');
    expect(typeInto(editExpiry, '122035')).toBe('12/2035');
    expect(typeInto(editExpiry, '12/35')).toBe('12/35');
    expect(typeInto(editExpiry, '1/35')).toBe('1/35');
    expect(typeInto(editExpiry, '12a/b3c5')).toBe('12/35');
    expect(editExpiry('12 / 2035').value).toBe('12/2035');
    expect(editExpiry('01/20').value).toBe('01/20');
  });

  it('lets the slash be deleted back over', () => {
    expect(editExpiry('12', 2).value).toBe('12');
    expect(editExpiry('12/', 3).value).toBe('12/');
  });

  it('keeps the caret after what was typed', () => {
    expect(withCaret(editExpiry, '123|')).toBe('12/3|');
    expect(withCaret(editExpiry, '12/|')).toBe('12/|');
    expect(withCaret(editExpiry, '1|2/35')).toBe('1|2/35');
  });
});
