// The themes' font, shipped with the app (no font CDN): without it the tokens' Inter falls back to system fonts.
import '@venue/themes/fonts.ts';
import { defaultTheme } from '@venue/themes';
import { startEarlyLogin } from './app/earlyLogin.ts';
import { afterFirstPicture } from './app/firstPicture.ts';
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
/** How many module preloads are put in the head per task: each starts a request, a few milliseconds on a phone. */
const PRELOADS_PER_TASK = 8;

/**
 * The app's module preloads, which a server-rendered page holds back until its picture is painted
 * (server/src/http/pageMeta.ts `laterModulePreloads`), put in the head: the browser asks for them at once, a few per
 * task, so that starting the 40-odd requests is no long task of its own.
 */
async function releasePreloads(): Promise<void> {
  const template = document.getElementById('app-preloads');
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  for (let at = 0; at < links.length; at += PRELOADS_PER_TASK) {
    if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    document.head.append(...links.slice(at, at + PRELOADS_PER_TASK));
  }
}

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
    .then(releasePreloads)
    .then(() => import('./main.tsx'));
else void import('./main.tsx');
