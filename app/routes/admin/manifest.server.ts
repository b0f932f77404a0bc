/** The manifest of one departure of a package, for its page and its CSV. */
import type { Manifest } from '../../../shared/schemas/departures.ts';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { loadOr404, notFoundPage } from '../../lib/forms.server.ts';
import type { AdminContext } from './admin.server.ts';
import { manifestText } from './manifest.text.ts';

/** The departure's manifest; a departure of another package (or none) is the 404 page (its message in `lang`). */
export async function packageManifest({ services }: AdminContext, packageId: string, departureId: string, lang: Lang): Promise<Manifest> {
  const manifest = await loadOr404(services.departures.manifest(departureId));
  if (manifest.departure.packageId !== packageId) notFoundPage(manifestText[lang].notFound);
  return manifest;
}
