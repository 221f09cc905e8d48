/*
 * The e2e runs' OpenID Connect provider (tests/playwright.config.ts starts it with tsx): panva's oidc-provider
 * on 127.0.0.1 (server/src/testing/oidcProvider.ts, the one the server's own tests use) with its development
 * login form, which the browser fills in like any provider's: any password, the account's id as login.
 *   E2E_OIDC_PORT   its port (default E2E_PORT + 4)
 * The e2e server is configured with the same values (E2E_OIDC below, read by the config and the specs).
 */

/** What the e2e server and the specs need to know about the provider. */
export const E2E_OIDC = {
  /** The provider's name in the app: /api/login/external/demo, OIDC_DEMO_*. */
  name: 'demo',
  label: 'Demo ID',
  clientId: 'venue-e2e',
  clientSecret: 'e2e-client-secret-of-the-demo-provider',
  /** The login ids of the provider's accounts (what the spec types into its login form). */
  accounts: {
    /** A person without an account in the app: the first login creates one. */
    newcomer: { email: 'nina.newcomer@example.com', email_verified: true, name: 'Nina Newcomer' },
    /** Someone whose e-mail is the Cityloft demo owner's: the login connects to that account by its password. */
    cityloftOwner: { email: 'owner@cityloft.example', email_verified: true, name: 'Cityloft Owner' },
  },
} as const;

/** The provider's port for an e2e server on `e2ePort`. */
export const oidcPortFor = (e2ePort: number): number => Number(process.env.E2E_OIDC_PORT ?? e2ePort + 4);

/** The environment of the e2e server that makes it use this provider (server/README.md#external-logins). */
export function e2eServerOidcEnv(e2ePort: number): Record<string, string> {
  const key = `OIDC_${E2E_OIDC.name.toUpperCase()}_`;
  return {
    OIDC_PROVIDERS: E2E_OIDC.name,
    [`${key}ISSUER`]: `http://127.0.0.1:${oidcPortFor(e2ePort)}`,
    [`${key}CLIENT_ID`]: E2E_OIDC.clientId,
    [`${key}CLIENT_SECRET`]: E2E_OIDC.clientSecret,
    [`${key}LABEL`]: E2E_OIDC.label,
    SESSION_SECRET: 'an-e2e-session-secret-for-the-external-logins',
  };
}

async function main() {
  // Loaded here only: the config and the specs import this file for its constants.
  const { startTestProvider } = await import('@venue/server/testing/oidcProvider.ts');
  const e2ePort = Number(process.env.E2E_PORT ?? 3917);
  const provider = await startTestProvider(
    {
      [E2E_OIDC.clientId]: {
        secret: E2E_OIDC.clientSecret,
        redirectUris: [`http://127.0.0.1:${e2ePort}/api/login/external/${E2E_OIDC.name}/callback`],
      },
    },
    E2E_OIDC.accounts,
    oidcPortFor(e2ePort),
  );
  console.log(`e2e OpenID Connect provider at ${provider.issuer}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Started by tsx as a program; the config and the specs only import the constants above.
if (process.argv[1]?.endsWith('oidc.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
