import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { delay: 0 },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', 'aria-label': 'Zimmer werden geladen' } };

/** The default: nothing for 500 ms, then the spinner. */
export const Delayed: Story = {
  args: { delay: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible(), { timeout: 2000 });
  },
};
