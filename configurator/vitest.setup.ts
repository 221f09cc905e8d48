// The configurator's jsdom tests, after the shared set-up: every test starts with empty local storage and no
// cart save of an earlier test still pending (a store's writes wait for an idle moment, and its reads see them
// before they reach the storage, so clearing the storage alone let a started cart reach the next test).
import { beforeEach } from 'vitest';
import { flushCartStorage } from './src/store/createAppStore.ts';

beforeEach(() => {
  flushCartStorage();
  localStorage.clear();
});
