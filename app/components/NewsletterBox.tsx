import { newsletterRules } from '../../shared/schemas/public-forms.ts';
import { useText } from '../lib/i18n.ts';
import { LiveForm } from './forms/LiveForm.tsx';
import { cn } from './ui/cn.ts';
import { widgetsText } from './widgets.text.ts';

/**
 * The newsletter sign-up (POSTs intent=subscribe to the page's action; the field is cleared
 * after a successful submit). `compact` is the blog sidebar's version.
 */
export function NewsletterBox({ headingId, compact = false }: { headingId: string; compact?: boolean }) {
  const t = useText(widgetsText);
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-teal-900 text-white',
        compact ? 'rounded-[var(--radius-card)] p-6' : 'rounded-[2rem] px-6 py-12 sm:px-12 lg:grid lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-10',
      )}
    >
      <svg viewBox="0 0 400 200" className="pointer-events-none absolute -right-16 -bottom-10 w-[28rem] text-teal-700 opacity-60" aria-hidden="true">
        <path d="M0 160c60-40 120-40 180 0s120 40 220 0v40H0Z" fill="currentColor" />
        <circle cx="320" cy="60" r="30" fill="#f4b63f" opacity="0.8" />
      </svg>
      <div className="relative">
        <h2 id={headingId} className={cn('font-bold', compact ? 'text-xl' : 'text-3xl sm:text-4xl')}>
          {t.newsletterTitle}
        </h2>
        <p className={cn('mt-2 text-white/90', compact && 'text-sm')}>{t.newsletterText}</p>
      </div>
      <LiveForm
        intent="subscribe"
        label={t.newsletterLabel}
        rules={newsletterRules}
        submitLabel={t.subscribe}
        inline={!compact}
        light
        className={cn('relative', compact ? 'mt-4' : 'mt-6 lg:mt-0')}
        fields={[{ name: 'email', label: t.email, type: 'email', autoComplete: 'email', placeholder: t.emailPlaceholder, hideLabel: !compact }]}
      />
    </div>
  );
}
