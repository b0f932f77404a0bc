import { describe, expect, it } from 'vitest';
import { confusableSkeleton } from './confusables.ts';

describe('confusableSkeleton', () => {
  it('folds look-alike letters of Cyrillic and Greek onto the Latin ones, in both cases', () => {
    expect(confusableSkeleton('Trаvelez Аdmin')).toBe(confusableSkeleton('Travelez Admin'));
    expect(confusableSkeleton('Τravelez Αdmin')).toBe(confusableSkeleton('Travelez Admin'));
    expect(confusableSkeleton('РЕАСН')).toBe(confusableSkeleton('peach'));
    expect(confusableSkeleton('ѕорһіа')).toBe(confusableSkeleton('sophia'));
  });

  it('reads digits and signs written for letters as those letters', () => {
    expect(confusableSkeleton('Trave1ez Adm1n')).toBe(confusableSkeleton('Travelez Admin'));
    expect(confusableSkeleton('0ff1c1a1 5upp0rt')).toBe(confusableSkeleton('official support'));
    expect(confusableSkeleton('T3AM 4LL')).toBe(confusableSkeleton('team all'));
    expect(confusableSkeleton('$t@ff')).toBe(confusableSkeleton('staff'));
  });

  it('drops accents, styled and fullwidth forms and characters that do not show', () => {
    expect(confusableSkeleton('Ádmín')).toBe(confusableSkeleton('admin'));
    expect(confusableSkeleton('ＡＤＭＩＮ')).toBe(confusableSkeleton('admin'));
    expect(confusableSkeleton('𝐀𝐝𝐦𝐢𝐧')).toBe(confusableSkeleton('admin'));
    expect(confusableSkeleton('Ad\u200bmi\u00adn')).toBe(confusableSkeleton('admin'));
  });

  it('keeps different names apart and Bangla as typed', () => {
    expect(confusableSkeleton('Rahim')).not.toBe(confusableSkeleton('Karim'));
    expect(confusableSkeleton('ট্রাভেলেজ')).toBe('ট্রাভেলেজ'.normalize('NFC'));
    expect(confusableSkeleton('ট্রাভেলেজ')).not.toBe(confusableSkeleton('ভ্রমণ'));
  });

  it("folds every script's look-alikes that Unicode's confusables data lists, and small capitals", () => {
    expect(confusableSkeleton('Trɑvelez')).toBe(confusableSkeleton('Travelez')); // Latin alpha ɑ
    expect(confusableSkeleton('ᴛʀᴀᴠᴇʟᴇᴢ ᴀᴅᴍɪɴ')).toBe(confusableSkeleton('travelez admin')); // small capitals
    expect(confusableSkeleton('ᎢᏒᎪᏙᎬᏞᎬᏃ')).toBe(confusableSkeleton('TRAVELEZ')); // Cherokee
    expect(confusableSkeleton('Տսppօrt')).toBe(confusableSkeleton('Support')); // Armenian Տ, ս, օ
    expect(confusableSkeleton('ꓔꓣꓮꓦꓰꓡꓰꓜ')).toBe(confusableSkeleton('TRAVELEZ')); // Lisu
  });

  it('reads 2, 6, 8 and 9 written for letters', () => {
    expect(confusableSkeleton('Trave1e2')).toBe(confusableSkeleton('travelez'));
    expect(confusableSkeleton('6ob')).toBe(confusableSkeleton('bob'));
    expect(confusableSkeleton('8ob')).toBe(confusableSkeleton('bob'));
    expect(confusableSkeleton('9reg')).toBe(confusableSkeleton('greg'));
  });
});
