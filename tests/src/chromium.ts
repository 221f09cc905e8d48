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

/** Launch options shared by Playwright, Vitest browser mode and the bench scripts. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
