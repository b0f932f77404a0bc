import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Accounts (spec section 2): sign-in, sign-up, and the pages the account e-mails link to. */
export const accountRoutes: RouteConfigEntry[] = [
  route('signin', 'routes/account/signin.tsx'),
  route('signup', 'routes/account/signup.tsx'),
  route('verify-email', 'routes/account/verify-email.tsx'),
  route('reset-password', 'routes/account/reset-password.tsx'),
  route('signout', 'routes/account/signout.tsx'),
];
