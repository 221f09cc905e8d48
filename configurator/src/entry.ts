// The themes' font, shipped with the app (no font CDN): without it the tokens' Inter falls back to system fonts.
import '@venue/themes/fonts.ts';
import { defaultTheme } from '@venue/themes';
import { startEarlyLogin } from './app/earlyLogin.ts';
import { afterFirstPicture } from './app/firstPicture.ts';
import { releaseHeldPreloads } from './app/heldPreloads.ts';
import { warmIcuInWorker } from './app/icuWarmup.ts';
import { pageStart } from './app/pageStart.ts';
import { localeOf } from './i18n/languages.ts';

/*
 * The page's script. It sets the default theme and starts the app (./main.tsx: the login, the store, the first
 * lists, then React and the screens), which index.html preloads beside it. A server-rendered page is painted
 * already: it starts the login at once (docs/serving.md#the-login-before-the-app), while its app's scripts are asked
 * for, and the app starts, once the first screen's picture is painted (./app/firstPicture.ts), so the largest paint
 * waits neither for the app's downloads nor for its tasks; a tap meanwhile is noted by the page's inline script
 * (docs/serving.md#taps-before-hydration). A page the browser renders starts its app at once.
 */

// On <html>, so the property CSS (:root, injected later in <head>) overrides it by source order. A server-rendered
// page has it already (entry-server.tsx `htmlClass`): adding it again changes nothing and restyles nothing.
document.documentElement.classList.add(defaultTheme);

const root = document.getElementById('root');
const serverRendered = root?.dataset.ssrPath !== undefined && root.firstChild !== null;
// The date and number formats' data, set up in a worker while the page is shown
// (docs/performance.md#the-browsers-icu-set-up-off-the-main-thread-issue-40-30-nov-2026-night).
warmIcuInWorker(localeOf[pageStart().language]);

// docs/serving.md#the-login-before-the-app: the login starts now, not once the app has started.
if (serverRendered) {
  const { language, location } = pageStart();
  if (location.login) startEarlyLogin(location.login, language);
}

if (root && serverRendered)
  void afterFirstPicture(root)
    .then(() => releaseHeldPreloads('app-preloads'))
    .then(() => import('./main.tsx'));
else void import('./main.tsx');
