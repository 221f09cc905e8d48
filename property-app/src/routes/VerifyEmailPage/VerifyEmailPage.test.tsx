import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

describe('the verify e-mail page', () => {
  it('verifies the e-mail as it opens, takes the token out of the address and leads to sign in', async () => {
    const sent: Record<string, unknown>[] = [];
    const { calls } = startApp('/app/verify-email?token=abc_123', (method, path, body) => {
      if (method !== 'POST' || path !== '/api/signup/verify') return null;
      sent.push(body);
      return jsonResponse(204, null);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    const done = await screen.findByText('Your e-mail address is confirmed. You can sign in now.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/app/verify-email');
    expect(sent).toEqual([{ token: 'abc_123' }]);
    expect(calls.filter((c) => c === 'POST /api/signup/verify')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app/login');
  });

  it('an expired link says so and where a new one comes from', async () => {
    startApp('/app/verify-email?token=old', (method, path) =>
      method === 'POST' && path === '/api/signup/verify' ? errorResponse(410, 'error.verify.expired') : null,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This link has expired. Please ask for a new one on the sign-in page.',
      ),
    );
    expect(screen.getByText(/the sign-in page offers to send it again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/app/login');
  });

  it('without a token sends nothing and says the link is incomplete', async () => {
    const { calls } = startApp('/app/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(calls.filter((c) => c.includes('/api/signup/verify'))).toEqual([]);
  });
});
