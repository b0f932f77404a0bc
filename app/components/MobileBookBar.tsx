import { useText } from '../lib/i18n.ts';
import { ButtonLink } from './ui/Button.tsx';
import { Price } from './ui/Price.tsx';
import { widgetsText } from './widgets.text.ts';

/**
 * On phones and tablets, the price and 'Book Now' stay at the bottom of the screen while the
 * traveller reads a tour or event (the desktop shows them in the side card).
 */
export function MobileBookBar({ present, previous, to }: { present: number; previous?: number; to: string }) {
  const t = useText(widgetsText);
  return (
    <>
      <div
        data-book-bar
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgb(28_35_38/0.25)] backdrop-blur lg:hidden"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
          <Price present={present} previous={previous} per="person" size="sm" />
          <ButtonLink to={to} variant="accent">
            {t.bookNow}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
