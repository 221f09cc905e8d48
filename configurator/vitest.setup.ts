// The configurator's jsdom tests, after the shared set-up: every test starts with empty local storage and no
// cart save of an earlier test still pending (a store's writes wait for an idle moment, and its reads see them
// before they reach the storage, so clearing the storage alone let a started cart reach the next test).
// The app's one toast queue is empty too, and the head has no property's style or data: the test files of a worker share their modules (isolate: false).
import { beforeEach } from 'vitest';
import { flushCartStorage } from './src/store/createAppStore.ts';
import { toastQueue } from './src/ui/toasts.ts';

beforeEach(() => {
  // A page just opened has neither a property's theme nor its first-screen data in the head, unless a test puts
  // them there (a store's session of an earlier file applies the CSS it fetched, and stays in the shared document).
  if (typeof document !== 'undefined')
    for (const id of ['property-css', 'venue-state']) document.getElementById(id)?.remove();
  flushCartStorage();
  localStorage.clear();
  toastQueue.clear();
});
