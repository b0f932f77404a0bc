import { data } from 'react-router';

/**
 * A service's DomainError, recognised by shape: the page bundle and the server each load their
 * own copy of the class, so `instanceof` cannot be trusted across them.
 */
export function domainErrorOf(error: unknown): { status: number; message: string } | null {
  if (error && typeof error === 'object' && (error as { name?: unknown }).name === 'DomainError') {
    const { status, message } = error as { status: unknown; message: unknown };
    if (typeof status === 'number' && typeof message === 'string') return { status, message };
  }
  return null;
}

/** Runs a service lookup; a 'not found' from the service becomes the site's 404 page. */
export async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const domain = domainErrorOf(error);
    if (domain?.status === 404) throw data(domain.message, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}
