/** /manageMessage/subscribers.csv: the newsletter subscribers as a CSV download (admins only). */
import type { Route } from './+types/subscribers-csv';
import { adminDownload, csvResponse } from './admin.server.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminDownload(context, request);
  const subscribers = await services.messages.subscribers();
  return csvResponse('travelez-subscribers.csv', [['email', 'subscribed_at'], ...subscribers.map((s) => [s.email, s.createdAt])]);
}
