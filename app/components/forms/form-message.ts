import { useTranslateMessage } from '../../lib/i18n.ts';

/**
 * A form's reply or message in the page's language: the public forms' replies, a schema's or a
 * service's message all come by key (shared/i18n/coded-messages.ts); a text the page wrote itself
 * is shown as it is.
 */
export function useFormMessage(): (text: string | null | undefined) => string {
  return useTranslateMessage();
}
