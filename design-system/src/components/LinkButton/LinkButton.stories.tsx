import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../Button/Button.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { children: 'View booking', href: '#booking' },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View booking' });
    await expect(link).toHaveAttribute('href', '#booking');
  },
};
export const Primary: Story = { args: { variant: 'primary' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongGermanText: Story = { args: { children: 'Zur Buchungsübersicht und Zahlungsbestätigung' } };
