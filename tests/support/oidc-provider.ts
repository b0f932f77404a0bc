/**
 * A local OpenID Connect provider on 127.0.0.1 (node-oidc-provider) standing in for Google in the
 * end-to-end tests: standard discovery, authorization code + PKCE, signed ID tokens.
 *
 * Its development login screen accepts any login name; the account's e-mail is
 * `<login>@example.com`, verified unless the login starts with 'unverified'.
 */
import http from 'node:http';
import Provider from 'oidc-provider';

export const oidcClient = { clientId: 'travelez-e2e', clientSecret: 'travelez-e2e-secret-0123456789abcdef' };

export const oidcEmailOf = (login: string) => `${login.toLowerCase()}@example.com`;

export async function startOidcProvider(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`;
  // It warns at every start that its development defaults (in-memory store, its own keys, its
  // login screen) are in use: they are what a test wants, and every e2e file starts one.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  };
  let provider: Provider;
  try {
    provider = makeProvider(issuer, redirectUri);
  } finally {
    console.warn = warn;
  }
  // A failure inside the provider shows in the test's output.
  provider.on('server_error', (_ctx, error) => console.error('[oidc]', error));
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { issuer, close: () => new Promise<void>((r) => server.close(() => r())) };
}

function makeProvider(issuer: string, redirectUri: string): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: oidcClient.clientId,
        client_secret: oidcClient.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: oidcEmailOf(id),
            email_verified: !id.startsWith('unverified'),
            name: `Google ${id}`,
          };
        },
      };
    },
  });
}
