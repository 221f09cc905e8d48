import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

async function setPassword(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), password);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('the reset password page', () => {
  it('takes the token out of the address, sends it with the new password and then points to sign in', async () => {
    const sent: Record<string, unknown>[] = [];
    startApp('/app/reset-password?token=abc_123', (method, path, body) => {
      if (method !== 'POST' || path !== '/api/password/update/token') return null;
      sent.push(body);
      return jsonResponse(204, null);
    });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/app/reset-password');
    await setPassword('Brand-New-Key-77#');
    expect(await screen.findByText(/Your password has been changed/)).toHaveFocus();
    expect(sent).toEqual([{ token: 'abc_123', password: 'Brand-New-Key-77#' }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app/login');
  });

  it('an expired link says so and offers a new one', async () => {
    startApp('/app/reset-password?token=old', (method, path) =>
      path === '/api/password/update/token' && method === 'POST'
        ? errorResponse(410, 'error.reset.expired')
        : null,
    );
    await setPassword('Brand-New-Key-77#');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Please ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/app/forgot-password',
    );
  });

  it('without a token there is nothing to set', async () => {
    startApp('/app/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
