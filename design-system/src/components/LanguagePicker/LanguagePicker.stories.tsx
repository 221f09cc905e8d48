import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePicker } from './LanguagePicker.tsx';

const meta = {
  title: 'Navigation/LanguagePicker',
  component: LanguagePicker,
  args: {
    languages: [
      { id: 'en', name: 'English', lang: 'en' },
      { id: 'de', name: 'Deutsch', lang: 'de' },
    ],
    value: 'de',
    onChange: fn(),
  },
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Deutsch/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Secondary: Story = { args: { variant: 'secondary', value: 'en' } };
/** The dialog as it opens (for review and the screenshot). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Deutsch/ }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};
