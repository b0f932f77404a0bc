import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The back office's frame (layout.tsx) and what every admin screen shares: the page title, the unknown action. */
export const adminLayoutText = defineMessages({
  en: {
    /** A page title: 'Messages | Travelez admin'. */
    title: (page: string) => `${page} | Travelez admin`,
    signedInAs: (email: string) => `Signed in as ${email}`,
    unknownAction: 'Unknown action',
    /** The title of a day added to a package's itinerary (forms.server.ts, applyDayOp). */
    dayTitle: (n: number) => `Day ${n}`,
  },
  bn: {
    title: (page) => `${page} | Travelez অ্যাডমিন`,
    signedInAs: (email) => `${email} হিসেবে সাইন ইন করা আছে`,
    unknownAction: 'এই কাজটি চেনা গেল না',
    dayTitle: (n) => `দিন ${formatNumber('bn', n)}`,
  },
});
