import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The reports' charts (BarChart.tsx). */
export const chartText = defineMessages({
  en: {
    noData: (title: string) => `${title}: nothing to show for this filter.`,
  },
  bn: {
    noData: (title) => `${title}: এই ফিল্টারে দেখানোর মতো কিছু নেই।`,
  },
});
