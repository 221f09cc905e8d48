import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the login page', () => {
  it('tells an account that waits for its e-mail verification so, and sends the link again', async () => {
    const resent: Record<string, unknown>[] = [];
    const { state } = startApp('/app/login', (method, path, body) => {
      if (method === 'POST' && path === '/api/login') return errorResponse(403, 'error.login.unverified');
      if (method === 'POST' && path === '/api/signup/verify/resend') {
        resent.push(body);
        return jsonResponse(202, null);
      }
      return null;
    });
    const user = await signIn(' nora@staff.example ', 'Fresh-Start-2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your e-mail address first: open the link we sent you when you signed up.',
    );
    expect(state().status).toBe('anonymous');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'If this account still waits for its confirmation, we have sent a new link to nora@staff.example.',
      ),
    );
    expect(resent).toEqual([{ email: 'nora@staff.example' }]);
  });

  it('says when the link was asked for too often, and offers no link for a wrong password', async () => {
    startApp('/app/login', (method, path) =>
      method === 'POST' && path === '/api/signup/verify/resend'
        ? errorResponse(429, 'error.ratelimit')
        : null,
    );
    await signIn('owner@lindenhof.example', 'Wrong-Pass-2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or the password is wrong.',
    );
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});
