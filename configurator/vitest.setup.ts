// The configurator's jsdom tests, after the shared set-up: every test starts with empty local storage and no
// cart save of an earlier test still pending (a store's writes wait for an idle moment, and its reads see them
// before they reach the storage, so clearing the storage alone let a started cart reach the next test).
// The app's one toast queue is empty too: the test files of a worker share their modules (isolate: false).
import { beforeEach } from 'vitest';
import { flushCartStorage } from './src/store/createAppStore.ts';
import { toastQueue } from './src/ui/toasts.ts';

beforeEach(() => {
  flushCartStorage();
  localStorage.clear();
  toastQueue.clear();
});
