/** The design system's basic parts: import them from here. */
export { Button, ButtonLink, Spinner, buttonClasses, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { Field, FieldError, RequiredMark, inputClasses } from './Field.tsx';
export { Notice, type NoticeTone } from './Notice.tsx';
export { DiscountBadge, Price } from './Price.tsx';
export { ImagePlaceholder, ResponsiveImage } from './ResponsiveImage.tsx';
export { PageHeader } from './PageHeader.tsx';
export { Container, EmptyState, SectionHeading } from './Section.tsx';
export { Rating } from './Rating.tsx';
export { cn } from './cn.ts';
