import { IconPlace, IconPriceTag, IconShieldCheck } from '../../components/icons.tsx';
import { Container } from '../../components/ui/Container.tsx';

const strip = [
  {
    title: 'Top Destinations',
    text: 'Coral islands, mangrove forests, tea gardens and cloud-topped hills, all across Bangladesh.',
    Icon: IconPlace,
  },
  {
    title: 'The Best Prices',
    text: 'Clear prices per person in Taka, with no hidden taxes and instalments for card holders.',
    Icon: IconPriceTag,
  },
  {
    title: 'Amazing Services',
    text: 'Local guides, safe transport and hotels we know, with a team in Dhaka on call for you.',
    Icon: IconShieldCheck,
  },
];

/** Home's info strip: three cards under the hero (a part of home.tsx loaded apart). */
export function HomeStrip() {
  return (
    <Container className="relative z-10 -mt-16">
      <ul className="grid gap-4 md:grid-cols-3">
        {strip.map((s) => (
          <li key={s.title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-lift)] ring-1 ring-line md:flex-col lg:flex-row">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
              <s.Icon className="size-6" />
            </span>
            <div>
              <h2 className="font-sans text-lg font-bold text-teal-950">{s.title}</h2>
              <p className="mt-1 text-[0.95rem] text-ink-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
