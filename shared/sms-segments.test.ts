import { describe, expect, it } from 'vitest';
import { isGsm7, smsSize, toGsmLookalikes } from './sms-segments.ts';

describe('smsSize', () => {
  it('counts GSM-7: 160 in one SMS, 153 per part after', () => {
    expect(smsSize('')).toEqual({ encoding: 'GSM-7', units: 0, parts: 0 });
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsSize('a'.repeat(306)).parts).toBe(2);
    expect(smsSize('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension table as two septets, never split across parts', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsSize('[' + 'a'.repeat(159)).parts).toBe(2);
    // 152 plain then one extension character: it cannot straddle parts 1 and 2.
    const text = 'a'.repeat(152) + '{' + 'a'.repeat(152);
    expect(smsSize(text)).toEqual({ encoding: 'GSM-7', units: 306, parts: 3 });
  });

  it('counts UCS-2 in UTF-16 units: 70 in one SMS, 67 per part', () => {
    const bangla = 'আ';
    expect(isGsm7(bangla)).toBe(false);
    expect(smsSize(bangla.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsSize(bangla.repeat(71)).parts).toBe(2);
    expect(smsSize(bangla.repeat(134)).parts).toBe(2);
    expect(smsSize(bangla.repeat(135)).parts).toBe(3);
    // One non-GSM character makes the whole text UCS-2.
    expect(smsSize('a'.repeat(100) + '’')).toEqual({ encoding: 'UCS-2', units: 101, parts: 2 });
  });

  it('never splits a surrogate pair across parts', () => {
    expect(smsSize('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    // 66 units then an emoji (2 units) does not fit part 1's 67.
    expect(smsSize('a'.repeat(66) + '😀' + 'a'.repeat(60)).parts).toBe(2);
    expect(smsSize('a'.repeat(66) + '😀' + 'a'.repeat(66)).parts).toBe(3);
  });

  it('keeps an English text in GSM-7 through look-alikes', () => {
    const name = 'Cox’s Bazar – 3 days…';
    expect(isGsm7(name)).toBe(false);
    expect(toGsmLookalikes(name)).toBe("Cox's Bazar - 3 days...");
    expect(isGsm7(toGsmLookalikes(name))).toBe(true);
  });
});
