/** /managePackage/{id}/departures/{departureId}/manifest.csv: the travellers of one departure as CSV, by pickup point, documents masked (the API's CSV too: shared/manifest.ts; English columns and values; a missing departure's 404 in the page's language). */
import { appFrom } from '../../context.ts';
import type { Route } from './+types/manifest-csv';
import { adminDownload, csvResponse } from './admin.server.ts';
import { manifestCsvRows } from '../../../shared/manifest.ts';
import { packageManifest } from './manifest.server.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = adminDownload(context, request);
  const manifest = await packageManifest(ctx, params.id, params.departureId, appFrom(context).lang);
  return csvResponse(`travelez-manifest-${manifest.departure.date}.csv`, manifestCsvRows(manifest));
}
