import { Container } from '../../components/ui/Container.tsx';

const strip = [
  {
    title: 'Top Destinations',
    text: 'Coral islands, mangrove forests, tea gardens and cloud-topped hills, all across Bangladesh.',
    icon: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z',
  },
  {
    title: 'The Best Prices',
    text: 'Clear prices per person in Taka, with no hidden taxes and instalments for card holders.',
    icon: 'M20.6 12.6 12.6 20.6a2 2 0 0 1-2.8 0L3 13.8V3h10.8l6.8 6.8a2 2 0 0 1 0 2.8ZM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  },
  {
    title: 'Amazing Services',
    text: 'Local guides, safe transport and hotels we know, with a team in Dhaka on call for you.',
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.3 14.2-3.9-3.9 1.4-1.4 2.5 2.5 5.3-5.3 1.4 1.4-6.7 6.7Z',
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
              <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true">
                <path d={s.icon} />
              </svg>
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
