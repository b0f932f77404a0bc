/**
 * The Bangla demo content: each package, event and blog of the English seed, keyed by its slug,
 * written for Bangla readers (not word for word). The seed stores them in the translation tables
 * (decision 0013); a field left out is shown in English.
 */

export interface PackageBn {
  /** The place, e.g. "সেন্ট মার্টিন দ্বীপ". */
  name: string;
  /** e.g. "প্রবাল দ্বীপে অবকাশ". */
  packageName: string;
  /** The division, e.g. "চট্টগ্রাম". */
  region: string;
  /** 2-3 paragraphs separated by a blank line. */
  overview: string;
  /** One description per day, in the English plan's order (the day labels are the site's: "দিন ১"). */
  plan: string[];
  /** The four carousel captions, in the English order. */
  captions: [string, string, string, string];
  /** Words a visitor may type in 'কোথায়' (Bangla spellings of the place, district, region). */
  searchTerms: string[];
}

export interface EventBn {
  name: string;
  message: string;
  shortDescription: string;
  description: string;
  /** The display date, e.g. "২০ মে থেকে ২৩ মে". */
  eventDate: string;
}

export interface BlogBn {
  title: string;
  subTitle: string;
  tag: string;
  message: string;
  authorMessage: string;
  /** Markdown, as the English one. */
  blogDescription: string;
}
