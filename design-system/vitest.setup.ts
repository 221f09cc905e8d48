// Shared by the design system's, the configurator's and the property app's jsdom tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { forgetUserActions } from './src/hooks/useFocusHeading.ts';

// findBy* and waitFor wait for what react-aria does on a later frame (focus, closing), and for a lazy page that
// vitest compiles the first time it is imported (seconds on a loaded two-core machine). One second is short
// there; a real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// The test files of a worker share its document and modules (isolate: false in the vitest configs): each test
// starts as a page just opened: at the site's root, nothing stored for the tab or the site, no attribute on the
// document's root (its language, the embed's mark), nothing focused, nothing pressed yet.
// A file that renders as a server does (`// @vitest-environment node`) has no page to reset.
beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  localStorage.clear();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  forgetUserActions();
  (document.activeElement as HTMLElement | null)?.blur?.();
});
