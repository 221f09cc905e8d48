import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { SignInCard } from './SignInCard.tsx';

const form = (
  <Form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
    <TextField label="E-mail" name="email" type="email" autoComplete="username" isRequired />
    <TextField label="Password" name="password" type="password" autoComplete="current-password" isRequired />
    <Button type="submit">Sign in</Button>
  </Form>
);

const meta = {
  title: 'Forms/SignInCard',
  component: SignInCard,
  args: {
    title: 'Sign in',
    description: 'For the staff of a property.',
    children: form,
    footer: 'Demo: owner@lindenhof.example',
  },
} satisfies Meta<typeof SignInCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
  },
};
/** A failed sign-in: the message is announced (role=alert). */
export const WithError: Story = {
  args: { error: 'E-mail or password is wrong.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('E-mail or password is wrong.');
  },
};
