import type { Viewer } from '../../shared/access.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import type { AuthGateway } from '../auth/types.server.ts';
import type { AppConfig } from '../config.server.ts';
import type { Services } from '../services/index.server.ts';

/** What every Hono handler can read with c.get(...). */
export interface AppBindings {
  Variables: {
    services: Services;
    /** The signed-in person, or null (resolved once per request from the session cookie). */
    viewer: Viewer | null;
    /** Per-request CSP nonce for inline scripts in server-rendered pages. */
    nonce: string;
    /** The client's address (behind TRUST_PROXY balancers: from X-Forwarded-For). */
    clientIp: string;
  };
}

/** The router context the pages read: `context.get(appContext)` in loaders and actions. */
export interface AppLoadContext {
  services: Services;
  viewer: Viewer | null;
  nonce: string;
  config: Pick<AppConfig, 'baseUrl' | 'production'> & { googleEnabled: boolean };
  /** Accounts (sign-in, sign-up, ...) for the account pages' actions. */
  auth: AuthGateway;
  /** The client's address, for the abuse limits of the account forms. */
  clientIp: string;
  /** The page's language: 'bn' under /bn (decision 0013). */
  lang: Lang;
}
