/**
 * The company's contact details and hours: the footer, Contact and Host pages, and the trip's
 * e-mails and calendar events (the operator's phone) all read them from here.
 */
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
