import { type Browser, type BrowserContext, test as base } from '@playwright/test';

export * from '@playwright/test';

/*
 * Playwright's `test`, as every e2e spec imports it. Under Debian's faketime (`npm run test:e2e:shifted-clock`),
 * each browser context's clock starts at this process's faked now and runs on from there: Chromium itself cannot
 * run under faketime (src/chromium.ts starts it without), so the page learns the day the server and the tests
 * live in. Without faketime, nothing changes.
 */
const shifted = Boolean(process.env.FAKETIME);
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
