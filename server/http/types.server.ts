import type { Viewer } from '../../shared/access.ts';
import type { Services } from '../services/index.server.ts';

/** What every Hono handler can read with c.get(...). */
export interface AppBindings {
  Variables: {
    services: Services;
    /** The signed-in person, or null (resolved once per request from the session cookie). */
    viewer: Viewer | null;
    /** Per-request CSP nonce for inline scripts in server-rendered pages. */
    nonce: string;
  };
}
