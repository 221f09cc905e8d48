import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

/** Signs in on the login page the guard led to; the app returns to the invitation. */
async function signInFirst() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Accept the invitation' })).toBeInTheDocument();
  return user;
}

describe('the accept invitation page', () => {
  it('signs the user in first, then accepts with the mailed token and says where they work now', async () => {
    const sent: Record<string, unknown>[] = [];
    const { calls } = startApp('/app/accept-invitation?token=inv_42', (method, path, body) => {
      if (method !== 'POST' || path !== '/api/staff/invitation/accept') return null;
      sent.push(body);
      return jsonResponse(200, { propertyId: 5, property: 'Haus Seeblick', role: 'staff' });
    });
    const user = await signInFirst();
    expect(screen.getByText(/You are signed in as owner@lindenhof\.example/)).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    const sessionChecks = calls.filter((c) => c === 'GET /api/session/user').length;
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    const done = await screen.findByText('You now work for Haus Seeblick as Staff.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent).toEqual([{ token: 'inv_42' }]);
    // The session is read again, so the new property is in the switcher.
    expect(calls.filter((c) => c === 'GET /api/session/user').length).toBeGreaterThan(sessionChecks);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });

  it("refuses another account's invitation with a way out, and an expired one for good", async () => {
    let answer = errorResponse(403, 'error.invitation.wrongaccount');
    startApp('/app/accept-invitation?token=inv_7', (method, path) =>
      method === 'POST' && path === '/api/staff/invitation/accept' ? answer : null,
    );
    const user = await signInFirst();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This invitation is for another account. Sign out and sign in with the e-mail address the invitation was sent to.',
      ),
    );
    answer = errorResponse(410, 'error.invitation.expired');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "This invitation has expired. Please ask the property's owner for a new one.",
      ),
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });
});
