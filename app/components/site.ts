/** The company's contact details and hours (shared with the server's e-mails and calendars). */
export { company } from '../../shared/company.ts';

/** The main navigation (spec section 2); labels from layout.text.ts. */
export const mainLinks = [
  { to: '/', label: 'home' },
  { to: '/about', label: 'about' },
  { to: '/tour', label: 'tours' },
  { to: '/blog', label: 'blogs' },
  { to: '/dashboard', label: 'dashboard' },
  { to: '/contact', label: 'contact' },
] as const;
