import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The public site (spec section 2): visitors can see all of these (the two detail pages ask for sign-in; /leaveWaitlist is the waitlist e-mail's link). */
export const publicRoutes: RouteConfigEntry[] = [
  index('routes/public/home.tsx'),
  route('about', 'routes/public/about.tsx'),
  route('tour', 'routes/public/tour.tsx'),
  route('blog', 'routes/public/blog.tsx'),
  route('singleTour/:id', 'routes/public/single-tour.tsx'),
  route('singleBlog/:id', 'routes/public/single-blog.tsx'),
  route('upComingEventDetails/:id', 'routes/public/event-details.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('host', 'routes/public/host.tsx'),
  route('leaveWaitlist', 'routes/public/leave-waitlist.tsx'),
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('robots.txt', 'routes/public/robots.ts'),
];
