import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/index.ts';
import { Disclosure } from './Disclosure.tsx';

const meta = {
  title: 'Forms/Disclosure',
  component: Disclosure,
  args: {
    title: 'Title and address (optional)',
    children: (
      <>
        <TextField label="Street" />
        <TextField label="City" />
      </>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The booker form's optional fields: one Tab stop until opened. */
export const Closed: Story = {};
/** Tab reaches the trigger, Enter opens it (its end state is the Open story's look). */
export const OpensWithEnter: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'Title and address (optional)' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Street' })).toBeVisible();
  },
};
export const Open: Story = { args: { defaultExpanded: true } };
export const LongGermanTitle: Story = {
  args: { title: 'Akademischer Titel, Anschrift und Land der rechnungsempfangenden Person (optional)' },
};
