import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the menu', () => {
  it('opens the chosen page at its top, not at the scroll position of the page before', async () => {
    startApp('/app/dashboard');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
    await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // The test window is narrow: the menu is behind its button.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
