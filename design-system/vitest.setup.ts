// Shared by the design system's, the configurator's and the property app's jsdom tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for what react-aria does on a later frame (focus, closing). One second is
// short on a loaded two-core CI machine; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
