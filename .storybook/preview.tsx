import type { Preview } from '@storybook/react-vite';
import { defaultTheme } from '@venue/themes';

const preview: Preview = {
  parameters: {
    // Every story fails its test on any axe violation.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <div className={defaultTheme}>
        <Story />
      </div>
    ),
  ],
};
export default preview;
