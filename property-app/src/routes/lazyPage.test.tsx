import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from '@venue/design-system';
import { type ComponentType, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nRoot } from '../i18n/I18nRoot.tsx';
import { createI18n } from '../i18n/instance.ts';
import { lazyPage } from './lazyPage.tsx';
import { PageLoading } from './PageLoading.tsx';
import { usePageHeading } from './usePageHeading.ts';

function PasswordPage() {
  const heading = usePageHeading('Change password');
  return (
    <h1 ref={heading} tabIndex={-1}>
      Change password
    </h1>
  );
}

/** A page's chunk whose arrival the test decides. */
function slowChunk() {
  let arrive: (page: typeof PasswordPage) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const chunk = new Promise<typeof PasswordPage>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: () => chunk, arrive: () => arrive(PasswordPage), fail };
}

/** The frame's user menu over the main view, as frame/AppFrame.tsx has them. */
function Frame({ Page }: { Page: ComponentType }) {
  const [page, setPage] = useState<'home' | 'password'>('home');
  return (
    <I18nRoot instance={createI18n('en')}>
      <UserMenu
        name="Olga Owner"
        email="owner@example.org"
        items={[{ id: 'password', label: 'Change password' }]}
        onAction={() => setPage('password')}
      />
      <main>
        <Suspense fallback={<PageLoading />}>{page === 'password' ? <Page /> : <p>Home</p>}</Suspense>
      </main>
    </I18nRoot>
  );
}

async function chooseChangePassword() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Olga Owner/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
}

describe('a page loaded from its own chunk', () => {
  it('chosen in the user menu while its code loads: the loading placeholder holds focus, then the heading has it', async () => {
    const chunk = slowChunk();
    render(<Frame Page={lazyPage(chunk.load)} />);
    await chooseChangePassword();
    const loading = await screen.findByRole('region', { name: 'Loading…' });
    // Not back on the menu's button: a keyboard user stays where the new page will be.
    await vi.waitFor(() => expect(loading).toHaveFocus());
    await act(async () => chunk.arrive());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Change password' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });

  it('that does not load says so with a reload button, and loads on the next visit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return PasswordPage;
    });
    const view = render(<Frame Page={Page} />);
    await chooseChangePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Olga Owner/ })).toBeInTheDocument();

    view.unmount();
    render(<Frame Page={Page} />);
    await chooseChangePassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
