import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

async function fillForm(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Nora');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Neu');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'nora@staff.example');
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  return user;
}

describe('the signup page', () => {
  it('asks for the terms and a strong password before sending anything', async () => {
    const { calls } = startApp('/app/signup');
    const user = await fillForm('weakpass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept the terms of use.')).toBeInTheDocument();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'Please enter at least 10 characters. The password needs an upper case letter. The password needs a digit. The password needs a special character (such as ! or #).',
      ),
    );
    await waitFor(() => expect(password).toHaveFocus());
    expect(calls.filter((c) => c.includes('/api/signup'))).toEqual([]);
  });

  it('sends the signup and asks the user to confirm the e-mail by the mailed link before signing in', async () => {
    const sent: Record<string, unknown>[] = [];
    const { state } = startApp('/app/signup', (method, path, body) => {
      if (method !== 'POST' || path !== '/api/signup') return null;
      sent.push(body);
      return jsonResponse(202, null);
    });
    const user = await fillForm('Fresh-Start-2026!');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use.' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Nora Neu',
      email: 'nora@staff.example',
      password: 'Fresh-Start-2026!',
      termsaccepted: true,
    });
    const done = await screen.findByText(/Almost done: we have sent a link to nora@staff\.example/);
    await waitFor(() => expect(done).toHaveFocus());
    // Not signed in: the account waits for its e-mail to be verified.
    expect(state().status).toBe('anonymous');
    expect(window.location.pathname).toBe('/app/signup');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app/login');
  });

  it('says so when the e-mail already has an account', async () => {
    startApp('/app/signup', (method, path) =>
      method === 'POST' && path === '/api/signup' ? errorResponse(409, 'error.signup.exists') : null,
    );
    const user = await fillForm('Fresh-Start-2026!');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use.' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(window.location.pathname).toBe('/app/signup');
  });
});
