/**
 * Every page route, grouped by area. Each area lists its own routes in app/routes/<area>/routes.ts.
 * Paths are the spec's, exactly (section 2).
 */
import { route, type RouteConfig } from '@react-router/dev/routes';
import { accountRoutes } from './routes/account/routes.ts';
import { adminRoutes } from './routes/admin/routes.ts';
import { bookingRoutes } from './routes/booking/routes.ts';
import { publicRoutes } from './routes/public/routes.ts';

/** The public, account and booking pages are framed by routes/site-layout.tsx (rendered by root.tsx). */
export default [...publicRoutes, ...accountRoutes, ...bookingRoutes, route('*', 'routes/public/not-found.tsx'), ...adminRoutes] satisfies RouteConfig;
