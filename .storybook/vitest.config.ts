import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  optimizeDeps: {
    // Pre-bundle up front: a cold cache otherwise reloads mid-run and story files fail to import.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/dynamic',
    ],
  },
  test: {
    name: 'storybook',
    reporters: ['default', ['json', { outputFile: 'test-results/vitest-storybook.json' }]],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
