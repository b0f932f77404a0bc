/** The company's contact details and hours, shown in the footer, on Contact and Host pages. */
export const company = {
  name: 'Travelez',
  tagline: 'Tours across Bangladesh, looked after from Dhaka.',
  address: 'House 27, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
  phone: '+880 1712-345678',
  phoneHref: 'tel:+8801712345678',
  email: 'hello@travelez.com.bd',
  hours: 'Sun-Thu, 9 AM - 5 PM',
  guestsPerYear: '3500+',
} as const;

/** The main navigation (spec section 2). */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/tour', label: 'Tours' },
  { to: '/blog', label: 'Blogs' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/contact', label: 'Contact' },
] as const;
