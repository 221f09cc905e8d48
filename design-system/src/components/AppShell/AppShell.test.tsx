import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { AppShell } from './AppShell.tsx';

/** A window of the given width, as far as `matchMedia(min-width)` is concerned. */
function windowWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) <= px,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const shell = (layout?: 'split' | 'drawer') =>
  render(
    <AppShell
      {...(layout ? { layout } : {})}
      menuLabel="Booking steps"
      title="Hotel"
      menu={(close) => (
        <Button variant="quiet" onPress={close}>
          Rooms
        </Button>
      )}
    >
      <p>Main view</p>
    </AppShell>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('AppShell', () => {
  it('shows the menu beside the main view at 1350 px', () => {
    windowWidth(1350);
    shell();
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Main view');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('says the menu button opens a dialog, and whether it is open', async () => {
    windowWidth(800);
    shell();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(menuButton);
    await screen.findByRole('dialog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('below 1350 px opens the menu in a drawer from the keyboard and returns focus when it closes', async () => {
    windowWidth(1349);
    shell();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveFocus();
    await user.keyboard('{Enter}');
    // The drawer's code loads on first use: it opens once that arrived, and focus moves inside it.
    const drawer = await screen.findByRole('dialog', { name: 'Booking steps' });
    expect(within(drawer).getByRole('navigation', { name: 'Booking steps' })).toBeInTheDocument();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('closes the drawer when a menu entry is chosen', async () => {
    windowWidth(800);
    shell();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rooms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('AppShell with a forced layout', () => {
  it('keeps the drawer on a wide window when told to', () => {
    windowWidth(1600);
    shell('drawer');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('splits on a narrow window when told to', () => {
    windowWidth(600);
    shell('split');
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toBeInTheDocument();
  });
});
