import { useLang, useTranslateMessage } from '../../lib/i18n.ts';
import { formReplyText } from './forms.text.ts';

type ReplyKey = keyof typeof formReplyText.en;

/** The English replies of the public forms, back to their keys. */
const replyKeys = new Map<string, ReplyKey>(Object.entries(formReplyText.en).map(([key, text]) => [text, key as ReplyKey]));

/**
 * A form's reply or message in the page's language: the public forms' own replies from
 * forms.text.ts, any other (a schema's, a service's) through the shared translation table.
 */
export function useFormMessage(): (text: string | null | undefined) => string {
  const lang = useLang();
  const translate = useTranslateMessage();
  return (text) => {
    const key = text ? replyKeys.get(text) : undefined;
    return key ? formReplyText[lang][key] : translate(text);
  };
}
