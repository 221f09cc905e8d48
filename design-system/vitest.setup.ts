// Shared by the design system's, the configurator's and the property app's jsdom tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for what react-aria does on a later frame (focus, closing), and for a lazy page that
// vitest compiles the first time it is imported (seconds on a loaded two-core machine). One second is short
// there; a real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
