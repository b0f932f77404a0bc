import { IconPlace, IconPriceTag, IconShieldCheck } from '../../components/icons.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { useText } from '../../lib/i18n.ts';
import { homeText } from './home.text.ts';

const strip = [
  { title: 'destinationsTitle', text: 'destinationsText', Icon: IconPlace },
  { title: 'pricesTitle', text: 'pricesText', Icon: IconPriceTag },
  { title: 'servicesTitle', text: 'servicesText', Icon: IconShieldCheck },
] as const;

/** Home's info strip: three cards under the hero (a part of home.tsx). */
export function HomeStrip() {
  const t = useText(homeText);
  return (
    <Container className="relative z-10 -mt-16">
      <ul className="grid gap-4 md:grid-cols-3">
        {strip.map((s) => (
          <li key={s.title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-lift)] ring-1 ring-line md:flex-col lg:flex-row">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
              <s.Icon className="size-6" />
            </span>
            <div>
              <h2 className="font-sans text-lg font-bold text-teal-950">{t[s.title]}</h2>
              <p className="mt-1 text-[0.95rem] text-ink-muted">{t[s.text]}</p>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
