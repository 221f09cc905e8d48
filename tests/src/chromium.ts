/** Debian's Chromium, never a downloaded browser (see ../shared/stack.md). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a closed network and working as root in a container. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium hangs under Debian's faketime, so a run under it (`npm run test:e2e:shifted-clock`) starts the browser
 * without it; each page gets the faked day from Playwright's clock instead (src/test.ts).
 */
const browserEnv = (): { env?: Record<string, string> } => {
  if (!process.env.FAKETIME) return {};
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && key !== 'LD_PRELOAD' && !key.startsWith('FAKETIME')) env[key] = value;
  return { env };
};

/** Launch options shared by Playwright, Vitest browser mode and the bench scripts. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs, ...browserEnv() };
