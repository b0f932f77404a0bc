/** The place and people icons (20 x 20), in their own module so a page can use them without the cards. */
export function IconPin({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
    </svg>
  );
}
export function IconPeople({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <circle cx="7" cy="6.5" r="3" />
      <circle cx="14" cy="7.5" r="2.3" />
      <path d="M1.5 17c0-3.3 2.5-5.5 5.5-5.5s5.5 2.2 5.5 5.5h-11Zm12-5.2c2.6.1 4.8 2 4.8 5.2h-4.5c0-2-.6-3.8-1.8-5 .5-.1 1-.2 1.5-.2Z" />
    </svg>
  );
}
