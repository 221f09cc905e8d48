import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { SignInCard } from './SignInCard.tsx';

function Example() {
  const [error, setError] = useState<string | undefined>();
  return (
    <SignInCard
      title="Sign in"
      description="Staff of the property"
      {...(error ? { error } : {})}
      footer={<a href="#forgot">Forgot password?</a>}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setError('E-mail or password is wrong.');
        }}
      >
        <TextField label="E-mail" name="email" />
        <Button type="submit">Sign in</Button>
      </Form>
    </SignInCard>
  );
}

describe('SignInCard', () => {
  it('is a region named by its heading, with the form and the footer', () => {
    render(<Example />);
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Staff of the property')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('announces a failed sign-in in its alert area @wcag-3.3.1 @wcag-4.1.3', async () => {
    render(<Example />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail or password is wrong.');
  });

  it('takes a second-level heading when it is not the page title', () => {
    render(
      <SignInCard title="Sign in" headingLevel={2}>
        form
      </SignInCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
  });
});
