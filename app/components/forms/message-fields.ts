import type { LiveField } from './LiveForm.tsx';

/** The fields of a message to the team: the contact page's 'Drop a message' and the home page's 'Get in touch'. */
export const messageFields: LiveField[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', className: 'sm:col-span-2' },
  { name: 'message', label: 'Message', multiline: true, className: 'sm:col-span-2' },
];
