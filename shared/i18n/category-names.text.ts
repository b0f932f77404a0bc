/** The travellers' categories (issue 36), as a message or the wizard's price lines name them. */
export type CategoryName = 'adult' | 'child' | 'infant';

export const categoryNameText = {
  en: { adult: 'Adult', child: 'Child', infant: 'Infant' },
  bn: { adult: 'প্রাপ্তবয়স্ক', child: 'শিশু', infant: 'কোলের শিশু' },
} as const satisfies Record<'en' | 'bn', Record<CategoryName, string>>;
