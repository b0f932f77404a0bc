/**
 * The router context: the server puts the domain services, the signed-in viewer and the CSP
 * nonce here for every request; loaders and actions read them with `appFrom(context)`.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import type { AppLoadContext } from '../server/http/types.server.ts';

export const appContext = createContext<AppLoadContext>();

export function appFrom(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context.get(appContext);
}
