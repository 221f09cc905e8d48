import { type Browser, type BrowserContext, test as base } from '@playwright/test';

export * from '@playwright/test';

/*
 * Playwright's `test`, as every e2e spec imports it. With E2E_BROWSER_CLOCK=1 (`npm run test:e2e:shifted-clock`,
 * which runs the suite under Debian's faketime), each browser context's clock starts at this process's faked now
 * and runs on from there: Chromium itself cannot run under faketime, so the page learns the day the server and
 * the tests live in. Without it, nothing changes.
 */
const shifted = process.env.E2E_BROWSER_CLOCK === '1';
const clocked = new WeakSet<BrowserContext>();

async function installClock(context: BrowserContext) {
  if (!shifted || clocked.has(context)) return;
  clocked.add(context);
  await context.clock.install({ time: Date.now() });
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      if (shifted) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await installClock(context);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await installClock(context);
    await use(context);
  },
});
