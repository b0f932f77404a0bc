/**
 * Which page routes React Router runs for a path, from the server build's route manifest, with
 * React Router's own matcher (case-insensitive, percent-decoded, `.data` requests included). The
 * abuse limits key on these route ids, so no spelling of a path slips past them.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { PageRoutesOf } from './rate-limit.server.ts';
import { pathWithoutLang } from '../../shared/i18n/lang.ts';

type ManifestRoute = Pick<ServerBuild['routes'][string] & {}, 'id' | 'parentId' | 'path' | 'index' | 'caseSensitive'>;

export function pageRouteMatcher(manifest: Record<string, ManifestRoute | undefined>): PageRoutesOf {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) },
    );
  const routes = tree(undefined);
  return (pathname) => {
    // Single-fetch data requests: '/contact.data' is '/contact', '/_root.data' is '/'.
    // The Bangla pages are the same routes under /bn.
    let path = pathWithoutLang(pathname).replace(/\.data$/, '');
    if (path === '/_root') path = '/';
    return (matchRoutes(routes, path) ?? []).map((m) => m.route.id ?? '');
  };
}
