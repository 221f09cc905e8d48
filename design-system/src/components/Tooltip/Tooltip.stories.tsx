import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Breakfast is served 7:00–10:30.' },
  render: (args) => (
    <div style={{ padding: '4rem 2rem' }}>
      <TooltipTrigger {...(args.isOpen ? { defaultOpen: true } : {})}>
        <IconButton icon="info" aria-label="Breakfast" variant="secondary" />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the tooltip at once; Escape hides it. */
export const OnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Breakfast is served');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
export const Open: Story = { args: { isOpen: true } };
export const LongGermanText: Story = {
  args: {
    isOpen: true,
    children:
      'Das Frühstücksbuffet mit regionalen Produkten wird täglich von 7:00 bis 10:30 Uhr im Seerestaurant serviert.',
  },
};
