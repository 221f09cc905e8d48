import { resolve } from 'node:path';

/** Runtime configuration read once from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly staticDir: string;
  /** Whether `POST /api/payment/sandbox/kind/{kind}` exists (tests only; never in production). */
  readonly paymentSandboxSwitch: boolean;
}

/**
 * Reads PORT (default 3000), HOST (default 127.0.0.1), DATA_DIR (default ./data), DATABASE_URL, STATIC_DIR and
 * PAYMENT_SANDBOX_SWITCH (`1` turns the sandbox's provider-kind switch on; anything else leaves it off).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0..65535, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? new URL('../../configurator/dist', import.meta.url).pathname),
    paymentSandboxSwitch: env.PAYMENT_SANDBOX_SWITCH === '1',
  };
}
