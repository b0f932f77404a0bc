/** The company's contact details and hours (shared with the server's e-mails and calendars). */
export { company } from '../../shared/company.ts';

/** The main navigation (spec section 2). */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/tour', label: 'Tours' },
  { to: '/blog', label: 'Blogs' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/contact', label: 'Contact' },
] as const;
