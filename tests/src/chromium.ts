import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser (see ../shared/stack.md). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 as the full browser without its windowing layers. The
 * end-to-end tests run in it (about a fifth less CPU than the full browser, the largest share of the suite's
 * time); the screenshot baselines and the benchmarks stay on the full browser, whose pixels and timings are the
 * users'. Where it is not installed, the full browser.
 */
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') && !process.env.CHROMIUM_PATH
    ? '/usr/bin/chromium-headless-shell'
    : chromiumPath);

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

/** Launch options of the full browser: the screenshot baselines and the bench scripts. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs, ...browserEnv() };

/** Launch options of the end-to-end tests: the headless shell. */
export const testChromiumLaunchOptions = { ...chromiumLaunchOptions, executablePath: headlessShellPath };
