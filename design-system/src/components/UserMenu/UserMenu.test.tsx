import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { initialsOf, UserMenu } from './UserMenu.tsx';

const items = [
  { id: 'language', label: 'Change language' },
  { id: 'logout', label: 'Log out', danger: true },
];

describe('UserMenu', () => {
  it('opens by keyboard, shows who is signed in, and reports the chosen item', async () => {
    const onAction = vi.fn();
    render(
      <UserMenu name="Lindenhof Owner" email="owner@lindenhof.example" items={items} onAction={onAction} />,
    );
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'User menu: Lindenhof Owner' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('owner@lindenhof.example')).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: /Lindenhof Owner/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Change language' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with Escape without choosing', async () => {
    const onAction = vi.fn();
    render(<UserMenu name="Ana" items={items} onAction={onAction} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'User menu: Ana' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('names its button in German under a German locale', () => {
    render(
      <I18nProvider locale="de-DE">
        <UserMenu name="Ana" items={items} onAction={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Benutzermenü: Ana' })).toBeInTheDocument();
  });

  it('shows up to two initials', () => {
    expect(initialsOf('Lindenhof Owner')).toBe('LO');
    expect(initialsOf('  ana  ')).toBe('A');
    expect(initialsOf('Anna Maria Berg')).toBe('AM');
  });
});
