// The themes' font, shipped with the app (no font CDN): without it the tokens' Inter falls back to system fonts.
import '@venue/themes/fonts.ts';
import { defaultTheme } from '@venue/themes';
import { afterFirstPicture } from './app/firstPicture.ts';

/*
 * The page's script. It sets the default theme and starts the app (./main.tsx: the login, the store, the first
 * lists, then React and the screens), which index.html preloads beside it. A server-rendered page is painted
 * already: its app's scripts are asked for, and the app starts, once the first screen's picture is painted
 * (./app/firstPicture.ts), so the largest paint waits neither for the app's downloads nor for its tasks; a tap meanwhile is noted by the page's inline script
 * (docs/serving.md#taps-before-hydration). A page the browser renders starts its app at once.
 */

// On <html>, so the property CSS (:root, injected later in <head>) overrides it by source order. A server-rendered
// page has it already (entry-server.tsx `htmlClass`): adding it again changes nothing and restyles nothing.
document.documentElement.classList.add(defaultTheme);

const root = document.getElementById('root');
const serverRendered = root?.dataset.ssrPath !== undefined && root.firstChild !== null;
void (root && serverRendered ? afterFirstPicture(root) : Promise.resolve()).then(() => {
  // The app's module preloads, which a server-rendered page holds back until now (server/src/http/pageMeta.ts
  // `laterModulePreloads`): in the head, the browser asks for them all at once.
  const preloads = document.getElementById('app-preloads');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  return import('./main.tsx');
});
