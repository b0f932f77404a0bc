/**
 * The site's icons, in one module: cards, detail pages, the contact page, home, the FAQ, the
 * carousels and the sign-in page draw them from here. Every icon is decorative (aria-hidden): the
 * text beside it, or its button's label, says what it means. `className` sets size and colour
 * (they draw in currentColor, except the Google logo, which keeps its own colours).
 */

export interface IconProps {
  className?: string;
}

/** A filled 24 x 24 glyph of one path. */
function Solid({ d, className }: { d: string; className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** A stroked 20 x 20 chevron. */
function Chevron({ d, className }: { d: string; className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

// ---- Place, people, time (20 x 20): cards, detail pages, home's search, the contact page ----

export function IconPin({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
    </svg>
  );
}

export function IconPeople({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <circle cx="7" cy="6.5" r="3" />
      <circle cx="14" cy="7.5" r="2.3" />
      <path d="M1.5 17c0-3.3 2.5-5.5 5.5-5.5s5.5 2.2 5.5 5.5h-11Zm12-5.2c2.6.1 4.8 2 4.8 5.2h-4.5c0-2-.6-3.8-1.8-5 .5-.1 1-.2 1.5-.2Z" />
    </svg>
  );
}

export function IconClock({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 5.5V10l3 2" strokeLinecap="round" />
    </svg>
  );
}

export function IconCalendar({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="2.5" y="4" width="15" height="13.5" rx="2" />
      <path d="M2.5 8h15M6.5 2v4M13.5 2v4" strokeLinecap="round" />
    </svg>
  );
}

// ---- Contact details (24 x 24, filled): the contact page ----

export function IconPhone({ className = 'size-5' }: IconProps) {
  return (
    <Solid
      className={className}
      d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z"
    />
  );
}

export function IconMail({ className = 'size-5' }: IconProps) {
  return (
    <Solid className={className} d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm9 7.2L4.4 7H4v.6l8 5.4 8-5.4V7h-.4L12 12.2Z" />
  );
}

/** Opening hours: a filled clock face (IconClock is the outlined one of the cards). */
export function IconClockSolid({ className = 'size-5' }: IconProps) {
  return <Solid className={className} d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 10.4 3.5 2.1-.9 1.5L11 13V6.5h2v5.9Z" />;
}

/** The larger place marker (24 x 24) of the contact page and home's info strip. */
export function IconPlace({ className = 'size-5' }: IconProps) {
  return <Solid className={className} d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />;
}

// ---- Home's info strip (24 x 24, filled) ----

export function IconPriceTag({ className = 'size-6' }: IconProps) {
  return (
    <Solid className={className} d="M20.6 12.6 12.6 20.6a2 2 0 0 1-2.8 0L3 13.8V3h10.8l6.8 6.8a2 2 0 0 1 0 2.8ZM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
  );
}

export function IconShieldCheck({ className = 'size-6' }: IconProps) {
  return <Solid className={className} d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.3 14.2-3.9-3.9 1.4-1.4 2.5 2.5 5.3-5.3 1.4 1.4-6.7 6.7Z" />;
}

// ---- A tour's inclusions (24 x 24, filled): the tour detail page ----

export function IconHotel({ className = 'size-5' }: IconProps) {
  return <Solid className={className} d="M3 20V6a2 2 0 0 1 2-2h6v6h8a2 2 0 0 1 2 2v8h-2v-3H5v3H3Zm4-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />;
}

export function IconBus({ className = 'size-5' }: IconProps) {
  return (
    <Solid
      className={className}
      d="M5 16V6a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v10a2 2 0 0 1-1 1.7V20h-2v-2H8v2H6v-2.3A2 2 0 0 1 5 16Zm2-9v4h10V7H7Zm1 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
    />
  );
}

export function IconMeals({ className = 'size-5' }: IconProps) {
  return <Solid className={className} d="M7 2v8a2 2 0 0 1-1 1.7V22H4V11.7A2 2 0 0 1 3 10V2h1v6h1V2h1v6h1V2Zm9 0c2 0 4 2.5 4 6v5h-2v9h-2V2Z" />;
}

export function IconEye({ className = 'size-5' }: IconProps) {
  return (
    <Solid
      className={className}
      d="M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"
    />
  );
}

export function IconPerson({ className = 'size-5' }: IconProps) {
  return <Solid className={className} d="M12 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 10c4.4 0 8 2 8 5v3H4v-3c0-3 3.6-5 8-5Z" />;
}

// ---- Chevrons (20 x 20, stroked): the FAQ accordion, the carousels' arrows ----

export function IconChevronDown({ className = 'size-5' }: IconProps) {
  return <Chevron className={className} d="m5 7.5 5 5 5-5" />;
}

export function IconChevronLeft({ className = 'size-5' }: IconProps) {
  return <Chevron className={className} d="M12.5 4.5 7 10l5.5 5.5" />;
}

export function IconChevronRight({ className = 'size-5' }: IconProps) {
  return <Chevron className={className} d="M7.5 4.5 13 10l-5.5 5.5" />;
}

// ---- Brands ----

/** Google's 'G', in its own colours (the sign-in page's Google button). */
export function IconGoogle({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
