/**
 * One HTTP call to a payment provider: a timeout on every call, network errors and 5xx answers as
 * retryable ProviderErrors, the body read as JSON. What the JSON means is the adapter's (zod).
 */
import { ProviderError, type ProviderName } from './provider.server.ts';

export interface ProviderHttp {
  fetch: typeof fetch;
  timeoutMs: number;
  provider: ProviderName;
}

export interface ProviderAnswer {
  status: number;
  json: unknown;
}

export const defaultTimeoutMs = 15_000;

export async function callProvider(http: ProviderHttp, url: string, init: RequestInit = {}): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(http.timeoutMs) });
    text = await response.text();
  } catch (error) {
    // A timeout may hide a call the provider did carry out: the caller decides what to ask next.
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(`${http.provider}: ${timedOut ? 'no answer in time' : 'network error'} (${new URL(url).pathname})`, http.provider, true, {
      kind: timedOut ? 'timeout' : 'network',
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  if (response.status >= 500) {
    throw new ProviderError(`${http.provider}: HTTP ${response.status} (${new URL(url).pathname})`, http.provider, true, {
      kind: 'http',
      status: response.status,
      body: text.slice(0, 500),
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // An authorisation refusal from a gateway in front of the API may come as plain text: the status says enough.
    if (response.status === 401 || response.status === 403) return { status: response.status, json: null };
    // Anything else that is not JSON (a proxy's page, a truncated body) says nothing of what the provider did.
    throw new ProviderError(`${http.provider}: an answer that is not JSON (HTTP ${response.status}, ${new URL(url).pathname})`, http.provider, true, {
      kind: 'http',
      status: response.status,
      body: text.slice(0, 500),
    });
  }
  return { status: response.status, json };
}

/**
 * A provider answer that does not have the shape its documentation gives (a missing or unexpected
 * field): the outcome is unknown (`unclear`), never a failure. The provider is asked again later.
 */
export function badShape(provider: ProviderName, what: string, raw: unknown, why?: string): ProviderError {
  return new ProviderError(`${provider}: unexpected ${what} answer${why ? ` (${why})` : ''}`, provider, false, raw, true);
}
