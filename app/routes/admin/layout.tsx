/** The back office: the admin navigation bar around every admin screen (admins only). */
import { Outlet } from 'react-router';
import { isVerifiedUser } from '../../../shared/access.ts';
import { AdminNav } from '../../components/admin/AdminNav.tsx';
import { useText } from '../../lib/i18n.ts';
import type { Route } from './+types/layout';
import { admin } from './admin.server.ts';
import { adminLayoutText } from './layout.text.ts';

export function loader({ context, request }: Route.LoaderArgs) {
  const { viewer } = admin(context, request);
  return { signedIn: isVerifiedUser(viewer), email: viewer.email };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useText(adminLayoutText);
  return (
    <div className="min-h-dvh bg-sand-50 print:bg-white">
      <AdminNav signedIn={loaderData.signedIn} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        <Outlet />
      </main>
      <footer className="px-4 pb-8 text-center text-sm text-ink-muted print:hidden">{t.signedInAs(loaderData.email)}</footer>
    </div>
  );
}
