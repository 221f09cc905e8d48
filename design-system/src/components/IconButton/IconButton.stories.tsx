import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonVariants } from '../Button/Button.tsx';
import { IconButton } from './IconButton.tsx';
import { iconNames } from './icons.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'close', 'aria-label': 'Close', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: buttonVariants },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Primary: Story = { args: { icon: 'plus', 'aria-label': 'Add guest', variant: 'primary' } };
export const Disabled: Story = { args: { icon: 'minus', 'aria-label': 'Remove guest', isDisabled: true } };
export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {iconNames.map((name) => (
        <IconButton key={name} {...args} icon={name} aria-label={name} variant="secondary" />
      ))}
    </div>
  ),
};
