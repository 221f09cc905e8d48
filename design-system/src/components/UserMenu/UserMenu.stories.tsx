import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: {
    name: 'Lindenhof Owner',
    email: 'owner@lindenhof.example',
    items: [
      { id: 'language', label: 'Change language' },
      { id: 'logout', label: 'Log out', danger: true },
    ],
    onAction: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The menu as it opens (for review and the screenshot). */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Lindenhof Owner/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
