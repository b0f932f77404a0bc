import type { ComponentProps } from 'react';
import { srcSetFor } from '../../../shared/images.ts';
import { cn } from './cn.ts';

/**
 * An image with a srcset for uploaded images (`/uploads/<name>-<w>.webp`), its intrinsic size set
 * (no layout shift), lazy unless `priority` (the first screen's image).
 */
export function ResponsiveImage({
  src,
  alt,
  width = 1600,
  height = 1000,
  sizes = '100vw',
  priority = false,
  className,
  ...rest
}: Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
}) {
  if (!src) return <ImagePlaceholder className={className} label={alt} />;
  const srcSet = srcSetFor(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn('bg-sand-200 object-cover', className)}
      {...rest}
    />
  );
}

/** Shown where an item has no image yet. */
export function ImagePlaceholder({ className, label }: { className?: string; label?: string }) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      className={cn('flex items-center justify-center bg-gradient-to-br from-teal-100 via-sand-100 to-marigold-100 text-teal-700', className)}
    >
      <svg viewBox="0 0 48 48" className="size-12 opacity-60" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M4 38 18 22l10 10 6-6 10 12H4Z" strokeLinejoin="round" />
        <circle cx="34" cy="14" r="5" />
      </svg>
    </div>
  );
}
