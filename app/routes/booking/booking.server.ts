/**
 * Server helpers of the booking pages: what is being booked (from the URL), and the domain
 * errors turned into page answers.
 */
import type { Services } from '../../../server/services/index.server.ts';
import type { Bookable } from '../../components/booking/types.ts';

/** The package (?package=<id>) or event (?event=<id>) of the wizard, or why there is none. */
export async function bookableFrom(services: Services, url: URL): Promise<{ item: Bookable | null; problem: string | null }> {
  const packageId = url.searchParams.get('package');
  const eventId = url.searchParams.get('event');
  try {
    if (packageId) {
      const p = await services.packages.get(packageId);
      if (p.status === 'Sold out') return { item: null, problem: `${p.name} is sold out. Please choose another tour.` };
      return {
        problem: null,
        item: {
          kind: 'package',
          id: p._id,
          name: p.name,
          packageName: p.packageName,
          displayPhoto: p.displayPhoto,
          unitPrice: p.packagePresentPrice,
          groupSize: p.packageGroupPeoples,
          totaldays: p.totaldays,
          fixedDate: null,
        },
      };
    }
    if (eventId) {
      const e = await services.events.get(eventId);
      return {
        problem: e.startDate ? null : `${e.name} has no start date yet. Please contact us to book it.`,
        item: e.startDate
          ? {
              kind: 'event',
              id: e._id,
              name: e.name,
              packageName: e.message,
              displayPhoto: e.displayPhoto,
              unitPrice: e.presentPrice,
              groupSize: e.peoples,
              totaldays: e.days,
              fixedDate: e.startDate,
            }
          : null,
      };
    }
  } catch (error) {
    if (domainStatus(error) === 404) {
      return { item: null, problem: 'That tour could not be found: it may no longer be offered. Please choose another one.' };
    }
    throw error;
  }
  return { item: null, problem: null };
}

/**
 * The status of a domain error (server/services/errors.server.ts), or null. Checked by shape, not
 * `instanceof`: the page build bundles its own copy of the class, the services use the server's.
 */
export function domainStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { name?: unknown; status?: unknown };
  return e.name === 'DomainError' && typeof e.status === 'number' ? e.status : null;
}
