import { describe, expect, it } from 'vitest';
import { claimsOperator } from './operator-names.ts';

describe('claimsOperator', () => {
  it('refuses the brand and the reserved words, whatever the case, spacing or punctuation', () => {
    for (const name of [
      'Travelez Admin',
      'travelez',
      'TRAVELEZ team',
      'T r a v e l e z',
      'TravelezTeam',
      'Admin',
      'the administrator',
      'Customer Support',
      'staff',
      'Moderator.',
      'a d m i n',
      'Site-Admin',
    ]) {
      expect(claimsOperator(name), name).toBe(true);
    }
  });

  it('sees through look-alike letters NFKC folds (fullwidth, styled)', () => {
    for (const name of ['ＡＤＭＩＮ', 'Ｔｒａｖｅｌｅｚ', '𝐒𝐮𝐩𝐩𝐨𝐫𝐭', 'ᵃdmin'.replace('ᵃ', 'a')]) expect(claimsOperator(name), name).toBe(true);
  });

  it('sees through Cyrillic and Greek look-alikes, digits and signs for letters, accents and invisible characters', () => {
    for (const name of [
      'Trаvelez Аdmin', // Cyrillic а, А
      'Τravelez Αdmin', // Greek Τ, Α
      'Trave1ez Adm1n',
      'TR4V3L3Z',
      '@dmin',
      'Adrnin',
      'Trävelez',
      'Ad\u200bmin',
      'Ѕuppоrt', // Cyrillic Ѕ, о
      'Μοderator', // Greek Μ, ο
      'ѕтаff',
    ]) {
      expect(claimsOperator(name), name).toBe(true);
    }
  });

  it("sees through the look-alikes of Unicode's confusables data: Latin ɑ, small capitals, Cherokee, Armenian, Lisu; and 2, 6, 8, 9", () => {
    for (const name of [
      'Trɑvelez Admin', // Latin alpha ɑ
      'Trɑvelez',
      'ᴛʀᴀᴠᴇʟᴇᴢ', // small capitals
      'ᴀᴅᴍɪɴ',
      'ᴀdmin',
      'ᎢᏒᎪᏙᎬᏞᎬᏃ', // Cherokee
      'ᎪᎠᎷin',
      'Տսppօrt', // Armenian Տ, ս, օ
      'ꓔꓣꓮꓦꓰꓡꓰꓜ', // Lisu
      'ꓮꓓꓟꓲꓠ',
      'Trave1e2',
      'TRAVELE2 support',
    ]) {
      expect(claimsOperator(name), name).toBe(true);
    }
    const admins = ['Gabby Rahman'];
    for (const name of ['9abby Rahman', 'Ga66y Rahman', 'Ga88y Rahman', 'ɢᴀʙʙʏ ʀᴀʜᴍᴀɴ']) expect(claimsOperator(name, admins), name).toBe(true);
  });

  it("refuses the operator's name and the reserved words in Bangla script", () => {
    for (const name of ['ট্রাভেলেজ', 'ট্রাভেলেজ অ্যাডমিন', 'ট্রাভেলেজদল', 'অ্যাডমিন', 'এডমিন']) expect(claimsOperator(name), name).toBe(true);
    // The ways Bangla spells "Travelez".
    for (const name of ['ট্রেভেলেজ', 'ট্রাভ্যালেজ', 'ট্র্যাভেলেজ', 'ট্রাবেলেজ', 'ট্রাভেলেয', 'ট্রাভেলীজ', 'ট্রাভলেজ', 'ট্র্যাভেলেজ সাপোর্ট', 'আমি ট্রেভেলিজ'])
      expect(claimsOperator(name), name).toBe(true);
    for (const name of ['রহিম উদ্দিন', 'নুসরাত জাহান', 'ভ্রমণপ্রেমী']) expect(claimsOperator(name), name).toBe(false);
  });

  it("refuses an admin's name, not only its exact spelling", () => {
    const admins = ['Nusrat Jahan'];
    for (const name of ['Nusrat Jahan', 'nusrat  jahan', 'NusratJahan', 'ＮＵＳＲＡＴ ＪＡＨＡＮ', 'Nusrаt Jаhаn'])
      expect(claimsOperator(name, admins), name).toBe(true);
    expect(claimsOperator('Nusrat', admins)).toBe(false);
  });

  it('lets common Bangladeshi and English names through, in both scripts, with digits too', () => {
    // prettier-ignore
    const names = [
      'Rahim Uddin', 'Nusrat Jahan', 'Sadia Islam', 'Mohammad Ali', 'Tahmina Akter', 'Fatema Begum', 'Abdul Karim',
      'Tanvir Ahmed', 'Mahbub Alam', 'Imran Hossain', 'Kamrul Hasan', 'Shakib Al Hasan', 'Tamim Iqbal', 'Ayesha Siddiqua',
      'Dr. Ahsan Habib', 'John Smith', 'Emily Davis', 'Travis Scott', 'Adam Levine', 'Stafford Lee', 'Gabriel Moreno',
      'Olga Ivanova', 'Zhang Wei', 'Priya Sharma', 'Admiral Nelson', 'Travel Lover', 'Travel Zone', 'Travelers Club',
      'Supriya', 'Rumana 2026', 'Group 8', 'Room 96',
      'রহিম উদ্দিন', 'নুসরাত জাহান', 'সাদিয়া ইসলাম', 'মোহাম্মদ আলী', 'তাহমিনা আক্তার', 'ফাতেমা বেগম', 'আব্দুল করিম',
      'শাহানা পারভীন', 'জান্নাতুল ফেরদৌস', 'তানভীর আহমেদ', 'মাহবুব আলম', 'ইমরান হোসেন', 'কামরুল হাসান', 'ভ্রমণপ্রেমী',
      'ট্রাভেল প্রেমী', 'ট্রাভেলার্স ক্লাব', 'ট্রাভেল জোন', 'সাপোর্টার', 'অ্যাডভেঞ্চার', 'এডওয়ার্ড', 'প্রশান্ত', 'স্টেফানি',
      'বিজয় ৭১', 'রুমানা ৮',
    ];
    for (const name of names) expect(claimsOperator(name, ['Nusrat Jahan Admin']), name).toBe(false);
  });

  it('lets ordinary names through, also ones that only contain a reserved word', () => {
    for (const name of ['Rahim Uddin', 'Staffan Larsson', 'Adminah Noor', 'Supporter of Sylhet', 'Anika', 'Björn Ilić', 'Дмитрий Петров', 'Νίκος', 'Mia 7'])
      expect(claimsOperator(name, ['Nusrat Jahan']), name).toBe(false);
  });
});
