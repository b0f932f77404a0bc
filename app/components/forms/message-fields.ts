import { useText } from '../../lib/i18n.ts';
import { liveFormText } from './forms.text.ts';
import type { LiveField } from './LiveForm.tsx';

/** The fields of a message to the team: the contact page's 'Drop a message' and the home page's 'Get in touch'. */
export function useMessageFields(): LiveField[] {
  const t = useText(liveFormText);
  return [
    { name: 'name', label: t.name, autoComplete: 'name' },
    { name: 'email', label: t.email, type: 'email', autoComplete: 'email' },
    { name: 'subject', label: t.subject, className: 'sm:col-span-2' },
    { name: 'message', label: t.message, multiline: true, className: 'sm:col-span-2' },
  ];
}
