import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n.ts';
import { cn } from './cn.ts';
import { HeroImage } from './HeroImage.tsx';
import { uiText } from './ui.text.ts';

/**
 * The band at the top of an inner page (under a transparent nav when the route's handle sets
 * `navOverlay: true`; otherwise it starts below the solid nav with less top padding): title, optional subtitle and breadcrumb, over a photo
 * (darkened for contrast) or the teal gradient.
 */
export function PageHeader({
  title,
  subtitle,
  image,
  crumbs,
  children,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  image?: string;
  /** Breadcrumb trail after Home, e.g. [{ label: 'Tours', to: '/tour' }]. */
  crumbs?: { label: string; to?: string }[];
  children?: ReactNode;
  className?: string;
}) {
  const t = useText(uiText);
  return (
    <header className={cn('relative isolate overflow-hidden bg-teal-900 text-white', className)}>
      {image ? (
        <HeroImage src={image} className="absolute inset-0 -z-20 size-full object-cover" />
      ) : (
        <div className="absolute inset-0 -z-20 bg-[radial-gradient(circle_at_20%_20%,var(--color-teal-600),transparent_55%),radial-gradient(circle_at_85%_80%,var(--color-coral-500),transparent_45%)] opacity-70" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-teal-950/90 via-teal-950/65 to-teal-950/45" />
      <div className="mx-auto max-w-6xl px-4 pt-32 pb-12 group-data-[nav-overlay=false]/site:pt-12 sm:px-6 sm:pt-36 sm:pb-16 sm:group-data-[nav-overlay=false]/site:pt-14 lg:pt-40 lg:group-data-[nav-overlay=false]/site:pt-16">
        {crumbs ? (
          <nav aria-label={t.breadcrumb} className="mb-3 text-sm text-white/90">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/" className="underline-offset-4 hover:underline">
                  {t.home}
                </Link>
              </li>
              {crumbs.map((c, i) => (
                <li key={i} className="flex items-center gap-1.5">
                  <span aria-hidden="true">/</span>
                  {c.to ? (
                    <Link to={c.to} className="underline-offset-4 hover:underline">
                      {c.label}
                    </Link>
                  ) : (
                    <span aria-current="page">{c.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="max-w-3xl text-4xl font-bold sm:text-5xl">{title}</h1>
        {subtitle ? <div className="mt-3 max-w-2xl text-lg text-white/90">{subtitle}</div> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </header>
  );
}
