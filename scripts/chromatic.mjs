#!/usr/bin/env node
// Publishes the Storybook to Chromatic. Needs CHROMATIC_PROJECT_TOKEN and the network, so it is not part of npm test:
// offline, the chromatic CLI retries forever, so we refuse to start it without a token.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN to publish the Storybook to Chromatic (visual tests run locally with npm test).',
  );
  process.exit(1);
}
const result = spawnSync('chromatic', ['--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
