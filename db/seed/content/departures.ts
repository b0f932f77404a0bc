/**
 * When each demo package runs: the months of its season and the weekdays it leaves on, as a real
 * operator plans them (Saint Martin only while the island is open, November to January; haor
 * houseboats in the monsoon; hill treks in the dry months; Sajek every week). The seed turns these
 * into dated departures for the twelve months from the day it runs, so every package shows its next
 * season, monsoon trips included.
 */
import { seriesDates } from '../../../shared/seats.ts';

interface DeparturePlan {
  /** Months it runs (1 = January). */
  months: readonly number[];
  /** Weekdays it leaves on (0 = Sunday, 4 = Thursday, 5 = Friday). */
  weekdays: readonly number[];
  /** Every `everyWeeks` weeks (1: weekly, 2: fortnightly). */
  everyWeeks?: number;
}

const allYear = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const dryMonths = [10, 11, 12, 1, 2, 3] as const;

const plans: Record<string, DeparturePlan> = {
  'saint-martin-coral-island-escape': { months: [11, 12, 1], weekdays: [4, 0] },
  'coxs-bazar-longest-beach': { months: allYear, weekdays: [4] },
  'sundarbans-mangrove-launch-safari': { months: [10, 11, 12, 1, 2, 3], weekdays: [4] },
  'sajek-valley-above-the-clouds': { months: allYear, weekdays: [4] },
  'srimangal-tea-capital-trail': { months: allYear, weekdays: [5], everyWeeks: 2 },
  'bandarban-nilgiri-boga-lake': { months: dryMonths, weekdays: [4] },
  'keokradong-summit-trek': { months: [11, 12, 1, 2], weekdays: [3], everyWeeks: 2 },
  'nafakhum-remakri-waterfall-expedition': { months: [10, 11, 12, 1, 2], weekdays: [3], everyWeeks: 2 },
  'sylhet-grand-loop': { months: allYear, weekdays: [4], everyWeeks: 2 },
  'jaflong-lalakhal-blue-waters': { months: allYear, weekdays: [5], everyWeeks: 2 },
  'rangamati-kaptai-lake': { months: allYear, weekdays: [5], everyWeeks: 2 },
  'kuakata-sunrise-sunset': { months: [10, 11, 12, 1, 2, 3, 4], weekdays: [4], everyWeeks: 2 },
  'khagrachari-caves-and-falls': { months: dryMonths, weekdays: [4], everyWeeks: 2 },
  'paharpur-mahasthangarh-heritage': { months: [11, 12, 1, 2, 3], weekdays: [6], everyWeeks: 2 },
  'old-dhaka-heritage-food': { months: allYear, weekdays: [6] },
  'tanguar-haor-houseboat': { months: [6, 7, 8, 9, 10], weekdays: [4] },
  'nijhum-dwip-deer-island': { months: [11, 12, 1, 2], weekdays: [3], everyWeeks: 2 },
  'sonargaon-panam-city': { months: allYear, weekdays: [6] },
  'bagerhat-sixty-dome-mosque': { months: [11, 12, 1, 2, 3], weekdays: [5], everyWeeks: 2 },
  'barishal-floating-market': { months: [7, 8, 9, 10, 11], weekdays: [4], everyWeeks: 2 },
  'mirsharai-khoiyachora-mohamaya': { months: [6, 7, 8, 9, 10, 11], weekdays: [5], everyWeeks: 2 },
  'rajshahi-puthia-temples': { months: [11, 12, 1, 2], weekdays: [4], everyWeeks: 2 },
  'panchagarh-tetulia-kanchenjunga': { months: [10, 11, 12], weekdays: [4], everyWeeks: 2 },
  'coast-to-coral-grand-tour': { months: [11, 12, 1], weekdays: [0], everyWeeks: 2 },
};

/** A fortnightly Friday all year for a package without a plan of its own (benchmark copies). */
const fallback: DeparturePlan = { months: allYear, weekdays: [5], everyWeeks: 2 };

export function planFor(slug: string): DeparturePlan {
  return plans[slug.replace(/-\d+$/, '')] ?? fallback;
}

/** The departure dates of a plan from the day after `today` for `months` months. */
export function departureDates(plan: DeparturePlan, today: string, months = 12): string[] {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() + 1);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  const all = seriesDates(from.toISOString().slice(0, 10), to.toISOString().slice(0, 10), plan.weekdays);
  const every = plan.everyWeeks ?? 1;
  const firstWeek = Math.floor(Date.parse(all[0] ?? today) / (7 * 86_400_000));
  return all.filter((d) => plan.months.includes(Number(d.slice(5, 7))) && (Math.floor(Date.parse(d) / (7 * 86_400_000)) - firstWeek) % every === 0);
}
